/**
 * The e2e clock. Every app server a test file starts reads E2E_START as it starts (CLOCK_START) and advances in real
 * time; its pages' clocks (newPage) and the file's own date sums (e2eNow) follow the same clock, so a run sees the
 * same day and hour on any day. E2E_NOW sets another start: `E2E_NOW=2027-03-28T00:30:00Z npm run test:e2e`.
 */
const DEFAULT_START = '2026-11-26T15:00:00Z'; // a Thursday, 15:00 in London

function startFromEnv(): Date {
  const start = new Date(process.env.E2E_NOW || DEFAULT_START);
  if (Number.isNaN(start.getTime())) {
    throw new Error(`E2E_NOW must be an ISO 8601 instant such as 2026-10-25T00:30:00Z, not "${process.env.E2E_NOW}"`);
  }
  return start;
}

export const E2E_START = startFromEnv();

/** The instant the latest server of this file started its clock at (E2E_START unless restarted later). */
let start = E2E_START;
/** The real time (ms) at which the latest server of this file read its start. */
let startedAt = Date.now();

/** Called as a server starts its clock at `at`: from now on, `e2eNow()` follows that server's clock. */
export function markServerClockStarted(at: Date = E2E_START): void {
  start = at;
  startedAt = Date.now();
}

/** Now, on the clock of the test file's app server (and of its pages opened since it started). */
export const e2eNow = (): Date => new Date(start.getTime() + Date.now() - startedAt);

import { TEST_NOW } from './test-app.js';

const DAY_MS = 86_400_000;

/**
 * The Monday (YYYY-MM-DD) of the week `weeks` weeks after TEST_NOW's: a camp week or a term start that is still to
 * come at whatever instant the tests run (TEST_NOW). Three weeks after the default TEST_NOW is Monday 2 November 2026.
 */
export function mondayWeeksAfterTestNow(weeks: number): string {
  const later = new Date(TEST_NOW.getTime() + weeks * 7 * DAY_MS);
  const daysSinceMonday = (later.getUTCDay() + 6) % 7;
  return new Date(later.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

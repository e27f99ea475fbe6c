import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { clubRequest, errorCodeOf, type HttpAnswer } from '../../apps/server/src/test-support/http-client.js';
import type { RacingParent } from '../../apps/server/src/test-support/racing-parents.js';

/** How one parent's attempt ended: a place booked, a clean refusal (the run is full), or anything else. */
export type Outcome = 'placed' | 'refused' | '5xx' | 'other';

export interface Attempt {
  outcome: Outcome;
  /** From the parent's first request to the answer that decided it, in ms. */
  ms: number;
  /** The unexpected answer, for an outcome of 5xx or other. */
  detail?: string;
}

export interface RaceResult {
  attempts: Attempt[];
  seconds: number;
  requests: number;
}

const CLUB = 'demo';

/**
 * What a parent does for a free place in the web app: add the term to the basket
 * (`POST /api/v4/parent/basket/add`), then Book Now on the whole basket (`POST /rest/v1/payments/book`
 * with a fresh idempotency key). A full run answers the first request 409 CAPACITY_EXCEEDED.
 */
async function attempt(port: number, parent: RacingParent, runId: number, agent: http.Agent): Promise<Attempt> {
  const began = performance.now();
  const post = (path: string, body: object) =>
    clubRequest({ port, club: CLUB, method: 'POST', path, body, cookie: parent.cookie, agent });
  const done = (outcome: Outcome, answer?: HttpAnswer): Attempt => ({
    outcome,
    ms: performance.now() - began,
    ...(answer && { detail: `${answer.status} ${answer.body.slice(0, 200)}` }),
  });
  const unexpected = (answer: HttpAnswer) => done(answer.status >= 500 ? '5xx' : 'other', answer);
  const added = await post('/api/v4/parent/basket/add', { type: 'term', childId: parent.childId, runId });
  if (added.status === 409 && errorCodeOf(added) === 'CAPACITY_EXCEEDED') return done('refused');
  if (added.status !== 200) return unexpected(added);
  const booked = await post('/rest/v1/payments/book', { idempotencyKey: randomUUID() });
  return booked.status === 200 ? done('placed') : unexpected(booked);
}

/**
 * The parents race for the runs (parent i for run i mod K), `concurrency` of them in flight at any
 * moment, each next parent starting as soon as one is decided; parents take turns between the
 * server processes (parent i on port i mod the number of ports).
 */
export async function race(opts: {
  ports: number[];
  parents: RacingParent[];
  runIds: number[];
  concurrency: number;
}): Promise<RaceResult> {
  const agent = new http.Agent({ keepAlive: true });
  const attempts: Attempt[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < opts.parents.length; i = next++) {
      const port = opts.ports[i % opts.ports.length];
      attempts.push(await attempt(port, opts.parents[i], opts.runIds[i % opts.runIds.length], agent));
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  const requests = attempts.reduce((n, a) => n + (a.outcome === 'refused' ? 1 : 2), 0);
  return { attempts, seconds, requests };
}

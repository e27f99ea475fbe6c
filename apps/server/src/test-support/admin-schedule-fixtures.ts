import type { AdminRun, AdminTerm, CreateRunBody, TermBody } from '@clubroom/domain/api';
import { expect } from 'vitest';
import { addDays } from '@clubroom/domain/rules';
import { DEMO } from './accounts.js';
import type { TestApp } from './test-app.js';
import { mondayWeeksAfterTestNow } from './test-dates.js';

export const TERMS = '/api/v4/schedule/terms';
export const RUNS = '/api/v4/schedule/runs';

/** The first Monday of `termBody`, three weeks after TEST_NOW's (2 November 2026 by default). */
export const TERM_START = mondayWeeksAfterTestNow(3);

/**
 * A term of seven weeks from TERM_START to the Friday of its seventh week (2 November to 18 December 2026 by
 * default: 7 Mondays), with no breaks.
 */
export const termBody = (overrides: Partial<TermBody> = {}): TermBody => ({
  name: 'Winter Term 2026',
  startDate: TERM_START,
  endDate: addDays(TERM_START, 6 * 7 + 4),
  breaks: [],
  ...overrides,
});

/** A run on Mondays 16:30–17:30 at the given venue. */
export const runBody = (termId: number, venueId: number, overrides: Partial<CreateRunBody> = {}): CreateRunBody => ({
  termId,
  className: 'Mini Movers',
  venue: { venueId },
  classTimes: [{ dow: 1, startTime: '16:30', endTime: '17:30' }],
  capacity: 12,
  ageFrom: 36,
  ageTo: 60,
  pricePerSession: 800,
  pricePerTerm: 5000,
  trial: true,
  trialPrice: 500,
  ...overrides,
});

/** Calls the schedule admin as `cookie` (the organiser's), expecting 200; answers the body. */
export function adminCalls(t: TestApp, cookie: () => string) {
  const ok = async <T>(res: { statusCode: number; body: string; json(): unknown }): Promise<T> => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = (url: string, body?: unknown) => t.request({ method: 'POST', url, body, cookie: cookie() });
  const calls = {
    post,
    terms: async () => (await ok<{ terms: AdminTerm[] }>(await t.request({ url: TERMS, cookie: cookie() }))).terms,
    venueIds: async () =>
      (
        await ok<{ venues: { venueId: number }[] }>(
          await t.request({ url: '/api/v4/schedule/venues', cookie: cookie() }),
        )
      ).venues.map((v) => v.venueId),
    createTerm: async (body: TermBody = termBody()) => (await ok<{ term: AdminTerm }>(await post(TERMS, body))).term,
    createRun: async (body: CreateRunBody) => (await ok<{ run: AdminRun }>(await post(RUNS, body))).run,
    /** Publishes a run (a new one starts as a draft), answering it. */
    publishRun: async (runId: number) => (await ok<{ run: AdminRun }>(await post(`${RUNS}/${runId}/publish`))).run,
  };
  return {
    ...calls,
    /** Adds a run and publishes it: on the public schedule and bookable, as a test of what families see needs. */
    createPublishedRun: async (body: CreateRunBody) => calls.publishRun((await calls.createRun(body)).runId),
  };
}

/** The schedule admin as demo's organiser, with demo's first venue and a new term (`termBody`), for a `beforeAll`. */
export async function scheduleAdminOf(t: TestApp) {
  const organiser = await t.signIn('demo', DEMO.organiser);
  const admin = adminCalls(t, () => organiser);
  const [venueId] = await admin.venueIds();
  const { termId } = await admin.createTerm();
  return { organiser, admin, venueId, termId };
}

/** The field paths of a 400's issues. */
export const issuePaths = (res: { json(): unknown }) =>
  (res.json() as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);

import type { AutoEnrolTerm, RerunTermResponse } from '@clubroom/domain/api';
import { expect } from 'vitest';
import { createPerson } from './accounts.js';
import { adminCalls, runBody, termBody, TERMS } from './admin-schedule-fixtures.js';
import { createChildren } from './booking-fixtures.js';
import { bookFree } from './free-bookings.js';
import type { TestApp } from './test-app.js';

export const AUTO_ENROL = '/api/v4/client/auto-enrol/term';

/** A family of demo's: its parent's address and cookie, and its children (born 2019). */
export interface Family {
  email: string;
  cookie: string;
  children: number[];
}

/** Families of demo's, each a new parent with `children` children. */
export async function createFamilies(t: TestApp, names: string[], children = 2): Promise<Family[]> {
  const families: Family[] = [];
  for (const name of names) {
    const email = `${name}@example.com`;
    await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    families.push({ email, cookie: await t.signIn('demo', email), children: await createChildren(t, email, children) });
  }
  return families;
}

/**
 * A term of demo's in 2028 (after every seeded one) with two free published classes, `Kickers` (Mondays) and
 * `Dancers` (Tuesdays), the given families' first children booked into them (`bookings`: [family, class]); then
 * re-run by the organiser into the summer, its runs published. Answers both terms' runs by class name.
 */
export async function termReRun(
  t: TestApp,
  organiser: string,
  families: Family[],
  bookings: [number, 'Kickers' | 'Dancers'][],
  capacities: { Kickers: number; Dancers: number },
) {
  const admin = adminCalls(t, () => organiser);
  const [venueId] = await admin.venueIds();
  const spring = { name: 'Spring 2028', startDate: '2028-01-03', endDate: '2028-03-24', breaks: [] };
  const { termId } = await admin.createTerm(termBody(spring));
  const free = { pricePerSession: 0, pricePerTerm: 0, trial: false, trialPrice: 0, ageFrom: 0, ageTo: 0 };
  const before = {
    Kickers: await admin.createPublishedRun(
      runBody(termId, venueId, { ...free, className: 'Kickers', capacity: capacities.Kickers }),
    ),
    Dancers: await admin.createPublishedRun(
      runBody(termId, venueId, {
        ...free,
        className: 'Dancers',
        capacity: capacities.Dancers,
        classTimes: [{ dow: 2, startTime: '16:30', endTime: '17:30' }],
      }),
    ),
  };
  for (const [family, run] of bookings) {
    await bookFree(t, families[family].cookie, {
      type: 'term',
      childId: families[family].children[0],
      runId: before[run].runId,
    });
  }
  const summer = { name: 'Summer 2028', startDate: '2028-04-17', endDate: '2028-07-14', breaks: [] };
  const rerun = await admin.post(`${TERMS}/${termId}/rerun`, summer);
  expect(rerun.statusCode, rerun.body).toBe(200);
  const made = rerun.json() as RerunTermResponse;
  const newTermId = made.term!.termId;
  const runs = (await admin.terms()).find((term) => term.termId === newTermId)!.runs;
  const after = Object.fromEntries(runs.map((run) => [run.className, run.runId])) as Record<
    'Kickers' | 'Dancers',
    number
  >;
  return { previousTermId: termId, termId: newTermId, before, after, admin };
}

/** The auto-enrol page's answer for a term, as the organiser reads it (expecting 200). */
export async function autoEnrolOf(t: TestApp, organiser: string, termId: number): Promise<AutoEnrolTerm> {
  const res = await t.request({ url: `${AUTO_ENROL}/${termId}`, cookie: organiser });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AutoEnrolTerm }).data;
}

import type { AdminTerm, RerunTermResponse } from '@clubroom/domain/api';
import { addDays } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne, userIdOf } from '../../test-support/accounts.js';
import {
  adminCalls,
  issuePaths,
  runBody,
  TERM_START,
  termBody,
  TERMS,
} from '../../test-support/admin-schedule-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('re-running a term on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let admin: ReturnType<typeof adminCalls>;
  let term: AdminTerm;
  const countOf = async (table: string) =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
  /** Eleven weeks from ten weeks after TERM_START, half term in the sixth: 11 January to 26 March 2027 by default. */
  const springStart = addDays(TERM_START, 10 * 7);
  const halfTerm = { name: 'Half term', from: addDays(springStart, 5 * 7), to: addDays(springStart, 5 * 7 + 4) };
  const spring = termBody({
    name: 'Spring Term 2027',
    startDate: springStart,
    endDate: addDays(springStart, 10 * 7 + 4),
    breaks: [halfTerm],
  });
  const rerun = (body: unknown, preview = false, cookie = cookies.organiser, termId = term.termId) =>
    t.request({ method: 'POST', url: `${TERMS}/${termId}/rerun${preview ? '/preview' : ''}`, body, cookie });

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    admin = adminCalls(t, () => cookies.organiser);
    const [venueId] = await admin.venueIds();
    term = await admin.createTerm();
    const run = await admin.createRun(runBody(term.termId, venueId));
    await admin.createRun(
      runBody(term.termId, venueId, {
        className: 'Wednesday Gym',
        classTimes: [{ dow: 3, startTime: '17:00', endTime: '18:00' }],
      }),
    );
    await t.request({
      method: 'POST',
      url: `/api/v4/registers/run/${run.runId}/coaches/add`,
      cookie: cookies.organiser,
      body: { userId: await userIdOf(t, DEMO.coach) },
    });
  });
  afterAll(() => t.close());

  it('previews the runs copied into the new dates, with their sessions, saving nothing', async () => {
    const before = await countOf('terms');
    const res = await rerun(spring, true);
    expect(res.statusCode, res.body).toBe(200);
    const preview: RerunTermResponse = res.json();
    expect(preview.term).toBeNull();
    // 11 Mondays and 11 Wednesdays in the term, one of each in half term.
    expect(preview.runs.map((r) => [r.className, r.sessionsCount, r.coachesCount])).toEqual([
      ['Mini Movers', 10, 1],
      ['Wednesday Gym', 10, 0],
    ]);
    expect(await countOf('terms')).toBe(before);
  });

  it('creates the new term with a copy of each run: class times, prices, capacity, sessions and coaches', async () => {
    const res = await rerun(spring);
    expect(res.statusCode, res.body).toBe(200);
    const made: RerunTermResponse = res.json();
    expect(made.term).toMatchObject({ name: 'Spring Term 2027', startDate: spring.startDate, endDate: spring.endDate });
    expect(made.term!.breaks).toEqual([halfTerm]);
    const copy = made.term!.runs.find((r) => r.className === 'Mini Movers')!;
    const original = (await admin.terms()).find((x) => x.termId === term.termId)!.runs[0];
    expect(copy).toMatchObject({
      capacity: original.capacity,
      pricePerSession: original.pricePerSession,
      pricePerTerm: original.pricePerTerm,
      classTimes: original.classTimes,
      trial: true,
    });
    expect(copy.runId).not.toBe(original.runId);
    const sessions = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from run_sessions where run_id = ${copy.runId}`,
    );
    expect(sessions.n).toBe(10);
    const coaches = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from run_coaches where run_id = ${copy.runId}`,
    );
    expect(coaches.n).toBe(1);
  });

  it('refuses bad dates naming the field, another club, a coach and an unknown term, writing nothing', async () => {
    const before = [await countOf('terms'), await countOf('runs')];
    const bad = await rerun({ ...spring, endDate: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad)).toContain('body.endDate');
    const breakOutside = await rerun({
      ...spring,
      breaks: [{ name: 'X', from: addDays(spring.endDate, 36), to: addDays(spring.endDate, 37) }],
    });
    expect(breakOutside.statusCode).toBe(400);
    expect((await rerun(spring, false, cookies.coach)).statusCode).toBe(403);
    expect((await rerun(spring, false, cookies.organiser, 999999)).statusCode).toBe(404);
    const foreign = await t.request({
      method: 'POST',
      club: 'riverside',
      url: `${TERMS}/${term.termId}/rerun`,
      body: spring,
      cookie: cookies.riverside,
    });
    expect(foreign.statusCode).toBe(404);
    expect([await countOf('terms'), await countOf('runs')]).toEqual(before);
  });
});

import type { AdminRun, RunInfo, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import {
  adminCalls,
  issuePaths,
  runBody,
  RUNS,
  scheduleAdminOf,
  TERM_START,
} from '../../test-support/admin-schedule-fixtures.js';
import { createChildren } from '../../test-support/booking-fixtures.js';
import { pendingOrder } from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow } from '../../test-support/test-dates.js';

const SCHEDULE = '/api/v4/public/schedule/current';

describe.each(testDrivers)('the schedule admin: runs on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminCalls>;
  let venueId: number;
  let termId: number;
  const publicRuns = async () =>
    ((await t.get('demo', SCHEDULE)).json() as ScheduleResponse).terms.flatMap((term) => term.runs);
  const sessionsOf = (runId: number) =>
    queryAll<{ id: number; starts: string }>(
      t,
      sql`select id, starts_at::text as starts from run_sessions where run_id = ${runId} order by starts_at`,
    );
  const book = (runId: number, extra = sql``) =>
    t.db.execute(sql`insert into bookings (club_id, run_id) select club_id, id from runs where id = ${runId} ${extra}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ admin, venueId, termId } = await scheduleAdminOf(t));
  });
  afterAll(() => t.close());

  it('adds a run, generating its sessions; published, the public schedule shows it at once', async () => {
    expect((await publicRuns()).map((r) => r.className)).not.toContain('Mini Movers');
    const run = await admin.createPublishedRun(runBody(termId, venueId));
    expect(run).toMatchObject({
      termId,
      className: 'Mini Movers',
      classTimes: [{ dow: 1, startTime: '16:30', endTime: '17:30' }],
      capacity: 12,
      bookingsCount: 0,
      sessionsCount: 7,
      pricePerTerm: 5000,
      trial: true,
      trialPrice: 500,
    });
    const shown = (await publicRuns()).find((r) => r.runId === run.runId);
    expect(shown).toMatchObject({ className: 'Mini Movers', capacity: 12, hasTrialOptions: 1 });
    expect(shown?.sessions).toHaveLength(7);
    // 16:30 in London on the term's first Monday.
    expect(shown?.runStartTime).toBe(zonedWallTimeToEpoch(TERM_START, 16, 30, 'Europe/London'));
  });

  it('changes a run: its sessions follow its new class times, and the public schedule shows the change', async () => {
    const run = await admin.createPublishedRun(runBody(termId, venueId, { className: 'Tiny Tennis' }));
    const res = await admin.post(`${RUNS}/${run.runId}`, {
      ...runBody(termId, venueId),
      termId: undefined,
      className: 'Tiny Tennis Plus',
      classTimes: [
        { dow: 2, startTime: '09:00', endTime: '09:45' },
        { dow: 4, startTime: '09:00', endTime: '09:45' },
      ],
      pricePerTerm: null,
      trial: false,
      trialPrice: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: AdminRun = res.json().run;
    expect(changed).toMatchObject({ className: 'Tiny Tennis Plus', pricePerTerm: null, trial: false });
    expect(changed.sessionsCount).toBe(14); // Tuesdays and Thursdays of the term's seven weeks
    const shown = (await publicRuns()).find((r) => r.runId === run.runId);
    expect(shown).toMatchObject({ className: 'Tiny Tennis Plus', hasTrialOptions: 0 });
    expect(shown?.classTimes.map((c) => c.dow)).toEqual([2, 4]);
  });

  it('gives a run with no term price its whole-term price on the public run page (sessions × the session price)', async () => {
    const run = await admin.createPublishedRun(
      runBody(termId, venueId, { className: 'Per Session Tennis', pricePerTerm: null }),
    );
    const info: RunInfo = (await t.get('demo', `/api/v4/public/run/${run.runId}`)).json();
    expect(info.sessionsTotal).toBe(7);
    expect(info.pricePerTerm).toBe(info.pricePerSession * 7);
    expect(info.pricePerTerm).toBeGreaterThan(0);
  });

  it("keeps a run's past sessions (and those that still happen) when its class times change", async () => {
    const today = londonDateDaysFromTestNow(0);
    const current = (await admin.terms()).find((term) => term.startDate < today && term.endDate > today)!;
    const run = current.runs[0];
    const before = await sessionsOf(run.runId);
    const past = before.filter((s) => new Date(s.starts) < TEST_NOW);
    expect(past.length).toBeGreaterThan(0);
    const res = await admin.post(`${RUNS}/${run.runId}`, {
      ...runBody(current.termId, run.venueId),
      termId: undefined,
      capacity: Math.max(run.bookingsCount, 1),
      classTimes: [...run.classTimes, { dow: (run.classTimes[0].dow + 1) % 7, startTime: '18:00', endTime: '19:00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await sessionsOf(run.runId);
    // Past sessions untouched; every future one of the old times kept (same row), the new day's added.
    expect(after.filter((s) => new Date(s.starts) < TEST_NOW)).toEqual(past);
    const kept = new Set(after.map((s) => s.id));
    expect(before.every((s) => kept.has(s.id))).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('refuses a change that would remove the session a trial is booked into, changing nothing', async () => {
    const run = await admin.createPublishedRun(runBody(termId, venueId, { className: 'Trial Run' }));
    const [, second] = await sessionsOf(run.runId);
    await book(run.runId);
    await t.db.execute(sql`update bookings set kind = 'trial', trial_session_start = ${second.starts}::timestamptz
      where id = (select max(id) from bookings where run_id = ${run.runId})`);
    const res = await admin.post(`${RUNS}/${run.runId}`, {
      ...runBody(termId, venueId),
      termId: undefined,
      classTimes: [{ dow: 3, startTime: '16:30', endTime: '17:30' }],
    });
    expect(res.statusCode).toBe(409);
    // The second Monday of the term (Mon 9th November 2026 by default).
    const secondStart = Date.parse(second.starts) / 1000;
    expect(res.json().error.message).toContain(formatLongDate(secondStart, 'Europe/London'));
    expect((await sessionsOf(run.runId)).map((s) => s.id)).toContain(second.id);
  });

  it.each([
    ['no class time', { classTimes: [] }, 'body.classTimes'],
    [
      'a class ending before it starts',
      { classTimes: [{ dow: 1, startTime: '17:00', endTime: '16:00' }] },
      'body.classTimes.0.endTime',
    ],
    [
      'a time that is not one',
      { classTimes: [{ dow: 1, startTime: '25:00', endTime: '26:00' }] },
      'body.classTimes.0.startTime',
    ],
    ['an upper age below the lower', { ageFrom: 60, ageTo: 36 }, 'body.ageTo'],
    ['no places', { capacity: 0 }, 'body.capacity'],
    ['a trial price without trials', { trial: false, trialPrice: 300 }, 'body.trialPrice'],
    ['a price in pounds', { pricePerSession: 7.5 }, 'body.pricePerSession'],
  ])('refuses a run with %s (400 naming the field), writing nothing', async (_, overrides, field) => {
    const before = (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from runs`)).n;
    const res = await admin.post(RUNS, runBody(termId, venueId, overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuePaths(res)).toContain(field);
    expect((await queryOne<{ n: number }>(t, sql`select count(*)::int as n from runs`)).n).toBe(before);
  });

  it('refuses places below those booked, and a venue that is not the club’s, naming the field', async () => {
    const run = await admin.createPublishedRun(runBody(termId, venueId, { className: 'Full Run' }));
    await book(run.runId);
    await book(run.runId);
    const update = { ...runBody(termId, venueId), termId: undefined };
    const tooFew = await admin.post(`${RUNS}/${run.runId}`, { ...update, capacity: 1 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error.issues).toEqual([
      { path: 'body.capacity', message: 'must be at least the 2 places already booked' },
    ]);
    const riversideVenue = await queryOne<{ id: number }>(
      t,
      sql`select v.id from venues v join clubs c on c.id = v.club_id where c.subdomain = 'riverside' limit 1`,
    );
    const elsewhere = await admin.post(`${RUNS}/${run.runId}`, { ...update, venue: { venueId: riversideVenue.id } });
    expect(elsewhere.statusCode).toBe(400);
    expect(issuePaths(elsewhere)).toEqual(['body.venue.venueId']);
    const created = await admin.post(RUNS, runBody(termId, riversideVenue.id));
    expect(issuePaths(created)).toEqual(['body.venue.venueId']);
  });

  it('refuses to delete a run with confirmed bookings, saying how many; deletes one without', async () => {
    const run = await admin.createPublishedRun(runBody(termId, venueId, { className: 'Short Lived' }));
    await book(run.runId);
    const refused = await admin.post(`${RUNS}/${run.runId}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('1 booking,');
    expect((await publicRuns()).map((r) => r.runId)).toContain(run.runId);

    await t.db.execute(sql`delete from bookings where run_id = ${run.runId}`);
    const res = await admin.post(`${RUNS}/${run.runId}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicRuns()).map((r) => r.runId)).not.toContain(run.runId);
  });

  it('refuses to delete a run while a place in it waits for payment; a basket alone does not stop it', async () => {
    const email = 'deleted-run-parent@example.com';
    await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    const parent = await t.signIn('demo', email);
    const [inOrder, inBasket] = await createChildren(t, email, 2);
    // Ages 7 fit a run for 5 to 10 year olds.
    const run = await admin.createPublishedRun(
      runBody(termId, venueId, { className: 'Paid Later', ageFrom: 60, ageTo: 120 }),
    );
    await pendingOrder(t, parent, { childId: inOrder, runId: run.runId });
    const refused = await admin.post(`${RUNS}/${run.runId}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.adminSchedule.errors.runHasPendingOrders(1));

    // The order lapses (its holds expire); a place left in another basket goes with the run.
    await t.db.execute(
      sql`update holds set expires_at = ${TEST_NOW} where order_id is not null and run_id = ${run.runId}`,
    );
    const add = await t.request({
      method: 'POST',
      url: '/api/v4/parent/basket/add',
      cookie: parent,
      body: { type: 'term', childId: inBasket, runId: run.runId },
    });
    expect(add.statusCode, add.body).toBe(200);
    const res = await admin.post(`${RUNS}/${run.runId}/delete`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("demo's organiser finds none of riverside's terms or runs; coaches and parents are refused", async () => {
    const theirs = await queryOne<{ run: number; term: number }>(
      t,
      sql`select r.id as run, r.term_id as term from runs r join clubs c on c.id = r.club_id
          where c.subdomain = 'riverside' limit 1`,
    );
    const update = { ...runBody(termId, venueId), termId: undefined };
    expect((await admin.post(`${RUNS}/${theirs.run}`, update)).statusCode).toBe(404);
    expect((await admin.post(`${RUNS}/${theirs.run}/delete`)).statusCode).toBe(404);
    expect((await admin.post(RUNS, runBody(theirs.term, venueId))).statusCode).toBe(404);
    const still = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from runs where id = ${theirs.run}`);
    expect(still.n).toBe(1);

    for (const email of [DEMO.coach, DEMO.parent]) {
      const cookie = await t.signIn('demo', email);
      const res = await t.request({ method: 'POST', url: RUNS, body: runBody(termId, venueId), cookie });
      expect(res.statusCode, email).toBe(403);
      expect((await t.request({ method: 'POST', url: `${RUNS}/${theirs.run}/delete`, cookie })).statusCode).toBe(403);
    }
  });
});

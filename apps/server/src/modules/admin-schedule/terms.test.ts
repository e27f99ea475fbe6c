import { addDays, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import {
  adminCalls,
  issuePaths,
  runBody,
  RUNS,
  TERM_START,
  termBody,
  TERMS,
} from '../../test-support/admin-schedule-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** n days after TERM_START, the Monday termBody starts (2 November 2026 by default; it ends on day(46)). */
const day = (n: number) => addDays(TERM_START, n);
const londonMidnightOf = (date: string) =>
  new Date(zonedWallTimeToEpoch(date, 0, 0, 'Europe/London') * 1000).toISOString();

describe.each(testDrivers)('the schedule admin: terms on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let admin: ReturnType<typeof adminCalls>;
  let venueId: number;
  const countOf = async (table: string) =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    admin = adminCalls(t, () => organiser);
    [venueId] = await admin.venueIds();
  });
  afterAll(() => t.close());

  it("lists the club's terms newest first, with breaks and runs counted as the public schedule counts them", async () => {
    const terms = await admin.terms();
    expect(terms.length).toBeGreaterThan(1);
    const starts = terms.map((term) => term.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const current = terms.find((term) => term.runs.length > 0 && term.breaks.length > 0)!;
    const run = current.runs[0];
    expect(run).toMatchObject({ termId: current.termId, venueName: expect.any(String), trial: expect.any(Boolean) });
    expect(run.classTimes[0]).toEqual({
      dow: expect.any(Number),
      startTime: expect.stringMatching(/^\d\d:\d\d$/),
      endTime: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const sessions = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from run_sessions where run_id = ${run.runId}`,
    );
    expect(run.sessionsCount).toBe(sessions.n);
    expect(current.bookingsCount).toBe(current.runs.reduce((sum, r) => sum + r.bookingsCount, 0));
    expect(current.bookingsCount).toBeGreaterThan(0);
  });

  it('adds a term with its breaks, whose dates read back as written', async () => {
    const breaks = [{ name: 'Reading week', from: day(14), to: day(18) }];
    const term = await admin.createTerm(termBody({ breaks }));
    expect(term).toMatchObject({ name: 'Winter Term 2026', startDate: day(0), endDate: day(46), breaks });
    expect(term.runs).toEqual([]);
    expect((await admin.terms()).map((x) => x.termId)).toContain(term.termId);
    // Stored as the seed stores terms: London midnight of the first day and of the day after the last.
    const row = await queryOne<{ starts: string; ends: string }>(
      t,
      sql`select starts_at::text as starts, ends_at::text as ends from terms where id = ${term.termId}`,
    );
    expect([new Date(row.starts).toISOString(), new Date(row.ends).toISOString()]).toEqual([
      londonMidnightOf(day(0)),
      londonMidnightOf(day(47)),
    ]);
  });

  it.each([
    ['no name', { name: ' ' }, 'body.name'],
    ['a last day before the first', { endDate: day(-1) }, 'body.endDate'],
    ['a date that is not one', { startDate: '2026-02-30' }, 'body.startDate'],
    ['a break outside the term', { breaks: [{ name: 'Late', from: day(49), to: day(50) }] }, 'body.breaks.0.from'],
    ['a break ending before it starts', { breaks: [{ name: 'Odd', from: day(8), to: day(7) }] }, 'body.breaks.0.to'],
    [
      'overlapping breaks',
      {
        breaks: [
          { name: 'One', from: day(7), to: day(11) },
          { name: 'Two', from: day(10), to: day(14) },
        ],
      },
      'body.breaks.1.from',
    ],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, overrides, field) => {
    const before = await countOf('terms');
    const res = await admin.post(TERMS, termBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuePaths(res)).toContain(field);
    expect(await countOf('terms')).toBe(before);
  });

  it('says in plain words what is wrong: empty dates are needed and not compared; a number out of range says the range', async () => {
    const empty = await admin.post(TERMS, termBody({ startDate: '', endDate: ' ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues).toEqual([
      { path: 'body.startDate', message: 'is required' },
      { path: 'body.endDate', message: 'is required' },
    ]);
    const term = await admin.createTerm(termBody({ name: 'Plain words term' }));
    const run = await admin.post(RUNS, runBody(term.termId, venueId, { capacity: 5000, ageTo: 300 }));
    expect(run.statusCode).toBe(400);
    expect(run.json().error.issues).toEqual([
      { path: 'body.capacity', message: 'must be from 1 to 1,000' },
      { path: 'body.ageTo', message: 'must be from 0 to 216' },
    ]);
  });

  it("changes a term: its runs' sessions follow its new dates and breaks", async () => {
    const term = await admin.createTerm();
    const run = await admin.createRun(runBody(term.termId, venueId));
    expect(run.sessionsCount).toBe(7); // the seven Mondays from day(0) to day(42)
    const res = await admin.post(
      `${TERMS}/${term.termId}`,
      termBody({
        name: 'Winter Term (changed)',
        endDate: day(39),
        breaks: [{ name: 'Half term', from: day(21), to: day(25) }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().term;
    expect(changed).toMatchObject({ name: 'Winter Term (changed)', endDate: day(39) });
    expect(changed.breaks).toEqual([{ name: 'Half term', from: day(21), to: day(25) }]);
    // day(0) to day(35) is 6 Mondays, less the one in half term.
    expect(changed.runs[0].sessionsCount).toBe(5);
    const inBreak = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from run_sessions where run_id = ${run.runId}
          and starts_at >= ${day(21)}::timestamptz and starts_at < ${day(26)}::timestamptz`,
    );
    expect(inBreak.n).toBe(0);
  });

  it('refuses to delete a term with confirmed bookings, saying how many; deletes one without, with its runs', async () => {
    const term = await admin.createTerm();
    const run = await admin.createRun(runBody(term.termId, venueId));
    await t.db.execute(
      sql`insert into bookings (club_id, run_id) select club_id, id from runs where id = ${run.runId}`,
    );
    await t.db.execute(
      sql`insert into bookings (club_id, run_id) select club_id, id from runs where id = ${run.runId}`,
    );

    const refused = await admin.post(`${TERMS}/${term.termId}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('2 bookings') });
    expect((await admin.terms()).find((x) => x.termId === term.termId)?.runs).toHaveLength(1);

    await t.db.execute(sql`update bookings set status = 'cancelled' where run_id = ${run.runId}`);
    const res = await admin.post(`${TERMS}/${term.termId}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await admin.terms()).map((x) => x.termId)).not.toContain(term.termId);
    const left = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from runs where id = ${run.runId}`);
    expect(left.n).toBe(0);
  });

  it.each([
    ['a coach', DEMO.coach],
    ['a parent', DEMO.parent],
  ])('%s can neither read nor change terms', async (_, email) => {
    const cookie = await t.signIn('demo', email);
    expect((await t.request({ url: TERMS, cookie })).statusCode).toBe(403);
    const before = await countOf('terms');
    const res = await t.request({ method: 'POST', url: TERMS, body: termBody(), cookie });
    expect(res.statusCode).toBe(403);
    expect(await countOf('terms')).toBe(before);
  });

  it("another club's organiser is refused on demo's site, and demo's organiser finds none of riverside's terms", async () => {
    const riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    expect((await t.request({ url: TERMS, cookie: riverside })).statusCode).toBe(403);
    const theirs = await queryOne<{ id: number }>(
      t,
      sql`select t.id from terms t join clubs c on c.id = t.club_id where c.subdomain = 'riverside' limit 1`,
    );
    const update = await admin.post(`${TERMS}/${theirs.id}`, termBody());
    expect(update.statusCode).toBe(404);
    expect((await admin.post(`${TERMS}/${theirs.id}/delete`)).statusCode).toBe(404);
    expect((await admin.terms()).map((x) => x.termId)).not.toContain(theirs.id);
    const still = await queryOne<{ name: string }>(t, sql`select name from terms where id = ${theirs.id}`);
    expect(still.name).not.toBe('Winter Term 2026');
  });
});

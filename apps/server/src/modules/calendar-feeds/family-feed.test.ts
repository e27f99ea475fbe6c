import { addDays, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, linkFrom, queryOne, switchedInto } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, freshIp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonClockChangesAfterTestNow } from '../../test-support/test-dates.js';

const LINK = '/api/v4/people/calendar-link';
const ZONE = 'Europe/London';
/**
 * A Monday class at 16:30 London time on both sides of each of the next two clock changes (25 October 2026 and
 * 28 March 2027 by default): the Monday before each change and the day after it.
 */
const MONDAYS = londonClockChangesAfterTestNow(2).flatMap((sunday) => [addDays(sunday, -6), addDays(sunday, 1)]);
const MONDAYS_1630_LONDON = MONDAYS.map((date) =>
  new Date(zonedWallTimeToEpoch(date, 16, 30, 'Europe/London') * 1000).toISOString(),
);

/** An event's summary as text (node-ical answers a property with parameters as `{ val, params }`). */
const summaryOf = (e: VEvent) => (typeof e.summary === 'string' ? e.summary : (e.summary?.val ?? ''));

const eventsOf = (ics: string): VEvent[] =>
  Object.values(ical.sync.parseICS(ics))
    .filter((c): c is VEvent => c?.type === 'VEVENT')
    .sort((a, b) => a.start.getTime() - b.start.getTime());

describe.each(testDrivers)("a family's calendar feed on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  let runId: number;

  const issue = async (cookie = parent) => {
    const res = await t.request({ method: 'POST', url: `${LINK}/issue`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url as string);
  };
  /** The feed, read as a calendar app does: no cookie, from any host. */
  const read = (url: URL) => t.request({ club: null, url: url.pathname + url.search });

  /** A run of demo's meeting on MONDAYS_1630_LONDON, the second one cancelled by the club. */
  const createDaylightRun = async () => {
    const run = await createRun(t, { capacity: 5, sessions: 1, ...FREE_RUN });
    await t.db.execute(sql`delete from run_sessions where run_id = ${run.runId}`);
    await t.db.execute(sql`update terms set ends_at = ${`${addDays(MONDAYS[3], 32)}T00:00:00Z`}::timestamptz
      where id = (select term_id from runs where id = ${run.runId})`);
    for (const [i, start] of MONDAYS_1630_LONDON.entries()) {
      const end = new Date(Date.parse(start) + 3_600_000).toISOString();
      await t.db.execute(sql`insert into run_sessions (club_id, run_id, starts_at, ends_at, cancelled_at)
        values ((select club_id from runs where id = ${run.runId}), ${run.runId}, ${start}, ${end},
          ${i === 1 ? t.clock.now().toISOString() : null})`);
    }
    return run.runId;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    // Booked before its first session: a term place has the sessions after it was bought, and when TEST_NOW is in
    // the week of a clocks change the Monday before it is already past (at the default TEST_NOW, booked now).
    const bookedAt = Math.min(TEST_NOW.getTime(), Date.parse(MONDAYS_1630_LONDON[0]) - 86_400_000);
    t.clock.set(new Date(bookedAt));
    const booker = await t.signIn('demo', DEMO.parent);
    runId = await createDaylightRun();
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    await bookFree(t, booker, { type: 'term', childId: arjun, runId });
    t.clock.set(TEST_NOW);
    parent = await t.signIn('demo', DEMO.parent);
  });
  afterAll(() => t.close());

  it('imports into a calendar parser with the right times on both sides of both clock changes, cancellations marked', async () => {
    const url = await issue();
    expect(url.pathname).toBe('/api/v4/calendar/family.ics');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await read(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');

    const ours = eventsOf(res.body).filter(
      (e) => e.uid.startsWith('booking-') && summaryOf(e).includes('Booking Test'),
    );
    expect(ours.map((e) => e.start.toISOString())).toEqual(MONDAYS_1630_LONDON.map((s) => new Date(s).toISOString()));
    expect(ours.map((e) => (e.start as Date & { tz?: string }).tz)).toEqual(Array(4).fill('Europe/London'));
    expect(ours.map((e) => e.status)).toEqual(['CONFIRMED', 'CANCELLED', 'CONFIRMED', 'CONFIRMED']);
    expect(ours[0]).toMatchObject({ summary: 'Arjun Parent: Booking Test Class' });
    expect(summaryOf(ours[1])).toBe('Cancelled: Arjun Parent: Booking Test Class');
    expect(ours[0].end!.getTime() - ours[0].start.getTime()).toBe(3_600_000);
    // Wall time 16:30 on every Monday, in the zone whose rules the feed carries.
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    for (const date of [MONDAYS[0], MONDAYS[1], MONDAYS[3]])
      expect(res.body).toContain(`DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T163000`);
  });

  it("spans the family's clubs, each session in its club's zone", async () => {
    const riverside = await createRun(t, { club: 'riverside', capacity: 5, sessions: 2, ...FREE_RUN });
    await t.db.execute(sql`update clubs set time_zone = 'Europe/Paris' where subdomain = 'riverside'`);
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, kind, created_at)
      values ((select id from clubs where subdomain = 'riverside'), ${riverside.runId},
        (select id from children where first_name = 'Maya'), 'term', ${t.clock.now().toISOString()})`);
    const events = eventsOf((await read(await issue())).body).filter((e) => summaryOf(e).startsWith('Maya'));
    expect(events.map((e) => e.start.getTime() / 1000)).toEqual(riverside.sessionStarts);
    expect(events.map((e) => (e.start as Date & { tz?: string }).tz)).toEqual(['Europe/Paris', 'Europe/Paris']);
    expect(events[0].description).toBe("Maya Parent's session with Riverside Swim & Tennis.");
  });

  it("never shows another family's sessions: their own link reads only theirs", async () => {
    await createPerson(t, { email: 'feed-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    const other = await t.signIn('demo', 'feed-other@example.com');
    const res = await read(await issue(other));
    expect(res.statusCode).toBe(200);
    expect(eventsOf(res.body)).toEqual([]);
    expect(res.body).not.toContain('Arjun');
  });

  it('a re-issued link replaces the old one, which answers 404; a revoked link answers 404', async () => {
    const first = await issue();
    const second = await issue();
    expect(second.search).not.toBe(first.search);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    const status = await t.request({ url: LINK, cookie: parent });
    expect(status.json().link.createdAt).toBe(t.clock.now().toISOString());

    const revoke = await t.request({ method: 'POST', url: `${LINK}/revoke`, cookie: parent });
    expect(revoke.json()).toEqual({ link: null });
    expect((await read(second)).statusCode).toBe(404);
    expect((await t.request({ url: LINK, cookie: parent })).json()).toEqual({ link: null });
  });

  it('a password reset stops the link working', async () => {
    const email = 'feed-reset@example.com';
    await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    const url = await issue(await t.signIn('demo', email));
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password-express',
      body: { email },
      ip: freshIp(),
      botCheck: true,
    });
    expect(forgot.statusCode).toBe(200);
    const token = linkFrom(await t.latestMail(email)).searchParams.get('token');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password-express-check',
      body: { token, password: 'a brand new passphrase' },
      ip: freshIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
  }, 180_000); // solving the reset's bot check takes a while on a busy machine

  it("drops the sessions of a break the club adds after the booking, from the family's feed and the club's", async () => {
    const { runId: breakRunId, sessionStarts } = await createRun(t, { capacity: 5, sessions: 4, ...FREE_RUN });
    const londonDate = (epoch: number) => new Date(epoch * 1000).toLocaleDateString('en-CA', { timeZone: ZONE });
    const [hour, minute] = new Date(sessionStarts[0] * 1000)
      .toLocaleTimeString('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' })
      .split(':')
      .map(Number);
    // The weekly time its sessions are generated again from when the term changes.
    await t.db.execute(sql`insert into run_class_times (club_id, run_id, day_of_week, start_hour, start_minute,
        duration_minutes)
      values ((select club_id from runs where id = ${breakRunId}), ${breakRunId},
        ${new Date(sessionStarts[0] * 1000).getUTCDay()}, ${hour}, ${minute}, 60)`);
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    await bookFree(t, parent, { type: 'term', childId: arjun, runId: breakRunId });
    const url = await issue();
    const booking = await queryOne<{ id: number }>(t, sql`select id from bookings where run_id = ${breakRunId}`);
    const familyDates = async () =>
      eventsOf((await read(url)).body)
        .filter((e) => e.uid.startsWith(`booking-${booking.id}-`))
        .map((e) => londonDate(e.start.getTime() / 1000));
    const clubDates = async () =>
      eventsOf((await t.request({ url: '/api/v4/public/calendar/timetable.ics' })).body)
        .filter((e) => e.uid.startsWith(`run-${breakRunId}-`))
        .map((e) => londonDate(e.start.getTime() / 1000));
    const dates = sessionStarts.map(londonDate);
    expect(await familyDates()).toEqual(dates);
    expect(await clubDates()).toEqual(dates);

    const { termId } = await queryOne<{ termId: number }>(
      t,
      sql`select term_id as "termId" from runs where id = ${breakRunId}`,
    );
    const organiser = await t.signIn('demo', DEMO.organiser);
    const changed = await t.request({
      method: 'POST',
      url: `/api/v4/schedule/terms/${termId}`,
      cookie: organiser,
      body: {
        name: 'Booking test term',
        startDate: dates[0],
        endDate: dates[3],
        breaks: [{ name: 'Half term', from: dates[1], to: dates[1] }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const withoutBreak = [dates[0], dates[2], dates[3]];
    expect(await familyDates()).toEqual(withoutBreak);
    expect(await clubDates()).toEqual(withoutBreak);
  });

  it('answers 400 for an address that is no link, and refuses issuing a link in a switched session', async () => {
    const res = await t.request({ club: null, url: '/api/v4/calendar/family.ics?token=not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('querystring.token');
    expect((await t.request({ method: 'POST', url: `${LINK}/issue` })).statusCode).toBe(401);
    const switched = await switchedInto(t, DEMO.parent);
    const refused = await t.request({ method: 'POST', url: `${LINK}/issue`, cookie: switched });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SWITCHED_SESSION_REFUSED');
  });
});

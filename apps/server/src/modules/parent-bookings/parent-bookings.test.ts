import type { ParentBooking, ParentBookingResponse, ParentBookingsResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_CAMP, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const DAY = 86_400;
const LIST = '/api/v4/people/bookings/all';
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

describe.each(testDrivers)("the parent's bookings on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  let otherParent: string;
  let arjun: number;
  let maya: number;
  let demoId: number;
  let riversideId: number;
  /** What the parent booked, oldest first. */
  let term: { runId: number; sessionStarts: number[]; uuid: string };
  let trial: { runId: number; sessionStarts: number[]; uuid: string };
  let camp: { campId: number; dayStarts: number[]; uuid: string };

  const list = (offset: number | string, limit: number | string, cookie = parent) =>
    t.request({ url: `${LIST}/${offset}/${limit}`, cookie });
  const bookings = async (cookie = parent): Promise<ParentBooking[]> => {
    const res = await list(0, 100, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ParentBookingsResponse).bookings;
  };
  const detail = (clientId: number | string, bookingId: number | string, cookie?: string, club = 'demo') =>
    t.request({ club, url: `/api/v4/people/bookings/${clientId}/${bookingId}`, cookie });
  const setCancelDays = (days: number | null) =>
    t.db.execute(sql`insert into club_booking_settings (club_id, cancel_days_before) values (${demoId}, ${days})
      on conflict (club_id) do update set cancel_days_before = excluded.cancel_days_before`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    const id = async (query: ReturnType<typeof sql>) => (await queryOne<{ id: number }>(t, query)).id;
    arjun = await id(sql`select id from children where first_name = 'Arjun'`);
    maya = await id(sql`select id from children where first_name = 'Maya'`);
    demoId = await id(sql`select id from clubs where subdomain = 'demo'`);
    riversideId = await id(sql`select id from clubs where subdomain = 'riverside'`);
    await createPerson(t, { email: 'bookings-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    otherParent = await t.signIn('demo', 'bookings-other@example.com');

    // A term for Arjun, then a trial for Maya a minute later, then a camp week for Arjun.
    const termRun = await createRun(t, { capacity: 5, sessions: 4, ...FREE_RUN });
    term = { ...termRun, uuid: await bookFree(t, parent, { type: 'term', childId: arjun, runId: termRun.runId }) };
    t.clock.advance(60_000);
    const trialRun = await createRun(t, { capacity: 5, sessions: 3, ...FREE_RUN });
    const sessionStart = trialRun.sessionStarts[1];
    trial = {
      ...trialRun,
      uuid: await bookFree(t, parent, { type: 'trial', childId: maya, runId: trialRun.runId, sessionStart }),
    };
    t.clock.advance(60_000);
    const week = await createCamp(t, { capacity: 5, ...FREE_CAMP });
    camp = {
      ...week,
      uuid: await bookFree(t, parent, { type: 'camp-week', childId: arjun, campId: week.campId, weekId: week.weekId }),
    };
    t.clock.set(TEST_NOW);
  });
  afterAll(() => t.close());

  it('lists them newest first, each with its child, what it is, its first and last sessions and its order', async () => {
    const res = await list(0, 20);
    expect(res.statusCode, res.body).toBe(200);
    const answer: ParentBookingsResponse = res.json();
    expect(answer).toMatchObject({ total: 3, offset: 0, limit: 20 });
    const [campBooking, trialBooking, termBooking] = answer.bookings;
    // A camp week is one booking of its five days.
    expect(campBooking).toMatchObject({
      clientId: demoId,
      orderUuid: camp.uuid,
      child: { id: arjun, name: 'Arjun Parent' },
      kind: 'camp-week',
      status: 'confirmed',
      runId: null,
      campId: camp.campId,
      className: 'Booking Test Camp',
      termName: null,
      classTimes: [],
      firstSession: { startTime: camp.dayStarts[0], endTime: camp.dayStarts[0] + 6 * 3600 },
      lastSession: { startTime: camp.dayStarts[4], endTime: camp.dayStarts[4] + 6 * 3600 },
      cancelledAt: null,
    });
    expect(trialBooking).toMatchObject({
      orderUuid: trial.uuid,
      child: { id: maya, name: 'Maya Parent' },
      kind: 'trial',
      runId: trial.runId,
      campId: null,
      className: 'Booking Test Class',
      termName: 'Booking test term',
      firstSession: { startTime: trial.sessionStarts[1], endTime: trial.sessionStarts[1] + 3600 },
      lastSession: { startTime: trial.sessionStarts[1], endTime: trial.sessionStarts[1] + 3600 },
    });
    expect(termBooking).toMatchObject({
      orderUuid: term.uuid,
      kind: 'term',
      runId: term.runId,
      firstSession: { startTime: term.sessionStarts[0] },
      lastSession: { startTime: term.sessionStarts[3] },
    });
    const venue = await queryOne<{ name: string }>(
      t,
      sql`select name from venues where club_id = ${demoId} order by id limit 1`,
    );
    expect(answer.bookings.map((b) => b.venueName)).toEqual([venue.name, venue.name, venue.name]);
    // Each names the row cancelling would name.
    const ref = await queryOne<{ booking_ref: string }>(
      t,
      sql`select booking_ref from bookings where id = ${termBooking.bookingId}`,
    );
    expect(termBooking.bookingRef).toBe(ref.booking_ref);
  });

  it('pages: offset and limit slice the newest-first list, and the total stays', async () => {
    const all = (await bookings()).map((b) => b.bookingId);
    const page = async (offset: number, limit: number) => {
      const answer: ParentBookingsResponse = (await list(offset, limit)).json();
      return { ids: answer.bookings.map((b) => b.bookingId), total: answer.total };
    };
    expect(await page(0, 1)).toEqual({ ids: all.slice(0, 1), total: 3 });
    expect(await page(1, 2)).toEqual({ ids: all.slice(1, 3), total: 3 });
    expect(await page(2, 100)).toEqual({ ids: all.slice(2), total: 3 });
    expect(await page(3, 10)).toEqual({ ids: [], total: 3 });
  });

  it.each([
    ['-1', '10', 'params.offset'],
    ['abc', '10', 'params.offset'],
    ['01', '10', 'params.offset'],
    ['1.5', '10', 'params.offset'],
    ['99999999999', '10', 'params.offset'],
    ['0', '0', 'params.limit'],
    ['0', '101', 'params.limit'],
    ['0', '-5', 'params.limit'],
    ['0', '1e2', 'params.limit'],
  ])('refuses offset %s and limit %s with 400 naming %s', async (offset, limit, field) => {
    const res = await list(offset, limit);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([field]);
  });

  it("shows another parent none of them, and no one's bookings off the club", async () => {
    expect(await bookings(otherParent)).toEqual([]);
    expect((await list(0, 10, otherParent)).json().total).toBe(0);
    const atRiverside = await t.request({ club: 'riverside', url: `${LIST}/0/10`, cookie: parent });
    expect(atRiverside.statusCode).toBe(200);
    expect(atRiverside.json()).toMatchObject({ bookings: [], total: 0 });
  });

  it('answers one booking with every session it gives, to its parent', async () => {
    const [campBooking, , termBooking] = await bookings();
    const res = await detail(demoId, termBooking.bookingId, parent);
    expect(res.statusCode, res.body).toBe(200);
    const answer: ParentBookingResponse = res.json();
    expect(answer).toMatchObject({ ...termBooking, bookingId: termBooking.bookingId });
    expect(answer.sessions.map((s) => s.startTime)).toEqual(term.sessionStarts);
    const week: ParentBookingResponse = (await detail(demoId, campBooking.bookingId, parent)).json();
    expect(week.sessions.map((s) => s.startTime)).toEqual(camp.dayStarts);
    // Any of the camp booking's days names the same booking.
    const lastDay = await queryOne<{ id: number }>(
      t,
      sql`select max(id) as id from bookings where order_id = (select id from orders where uuid = ${camp.uuid})`,
    );
    expect((await detail(demoId, lastDay.id, parent)).json()).toEqual(week);
  });

  it('a term booked after it started gives only the sessions left, as pro-rata charged', async () => {
    const late = await createRun(t, { capacity: 5, sessions: 4, ...FREE_RUN });
    t.clock.set(new Date((late.sessionStarts[1] + 60) * 1000));
    try {
      // A session of its own: a week on, the one signed in before has lapsed.
      const later = await t.signIn('demo', DEMO.parent);
      const uuid = await bookFree(t, later, { type: 'term', childId: maya, runId: late.runId });
      const booking = (await bookings(later)).find((b) => b.orderUuid === uuid)!;
      const answer: ParentBookingResponse = (await detail(demoId, booking.bookingId, later)).json();
      expect(answer.sessions.map((s) => s.startTime)).toEqual(late.sessionStarts.slice(2));
      expect(answer.firstSession?.startTime).toBe(late.sessionStarts[2]);
    } finally {
      t.clock.set(TEST_NOW);
      await t.db.execute(sql`delete from bookings where run_id = ${late.runId}`);
    }
  });

  it("answers 404 alike for another parent's booking, another club's id and no booking; 400 for a malformed id", async () => {
    const [, , termBooking] = await bookings();
    const coach = await t.signIn('demo', DEMO.coach);
    const notFound = [
      await detail(demoId, termBooking.bookingId, otherParent),
      await detail(demoId, termBooking.bookingId, coach),
      await detail(riversideId, termBooking.bookingId, parent),
      await detail(demoId, 999_999, parent),
      // On riverside's host, with riverside's id, demo's booking is not there either.
      await detail(
        riversideId,
        termBooking.bookingId,
        await t.signIn('riverside', DEMO.riversideOrganiser),
        'riverside',
      ),
    ];
    expect(notFound.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(notFound.map((res) => res.json().error.message))).toEqual(new Set(['Booking not found']));
    const malformed = await detail('abc', termBooking.bookingId, parent);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['params.clientId']);
    expect((await detail(demoId, '0', parent)).json().error.issues[0].path).toBe('params.bookingId');
  });

  it("lets the club's organisers read a booking of the club by id", async () => {
    const [, , termBooking] = await bookings();
    const organiser = await t.signIn('demo', DEMO.organiser);
    const res = await detail(demoId, termBooking.bookingId, organiser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bookingId: termBooking.bookingId, child: { id: arjun } });
  });

  it("says whether each can be cancelled now, and until when, by the club's setting", async () => {
    const cancelling = async () =>
      (await bookings()).map((b) => ({ kind: b.kind, cancellable: b.cancellable, until: b.cancellableUntil }));
    try {
      // A club that lets parents cancel nothing.
      await setCancelDays(null);
      expect(await cancelling()).toEqual([
        { kind: 'camp-week', cancellable: false, until: null },
        { kind: 'trial', cancellable: false, until: null },
        { kind: 'term', cancellable: false, until: null },
      ]);
      // Up to 2 days before the first session: the term and camp start tomorrow (too late), the trial in 8 days.
      await setCancelDays(2);
      expect(await cancelling()).toEqual([
        { kind: 'camp-week', cancellable: false, until: camp.dayStarts[0] - 2 * DAY },
        { kind: 'trial', cancellable: true, until: trial.sessionStarts[1] - 2 * DAY },
        { kind: 'term', cancellable: false, until: term.sessionStarts[0] - 2 * DAY },
      ]);
      expect(epoch(TEST_NOW)).toBeLessThan(trial.sessionStarts[1] - 2 * DAY);
    } finally {
      await setCancelDays(null);
    }
  });

  it('shows a cancelled booking (a cancelled order) as cancelled, not cancellable', async () => {
    const run = await createRun(t, { capacity: 5, ...FREE_RUN });
    const [leo] = await createChildren(t, DEMO.parent, 1);
    const uuid = await bookFree(t, parent, { type: 'term', childId: leo, runId: run.runId });
    await setCancelDays(0);
    try {
      const cancelledAt = new Date(TEST_NOW.getTime() + 1000);
      await t.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = ${cancelledAt.toISOString()}
        where run_id = ${run.runId}`);
      await t.db.execute(sql`update orders set status = 'cancelled' where uuid = ${uuid}`);
      const booking = (await bookings()).find((b) => b.orderUuid === uuid)!;
      expect(booking).toMatchObject({
        status: 'cancelled',
        cancelledAt: cancelledAt.toISOString(),
        cancellable: false,
        cancellableUntil: null,
      });
    } finally {
      await setCancelDays(null);
      await t.db.execute(sql`delete from bookings where run_id = ${run.runId}`);
    }
  });

  it('shows a place cancelled through the cancel route as cancelled at once, no longer cancellable or upcoming', async () => {
    const run = await createRun(t, { capacity: 5, sessions: 2, ...FREE_RUN });
    const [zoe] = await createChildren(t, DEMO.parent, 1);
    const uuid = await bookFree(t, parent, { type: 'term', childId: zoe, runId: run.runId });
    await setCancelDays(0);
    try {
      const booked = (await bookings()).find((b) => b.orderUuid === uuid)!;
      expect(booked).toMatchObject({ status: 'confirmed', cancellable: true, cancellableUntil: run.sessionStarts[0] });
      const cancel = await t.request({
        method: 'POST',
        url: '/api/bookings/cancel',
        cookie: parent,
        body: { bookingRef: booked.bookingRef },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await bookings()).find((b) => b.orderUuid === uuid)).toMatchObject({
        status: 'cancelled',
        cancelledAt: TEST_NOW.toISOString(),
        cancellable: false,
      });
      const feed = await t.request({ url: '/api/v4/people/bookings/current/feed', cookie: parent });
      expect(feed.json().sessions.map((s: { runId: number }) => s.runId)).not.toContain(run.runId);
    } finally {
      await setCancelDays(null);
      await t.db.execute(sql`delete from bookings where run_id = ${run.runId}`);
    }
  });
});

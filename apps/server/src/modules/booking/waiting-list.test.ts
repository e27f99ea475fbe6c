import type { BasketResponse, ScheduleResponse, WaitingListEntry } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const JOIN = '/api/bookings/waiting-list/join';
const LEAVE = '/api/bookings/waiting-list/leave';
const CANCEL = '/api/bookings/cancel';
const HOUR = 3_600_000;

/** Everything a waiting-list or cancel request may write: a refused one leaves it as it was. */
const digest = (t: TestApp) =>
  queryOne<{ d: string }>(
    t,
    sql`select md5(coalesce((select string_agg(h::text, '|' order by h.id) from holds h), '') ||
      coalesce((select string_agg(b::text, '|' order by b.id) from bookings b), '') ||
      coalesce((select string_agg(w::text, '|' order by w.id) from waiting_list_entries w), '')) as d`,
  );

describe.each(testDrivers)('waiting lists and cancelling on %s', (driver) => {
  let t: TestApp;
  /** Three families, each with two children. */
  const families: { email: string; cookie: string; children: number[] }[] = [];
  let organiser: string;
  let coach: string;
  let clubId: number;

  const post = (url: string, body: unknown, cookie: string, club = 'demo') =>
    t.request({ method: 'POST', club, url, cookie, body });
  const join = (family: number, runId: number, child = 0) =>
    post(JOIN, { runId, childId: families[family].children[child] }, families[family].cookie);
  const basketOf = async (family: number): Promise<BasketResponse> =>
    (await t.request({ url: '/api/v4/parent/basket', cookie: families[family].cookie })).json();
  const runOnSchedule = async (runId: number) => {
    const schedule: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    return schedule.terms.flatMap((term) => term.runs).find((r) => r.runId === runId)!;
  };
  const entryStatus = async (entryId: number) =>
    (await queryOne<{ status: string }>(t, sql`select status from waiting_list_entries where id = ${entryId}`)).status;

  /** Books a free term place for a family's child through the basket and Book Now; answers its booking ref. */
  const bookFree = async (family: number, runId: number, child = 0) => {
    const { cookie, children } = families[family];
    const added = await post('/api/v4/parent/basket/add', { type: 'term', childId: children[child], runId }, cookie);
    expect(added.statusCode, added.body).toBe(200);
    const booked = await post('/rest/v1/payments/book', { idempotencyKey: `book-${runId}-${family}-${child}` }, cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    return (
      await queryOne<{ ref: string }>(
        t,
        sql`select booking_ref as ref from bookings where run_id = ${runId} and child_id = ${children[child]} and status = 'confirmed'`,
      )
    ).ref;
  };
  const freeRun = (capacity: number) => createRun(t, { capacity, pricePerTerm: 0, pricePerSession: 0 });
  const allowCancelling = (days: number | null) =>
    t.db.execute(sql`insert into club_booking_settings (club_id, cancel_days_before) values (${clubId}, ${days})
      on conflict (club_id) do update set cancel_days_before = excluded.cancel_days_before`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    for (const name of ['wl-first', 'wl-second', 'wl-third']) {
      const email = `${name}@example.com`;
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      families.push({ email, cookie: await t.signIn('demo', email), children: await createChildren(t, email, 2) });
    }
    organiser = await t.signIn('demo', DEMO.organiser);
    coach = await t.signIn('demo', DEMO.coach);
    await allowCancelling(0);
  });
  afterAll(() => t?.close());

  it('joins a full run in order of joining, and the public schedule shows it full while anyone waits', async () => {
    const { runId } = await freeRun(1);
    await bookFree(0, runId);
    const first = await join(1, runId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ runId, status: 'waiting', position: 1, offerExpiresAt: null });
    const second = await join(2, runId);
    expect(second.json().data).toMatchObject({ position: 2, className: 'Booking Test Class' });
    // Joining twice (a double click) answers the same entry.
    const again = await join(1, runId);
    expect(again.json().data.entryId).toBe(first.json().data.entryId);
    // Places taken never exceed the places there are: the waiting families are counted apart.
    expect(await runOnSchedule(runId)).toMatchObject({
      capacity: 1,
      spacesAvailable: false,
      bookingsCount: 1,
      waitingCount: 2,
    });
  });

  it('refuses to queue for a run with places (409 PLACES_AVAILABLE), a child already in it, or anyone else’s child', async () => {
    const { runId } = await freeRun(2);
    await bookFree(0, runId);
    const before = await digest(t);
    const open = await join(1, runId);
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toMatchObject({ code: 'PLACES_AVAILABLE' });
    await bookFree(1, runId);
    const booked = await join(0, runId);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().error.code).toBe('CONFLICT');
    const notMine = await post(JOIN, { runId, childId: families[1].children[1] }, families[2].cookie);
    expect(notMine.statusCode).toBe(404);
    const unknownRun = await join(2, 999_999);
    expect(unknownRun.statusCode).toBe(404);
    const otherClubRun = await createRun(t, { club: 'riverside', capacity: 1 });
    expect((await join(2, otherClubRun.runId)).statusCode).toBe(404);
    const bad = await post(JOIN, { runId: 'x', childId: -1 }, families[2].cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['body.runId', 'body.childId']);
    expect((await post(JOIN, { runId, childId: families[2].children[0] }, '')).statusCode).toBe(401);
    expect((await digest(t)).d).not.toBe(before.d); // bookFree(1) wrote; the refusals after it did not:
    const after = await digest(t);
    await join(0, runId);
    await post(JOIN, { runId, childId: families[1].children[1] }, families[2].cookie);
    expect(await digest(t)).toEqual(after);
  });

  it('a cancelled place is offered to the first family: held in their basket for 24 hours, emailed, and nobody else can take it', async () => {
    const { runId } = await freeRun(1);
    const ref = await bookFree(0, runId);
    const first: WaitingListEntry = (await join(1, runId)).json().data;
    const second: WaitingListEntry = (await join(2, runId)).json().data;

    const cancelled = await post(CANCEL, { bookingRef: ref }, families[0].cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ data: { bookingRef: ref, status: 'cancelled' } });

    const basket = await basketOf(1);
    expect(basket.items).toEqual([
      expect.objectContaining({
        runId,
        childId: families[1].children[0],
        expiresAt: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(),
      }),
    ]);
    expect(await entryStatus(first.entryId)).toBe('offered');
    const mail = await t.latestMail(families[1].email);
    expect(mail?.subject).toBe('A place for Child1 in Booking Test Class');
    expect(mail?.text).toMatch(/Book this place: http:\/\/demo\.localhost(:\d+)?\/basket\n/);
    // The offer is in the family's inbox at the club too.
    expect(await inboxSubjects(t, families[1].cookie)).toContain('A place for Child1 in Booking Test Class');
    // The second family is now first in the queue; the public cannot take the offered place.
    // A run's waiting list is part of its register: a coach reads it once assigned to the run, not before.
    const waitingListUrl = `/api/registers/waiting-list/${runId}`;
    const unassigned = await t.request({ url: waitingListUrl, cookie: coach });
    expect(unassigned.statusCode).toBe(403);
    expect(unassigned.body).not.toContain(families[1].email);
    const assigned = await post(
      `/api/v4/registers/run/${runId}/coaches/add`,
      { userId: await userIdOf(t, DEMO.coach) },
      organiser,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const queue = (await t.request({ url: waitingListUrl, cookie: coach })).json().data;
    expect(queue.map((e: WaitingListEntry) => [e.entryId, e.status, e.position])).toEqual([
      [first.entryId, 'offered', null],
      [second.entryId, 'waiting', 1],
    ]);
    // Staff see each waiting child's date of birth (a move lists the classes the child fits first); the family's
    // own answers leave it out.
    const born = await queryOne<{ dob: string }>(
      t,
      sql`select date_of_birth::text as dob from children where id = ${second.childId}`,
    );
    expect(queue[1].childDateOfBirth).toBe(born.dob);
    expect(second).not.toHaveProperty('childDateOfBirth');
    const [outsider] = await createChildren(t, families[0].email, 1);
    const taken = await post(
      '/api/v4/parent/basket/add',
      { type: 'term', childId: outsider, runId },
      families[0].cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('CAPACITY_EXCEEDED');

    // The offered family books it: their entry closes as booked.
    const booked = await post('/rest/v1/payments/book', { idempotencyKey: `offer-${runId}` }, families[1].cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await entryStatus(first.entryId)).toBe('booked');
    expect(await entryStatus(second.entryId)).toBe('waiting');
  });

  it('an offer ends before the next session starts, whatever the offer window; ordering it keeps that deadline', async () => {
    const { runId, sessionStarts } = await freeRun(1);
    // The next session starts in 30 minutes: a place held for 24 hours would outlast it.
    const soon = new Date(TEST_NOW.getTime() + 30 * 60_000);
    await t.db
      .execute(sql`update run_sessions set starts_at = ${soon.toISOString()}, ends_at = ${new Date(soon.getTime() + HOUR).toISOString()}
      where run_id = ${runId} and starts_at = to_timestamp(${sessionStarts[0]})`);
    const ref = await bookFree(0, runId);
    const entry: WaitingListEntry = (await join(1, runId)).json().data;
    await post(CANCEL, { bookingRef: ref }, families[0].cookie);

    const [offered] = (await basketOf(1)).items;
    expect(offered).toMatchObject({ runId, offered: true, expiresAt: soon.toISOString() });
    const view = await t.request({ url: '/api/v4/people/waiting-lists', cookie: families[1].cookie });
    expect(view.json().data.find((e: WaitingListEntry) => e.entryId === entry.entryId).offerExpiresAt).toBe(
      soon.toISOString(),
    );
    // Checked out, its place is held until the offer's deadline, not the hour an order's places get.
    const order = await post(
      '/api/orders/order/create',
      { idempotencyKey: `offer-order-${runId}`, items: [offered.itemId] },
      families[1].cookie,
    );
    expect(order.statusCode, order.body).toBe(200);
    const page = await t.request({ url: `/api/orders/order/${order.json().uuid}`, cookie: families[1].cookie });
    expect(page.json().payBy).toBe(soon.toISOString());
    // A place put in the basket by the family is not an offer.
    const { runId: open } = await freeRun(5);
    await post(
      '/api/v4/parent/basket/add',
      { type: 'term', childId: families[1].children[1], runId: open },
      families[1].cookie,
    );
    const [own] = (await basketOf(1)).items;
    expect(own.offered).toBe(false);
    await post(`/api/v4/parent/basket/${own.itemId}/remove`, {}, families[1].cookie);
  });

  it('an offer declined (taken out of the basket) or left goes to the next family; one that lapses does too', async () => {
    const { runId } = await freeRun(1);
    const ref = await bookFree(0, runId);
    const entries: WaitingListEntry[] = [];
    for (const family of [1, 2]) entries.push((await join(family, runId)).json().data);
    entries.push((await join(1, runId, 1)).json().data);
    await post(CANCEL, { bookingRef: ref }, families[0].cookie);

    // Declined: the first family removes the offered place from their basket.
    const [offered] = (await basketOf(1)).items;
    const removed = await post(`/api/v4/parent/basket/${offered.itemId}/remove`, {}, families[1].cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await entryStatus(entries[0].entryId)).toBe('declined');
    expect(await entryStatus(entries[1].entryId)).toBe('offered');

    // Lapsed: 24 hours pass, and the hold's expiry job moves the offer on. (No signed-in request is
    // made meanwhile: the families' sessions would have expired by then.)
    t.clock.advance(24 * HOUR + 1000);
    try {
      await t.runJob('expire-holds', { clubId });
      expect(await entryStatus(entries[1].entryId)).toBe('lapsed');
      expect(await entryStatus(entries[2].entryId)).toBe('offered');
      expect(await queryAll(t, sql`select child_id from holds where run_id = ${runId}`)).toEqual([
        { child_id: families[1].children[1] },
      ]);
    } finally {
      t.clock.set(TEST_NOW);
    }
    // Left while offered: the place is released, and nobody is left waiting, so it is the public's again.
    const left = await post(LEAVE, { entryId: entries[2].entryId }, families[1].cookie);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toMatchObject({ status: 'left', position: null });
    expect(await runOnSchedule(runId)).toMatchObject({ spacesAvailable: true, bookingsCount: 0, waitingCount: 0 });
  });

  it('leaving moves everyone behind up; another family cannot leave for you', async () => {
    const { runId } = await freeRun(1);
    await bookFree(0, runId);
    const first: WaitingListEntry = (await join(1, runId)).json().data;
    const second: WaitingListEntry = (await join(2, runId)).json().data;
    expect((await post(LEAVE, { entryId: first.entryId }, families[2].cookie)).statusCode).toBe(404);
    expect((await post(LEAVE, { entryId: first.entryId }, families[1].cookie)).json().data.status).toBe('left');
    const view = (await t.request({ url: `/api/registers/waiting-list/${runId}`, cookie: organiser })).json().data;
    expect(view.find((e: WaitingListEntry) => e.entryId === second.entryId).position).toBe(1);
  });

  it('organisers move an entry to another run’s list and offer a place now; parents may not', async () => {
    const full = await freeRun(1);
    const other = await freeRun(1);
    await bookFree(0, full.runId);
    await bookFree(0, other.runId);
    const entry: WaitingListEntry = (await join(1, full.runId)).json().data;

    const asParent = await post(
      '/api/registers/waiting-list/move',
      { entryId: entry.entryId, runId: other.runId },
      families[1].cookie,
    );
    expect(asParent.statusCode).toBe(403);
    const asCoach = await post('/api/registers/waiting-list/offer', { entryId: entry.entryId }, coach);
    expect(asCoach.statusCode).toBe(403);

    const moved = await post(
      '/api/registers/waiting-list/move',
      { entryId: entry.entryId, runId: other.runId },
      organiser,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const movedEntry: WaitingListEntry = moved.json().data;
    expect(movedEntry).toMatchObject({ runId: other.runId, status: 'waiting', position: 1 });
    expect(await entryStatus(entry.entryId)).toBe('moved');

    // A full run has no place to offer; once its capacity rises, the organiser offers it to this family.
    const refused = await post('/api/registers/waiting-list/offer', { entryId: movedEntry.entryId }, organiser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CAPACITY_EXCEEDED');
    await t.db.execute(sql`update runs set capacity = 2 where id = ${other.runId}`);
    const offered = await post('/api/registers/waiting-list/offer', { entryId: movedEntry.entryId }, organiser);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.status).toBe('offered');
    expect((await basketOf(1)).items.map((i) => i.runId)).toContain(other.runId);

    const otherClub = await t.signIn('riverside', DEMO.riversideOrganiser);
    const elsewhere = await t.request({
      method: 'POST',
      club: 'riverside',
      url: '/api/registers/waiting-list/offer',
      cookie: otherClub,
      body: { entryId: movedEntry.entryId },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("moving or offering checks a booking's rules: a child outside the ages or already booked is refused, saying why", async () => {
    const full = await freeRun(1);
    const youth = await createRun(t, {
      capacity: 1,
      pricePerTerm: 0,
      pricePerSession: 0,
      ageFromMonths: 132,
      ageToMonths: 192,
    });
    const booked = await freeRun(1);
    await bookFree(0, full.runId);
    await bookFree(2, booked.runId, 1);
    const entry: WaitingListEntry = (await join(2, full.runId, 1)).json().data;
    const before = await digest(t);

    // A seven-year-old cannot wait for a class for ages 11 to 16: 400 naming the child, in the booking's words.
    const tooYoung = await post(
      '/api/registers/waiting-list/move',
      { entryId: entry.entryId, runId: youth.runId },
      organiser,
    );
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().error.issues).toEqual([
      {
        path: 'body.childId',
        message: expect.stringMatching(
          /^Child2 is too young for Booking Test Class, which is for ages 11 years - 16 years/,
        ),
      },
    ]);
    // Nor be moved to a class they are already booked on.
    const alreadyBooked = await post(
      '/api/registers/waiting-list/move',
      { entryId: entry.entryId, runId: booked.runId },
      organiser,
    );
    expect(alreadyBooked.statusCode).toBe(409);
    expect(alreadyBooked.json().error.message).toMatch(/^Child2 already has a place in Booking Test Class/);
    expect(await digest(t)).toEqual(before);
    expect(await entryStatus(entry.entryId)).toBe('waiting');

    // An entry already on a list it does not fit (moved before the rule) is not offered a place.
    const misplaced = await queryOne<{ id: number }>(
      t,
      sql`insert into waiting_list_entries (club_id, run_id, child_id, parent_user_id, joined_at)
          values (${clubId}, ${youth.runId}, ${families[2].children[1]}, ${await userIdOf(t, families[2].email)}, now()) returning id`,
    );
    const offered = await post('/api/registers/waiting-list/offer', { entryId: misplaced.id }, organiser);
    expect(offered.statusCode).toBe(400);
    expect(offered.json().error.message).toMatch(/too young for Booking Test Class/);
    expect(await entryStatus(misplaced.id)).toBe('waiting');
    expect((await basketOf(2)).items.map((i) => i.runId)).not.toContain(youth.runId);
  });

  it('cancels only where the club allows it, up to its days before the first session, and only your own place', async () => {
    const { runId } = await freeRun(3);
    const ref = await bookFree(0, runId);
    const before = await digest(t);
    expect((await post(CANCEL, { bookingRef: ref }, families[1].cookie)).statusCode).toBe(404);
    expect((await post(CANCEL, { bookingRef: ref }, families[0].cookie, 'riverside')).statusCode).toBe(404);
    expect((await post(CANCEL, { bookingRef: 'not-a-uuid' }, families[0].cookie)).json().error.issues[0].path).toBe(
      'body.bookingRef',
    );
    await allowCancelling(null);
    const closed = await post(CANCEL, { bookingRef: ref }, families[0].cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({
      code: 'CANCELLATION_CLOSED',
      message: expect.stringContaining('does not let parents cancel'),
    });
    // The first session is tomorrow: 2 days before it has passed.
    await allowCancelling(2);
    const late = await post(CANCEL, { bookingRef: ref }, families[0].cookie);
    expect(late.statusCode).toBe(409);
    // No deadline date: it may have passed before the place was even booked.
    expect(late.json().error.message).toBe('This place can no longer be cancelled online. Please contact the club.');
    expect(await digest(t)).toEqual(before);

    await allowCancelling(0);
    expect((await post(CANCEL, { bookingRef: ref }, families[0].cookie)).statusCode).toBe(200);
    // Twice answers the same; the place is free at once.
    expect((await post(CANCEL, { bookingRef: ref }, families[0].cookie)).json().data.status).toBe('cancelled');
    expect(await runOnSchedule(runId)).toMatchObject({ bookingsCount: 0 });
    const rows = await queryAll<{ status: string }>(t, sql`select status from bookings where booking_ref = ${ref}`);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it('cancels a camp booking as a whole: every day the order booked for the child that week', async () => {
    const { campId, weekId } = await createCamp(t, { capacity: 2, dayPrice: 0, weekPrice: 0 });
    const { cookie, children } = families[2];
    const body = { type: 'camp-week', childId: children[0], campId, weekId };
    const added = await post('/api/v4/parent/basket/add', body, cookie);
    expect(added.statusCode, added.body).toBe(200);
    expect((await post('/rest/v1/payments/book', { idempotencyKey: `camp-book-${campId}` }, cookie)).statusCode).toBe(
      200,
    );
    const days = await queryAll<{ ref: string }>(
      t,
      sql`select booking_ref as ref from bookings where child_id = ${children[0]} and camp_day_id is not null and status = 'confirmed' order by id`,
    );
    expect(days).toHaveLength(5);
    const res = await post(CANCEL, { bookingRef: days[2].ref }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const left = await queryAll(
      t,
      sql`select 1 from bookings where child_id = ${children[0]} and camp_day_id is not null and status = 'confirmed'`,
    );
    expect(left).toEqual([]);
  });
});

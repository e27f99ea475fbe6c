import type { AdminBooking, AmendCampBookingResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('adding and removing days of a camp booking on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let kids: number[];

  const post = (url: string, body: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, method: 'POST', url, cookie, body });
  const days = (ref: string, action: 'add' | 'remove', body: unknown, cookie?: string, club?: string) =>
    post(`/api/v4/admin-bookings/booking/${ref}/days/${action}`, body, cookie, club);
  const confirmedOn = async (dayId: number) =>
    (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from bookings where camp_day_id = ${dayId} and status = 'confirmed'`,
      )
    ).n;
  const audit = () =>
    queryAll<{ action: string }>(
      t,
      sql`select action from audit_log where action like 'booking.day-%' order by id`,
    ).then((rows) => rows.map((r) => r.action));

  /** A camp of five days (capacity as given) with kids[i] booked, paid offline, on its first two days. */
  async function bookedCamp(capacity: number, child = kids[0]) {
    const camp = await createCamp(t, { capacity, dayPrice: 2000, weekPrice: 9000 });
    const res = await post(`/api/v4/admin-bookings/camp/${camp.campId}`, {
      childId: child,
      weekId: camp.weekId,
      dayStarts: camp.dayStarts.slice(0, 2),
      paidOffline: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { ref } = await queryOne<{ ref: string }>(
      t,
      sql`select b.booking_ref as ref from bookings b join camp_days d on d.id = b.camp_day_id
          where d.camp_week_id = ${camp.weekId} and b.child_id = ${child} order by d.starts_at limit 1`,
    );
    const booking: AdminBooking = (
      await t.request({ url: `/api/v4/admin-bookings/booking/${ref}`, cookie: cookies.organiser })
    ).json();
    return { ...camp, ref, dayIds: booking.campWeek!.days.map((d) => d.dayId), booking };
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    kids = await createChildren(t, DEMO.parent, 3);
    for (const childId of kids) {
      await t.db.execute(
        sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${childId})`,
      );
    }
  });
  afterAll(() => t.close());

  it("shows the booking's week with the child's place on each day", async () => {
    const { booking, dayIds } = await bookedCamp(3);
    expect(booking.campWeek).toMatchObject({ name: 'Week 1', dayPrice: 2000 });
    expect(booking.campWeek!.days.map((d) => d.place)).toEqual(['booked', 'booked', 'none', 'none', 'none']);
    expect(dayIds).toHaveLength(5);
  });

  it('adds a day within capacity: a pending order for the day price, logged once, a retry ordering nothing', async () => {
    const { ref, dayIds } = await bookedCamp(3);
    const added = await days(ref, 'add', { dayId: dayIds[2] });
    expect(added.statusCode, added.body).toBe(200);
    const answer: AmendCampBookingResponse = added.json();
    expect(answer.order).toMatchObject({ status: 'pending', total: 2000 });
    expect(answer.booking.campWeek!.days.map((d) => d.place)).toEqual(['booked', 'booked', 'pending', 'none', 'none']);
    expect(await t.latestMail(DEMO.parent)).toBeTruthy();

    const retry = await days(ref, 'add', { dayId: dayIds[2] });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order).toBeNull();
    const orders = await queryAll<{ id: number }>(
      t,
      sql`select distinct order_id as id from holds where camp_day_id = ${dayIds[2]}`,
    );
    expect(orders).toHaveLength(1);

    const paid = await days(ref, 'add', { dayId: dayIds[3], paidOffline: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'completed', total: 2000 });
    expect(await confirmedOn(dayIds[3])).toBe(1);
    expect(await audit()).toEqual(['booking.day-added', 'booking.day-added']);
  });

  it('refuses a day that is full (409), never overbooking it', async () => {
    const { ref, dayIds, campId, weekId, dayStarts } = await bookedCamp(1);
    const other = await post(`/api/v4/admin-bookings/camp/${campId}`, {
      childId: kids[1],
      weekId,
      dayStarts: [dayStarts[4]],
      paidOffline: true,
    });
    expect(other.statusCode, other.body).toBe(200);
    const before = await audit();
    const full = await days(ref, 'add', { dayId: dayIds[4], paidOffline: true });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().error.code).toBe('CAPACITY_EXCEEDED');
    expect(await confirmedOn(dayIds[4])).toBe(1);
    expect(await audit()).toEqual(before);
  });

  it('removes a day: its place is freed for another child, logged once, a retry changing nothing', async () => {
    const { ref, dayIds, campId, weekId, dayStarts } = await bookedCamp(1);
    const before = await audit();
    const removed = await days(ref, 'remove', { dayId: dayIds[1] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().booking.campWeek.days.map((d: { place: string }) => d.place)).toEqual([
      'booked',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(await confirmedOn(dayIds[1])).toBe(0);
    expect((await days(ref, 'remove', { dayId: dayIds[1] })).statusCode).toBe(200);
    expect(await audit()).toEqual([...before, 'booking.day-removed']);

    // The freed place can be booked by another child.
    const again = await post(`/api/v4/admin-bookings/camp/${campId}`, {
      childId: kids[2],
      weekId,
      dayStarts: [dayStarts[1]],
      paidOffline: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await confirmedOn(dayIds[1])).toBe(1);
  });

  it("refuses a coach, a parent, and another club's organiser, changing nothing", async () => {
    const { ref, dayIds } = await bookedCamp(3);
    const before = await audit();
    for (const action of ['add', 'remove'] as const) {
      const dayId = action === 'add' ? dayIds[2] : dayIds[0];
      expect((await days(ref, action, { dayId }, cookies.coach)).statusCode).toBe(403);
      expect((await days(ref, action, { dayId }, cookies.parent)).statusCode).toBe(403);
      expect((await days(ref, action, { dayId }, cookies.riverside, 'riverside')).statusCode).toBe(404);
    }
    expect(await confirmedOn(dayIds[0])).toBe(1);
    expect(await confirmedOn(dayIds[2])).toBe(0);
    expect(await audit()).toEqual(before);
  });

  it("refuses bad input: a day of another week, a day never booked, a run's booking, a malformed body", async () => {
    const { ref, dayIds } = await bookedCamp(3);
    const other = await bookedCamp(3, kids[1]);
    const url = (action: string) => `/api/v4/admin-bookings/booking/${ref}/days/${action}`;
    const refused = (name: string, action: string, body: unknown, field: string) =>
      expectInputRefused(t, {
        name,
        request: { method: 'POST', url: url(action), cookie: cookies.organiser, body },
        field,
      });
    await refused('another week', 'add', { dayId: other.dayIds[2] }, 'body.dayId');
    await refused('never booked', 'remove', { dayId: dayIds[3] }, 'body.dayId');
    await refused('no day', 'add', {}, 'body.dayId');
    await refused('not a number', 'remove', { dayId: 'monday' }, 'body.dayId');
    await refused('paidOffline', 'add', { dayId: dayIds[2], paidOffline: 'yes' }, 'body.paidOffline');
    expect(await confirmedOn(dayIds[2])).toBe(0);

    const { runId } = await createRun(t, { capacity: 5, sessions: 3, pricePerTerm: 2700, pricePerSession: 1000 });
    expect(
      (await post(`/api/v4/admin-bookings/run/${runId}`, { childIds: [kids[2]], paidOffline: true })).statusCode,
    ).toBe(200);
    const runRef = (
      await queryOne<{ ref: string }>(t, sql`select booking_ref as ref from bookings where run_id = ${runId}`)
    ).ref;
    expect((await days(runRef, 'add', { dayId: dayIds[2] })).statusCode).toBe(409);
    expect((await days('00000000-0000-4000-8000-000000000000', 'add', { dayId: dayIds[2] })).statusCode).toBe(404);
  });
});

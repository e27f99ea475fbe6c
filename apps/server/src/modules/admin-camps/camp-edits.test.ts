import type {
  AdminCamp,
  AmendCampBookingResult,
  BasketResponse,
  CampBookingEdit,
  CampBookingPrice,
  CampMoneyCount,
  CampRegisterResponse,
} from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createCamp, createChildren } from '../../test-support/booking-fixtures.js';
import { cardMethod, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const CAMPS = '/api/v4/camps';
const EDIT = `${CAMPS}/edit/booking`;
/** The fixture camp's prices: a day 2000, the week 9000. */
const DAY = 2000;
const WEEK = 9000;

describe.each(testDrivers)("the spec's camps routes on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies & { noFinance: string };
  let keys = 0;

  const get = (url: string, cookie = cookies.organiser, club = 'demo') => t.request({ club, url, cookie });
  const post = (url: string, body: unknown, cookie = cookies.organiser) =>
    t.request({ method: 'POST', url, body, cookie });
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const dayIdsOf = async (weekId: number) =>
    (
      await queryAll<{ id: number }>(t, sql`select id from camp_days where camp_week_id = ${weekId} order by starts_at`)
    ).map((r) => r.id);
  /** Confirmed places straight into the database (a place the club added): answers the first booking's id. */
  const bookDays = async (childId: number, dayIds: number[]) => {
    const rows = await queryAll<{ id: number }>(
      t,
      sql`insert into bookings (club_id, camp_day_id, child_id, kind)
        select club_id, id, ${childId}, 'camp-days' from camp_days where id in ${sql.raw(`(${dayIds.join(',')})`)}
        order by starts_at returning id`,
    );
    return rows[0].id;
  };
  const bookedDays = async (childId: number, weekId: number) =>
    (
      await queryAll<{ id: number }>(
        t,
        sql`select d.id from bookings b join camp_days d on d.id = b.camp_day_id
          where b.child_id = ${childId} and d.camp_week_id = ${weekId} and b.status = 'confirmed' order by d.starts_at`,
      )
    ).map((r) => r.id);
  const amend = (body: { bookingId: number; dayIds: number[]; paidOffline?: boolean }, cookie = cookies.organiser) =>
    post(`${EDIT}/amend`, { ...body, idempotencyKey: `amend-key-${++keys}` }, cookie);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = { ...(await signInDemoPeople(t)), noFinance: await signInOrganiserWithoutFinance(t) };
  });
  afterAll(() => t.close());

  it('GET /{campId}/register: every day, each child once with the days booked and their marks; coaches not on the camp refused', async () => {
    const { campId, weekId } = await createCamp(t, { capacity: 5 });
    const days = await dayIdsOf(weekId);
    const [child] = await createChildren(t, DEMO.parent, 1);
    await bookDays(child, [days[0], days[2]]);
    await t.db
      .execute(sql`insert into camp_attendance (club_id, camp_day_id, child_id, status, marked_by_user_id, marked_at)
      select club_id, ${days[0]}, ${child}, 'present', (select id from users where email = ${DEMO.organiser}), now()
      from camp_days where id = ${days[0]}`);
    const register = ok<CampRegisterResponse>(await get(`${CAMPS}/${campId}/register`));
    expect(register.camp.campId).toBe(campId);
    expect(register.days.map((d) => d.dayId)).toEqual(days);
    expect(register.days[0]).toMatchObject({ weekId, weekName: 'Week 1', type: 'full-day' });
    expect(register.children).toHaveLength(1);
    expect(register.children[0]).toMatchObject({
      childId: child,
      days: [
        { dayId: days[0], status: 'present' },
        { dayId: days[2], status: null },
      ],
    });
    expect((await get(`${CAMPS}/${campId}/register`, cookies.coach)).statusCode).toBe(403);
    expect((await get(`${CAMPS}/${campId}/register`, cookies.parent)).statusCode).toBe(403);
    expect((await get(`${CAMPS}/${campId}/register`, cookies.riverside, 'riverside')).statusCode).toBe(404);
  });

  it('GET /{campId}/details: the camp, its venue and its coaches; another club’s is 404', async () => {
    const { campId } = await createCamp(t, { capacity: 5 });
    const details = ok<{ camp: AdminCamp; venue: { name: string; postcode: string }; coaches: unknown[] }>(
      await get(`${CAMPS}/${campId}/details`),
    );
    expect(details.camp).toMatchObject({ campId, className: 'Booking Test Camp', weekPrice: WEEK, dayPrice: DAY });
    expect(details.venue.name).toBeTruthy();
    expect(details.coaches).toEqual([]);
    expect((await get(`${CAMPS}/${campId}/details`, cookies.coach)).statusCode).toBe(403);
    expect((await get(`${CAMPS}/${campId}/details`, cookies.riverside, 'riverside')).statusCode).toBe(404);
  });

  it('GET /count/bookings, /count/paid and /count/due: places, and camp lines paid and waiting for payment', async () => {
    const { campId, weekId } = await createCamp(t, { capacity: 5 });
    const [child] = await createChildren(t, DEMO.parent, 1);
    await bookDays(child, (await dayIdsOf(weekId)).slice(0, 3));
    const bookings = ok<{ count: number; camps: { campId: number; count: number }[] }>(
      await get(`${CAMPS}/count/bookings`),
    );
    expect(bookings.camps.find((c) => c.campId === campId)).toEqual({ campId, count: 3 });
    expect(bookings.count).toBe(bookings.camps.reduce((sum, c) => sum + c.count, 0));

    // A week in an order waiting for payment is due; once paid by card, it is paid.
    const due0 = ok<CampMoneyCount>(await get(`${CAMPS}/count/due`));
    const [other] = await createChildren(t, DEMO.parent, 1);
    const basket = ok<BasketResponse>(
      await post('/api/v4/parent/basket/add', { type: 'camp-week', childId: other, campId, weekId }, cookies.parent),
    );
    const order = ok<{ uuid: string }>(
      await post(
        '/api/orders/order/create',
        { idempotencyKey: `camp-count-${++keys}`, items: [basket.items.at(-1)!.itemId] },
        cookies.parent,
      ),
    );
    const due = ok<CampMoneyCount>(await get(`${CAMPS}/count/due`));
    expect(due.camps.find((c) => c.campId === campId)).toEqual({ campId, count: 1, amount: WEEK });
    expect(due.count).toBe(due0.count + 1);
    expect(due.currency).toBe('GBP');
    const paid0 = ok<CampMoneyCount>(await get(`${CAMPS}/count/paid`));
    await payByCard(order.uuid);
    const paid = ok<CampMoneyCount>(await get(`${CAMPS}/count/paid`));
    expect(paid.camps.find((c) => c.campId === campId)).toEqual({ campId, count: 1, amount: WEEK });
    expect(paid.amount).toBe(paid0.amount + WEEK);
    expect(ok<CampMoneyCount>(await get(`${CAMPS}/count/due`)).camps.find((c) => c.campId === campId)).toBeUndefined();

    // Money: financial staff only.
    expect((await get(`${CAMPS}/count/paid`, cookies.noFinance)).statusCode).toBe(403);
    expect((await get(`${CAMPS}/count/due`, cookies.coach)).statusCode).toBe(403);
    expect((await get(`${CAMPS}/count/bookings`, cookies.coach)).statusCode).toBe(403);
  });

  it('GET /edit/booking/{bookingId} and …/price: the week’s days and the re-priced difference', async () => {
    const { weekId } = await createCamp(t, { capacity: 5 });
    const days = await dayIdsOf(weekId);
    const [child] = await createChildren(t, DEMO.parent, 1);
    const bookingId = await bookDays(child, days.slice(0, 2));
    const { booking } = ok<{ booking: CampBookingEdit }>(await get(`${EDIT}/${bookingId}`));
    expect(booking).toMatchObject({ bookingId, child: { childId: child }, week: { weekId }, price: 2 * DAY });
    expect(booking.days.map((d) => d.place)).toEqual(['booked', 'booked', 'none', 'none', 'none']);

    expect(ok<CampBookingPrice>(await get(`${EDIT}/${bookingId}/price`))).toMatchObject({
      currentDays: 2,
      currentPrice: 2 * DAY,
      newDays: 2,
      difference: 0,
    });
    // Four days by the day would be 8000; every day is the week price.
    const price = (ids: number[]) => get(`${EDIT}/${bookingId}/price?dayIds=${ids.join(',')}`);
    expect(ok<CampBookingPrice>(await price(days.slice(0, 4)))).toMatchObject({ newPrice: 4 * DAY, difference: 4000 });
    expect(ok<CampBookingPrice>(await price(days))).toMatchObject({ newPrice: WEEK, difference: WEEK - 2 * DAY });
    expect(ok<CampBookingPrice>(await price([days[0]]))).toMatchObject({ newPrice: DAY, difference: -DAY });
    // Another week's day, or not a list of ids: 400 naming the field.
    expect((await price([999999])).statusCode).toBe(400);
    expect((await get(`${EDIT}/${bookingId}/price?dayIds=x`)).statusCode).toBe(400);
    // A run's booking is 409; another club's or no booking 404; staff without financial access 403.
    const runBooking = await queryOne<{ id: number }>(t, sql`select id from bookings where run_id is not null limit 1`);
    expect((await get(`${EDIT}/${runBooking.id}`)).statusCode).toBe(409);
    expect((await get(`${EDIT}/999999`)).statusCode).toBe(404);
    expect((await get(`${EDIT}/${bookingId}`, cookies.riverside, 'riverside')).statusCode).toBe(404);
    expect((await get(`${EDIT}/${bookingId}`, cookies.noFinance)).statusCode).toBe(403);
    expect((await get(`${EDIT}/${bookingId}`, cookies.coach)).statusCode).toBe(403);
  });

  it('POST /edit/booking/amend: days added are charged the difference as an order; paid offline, it is completed', async () => {
    const { weekId } = await createCamp(t, { capacity: 5 });
    const days = await dayIdsOf(weekId);
    const [child] = await createChildren(t, DEMO.parent, 1);
    const bookingId = await bookDays(child, [days[0]]);
    const result = ok<AmendCampBookingResult>(await amend({ bookingId, dayIds: days.slice(0, 3) }));
    expect(result.price).toMatchObject({ currentPrice: DAY, newPrice: 3 * DAY, difference: 2 * DAY });
    expect(result.charge).toMatchObject({ status: 'pending', total: 2 * DAY });
    expect(result.refund).toBeNull();
    expect(result.booking.days.map((d) => d.place)).toEqual(['booked', 'booked', 'booked', 'none', 'none']);
    expect(await bookedDays(child, weekId)).toEqual(days.slice(0, 3));
    const order = await queryOne<{ total: number; status: string }>(
      t,
      sql`select total, status from orders where uuid = ${result.charge!.uuid}`,
    );
    expect(order).toEqual({ total: 2 * DAY, status: 'pending' });

    const offline = ok<AmendCampBookingResult>(await amend({ bookingId, dayIds: days, paidOffline: true }));
    expect(offline.price.difference).toBe(WEEK - 3 * DAY);
    expect(offline.charge).toMatchObject({ status: 'completed', total: WEEK - 3 * DAY });
    expect(await bookedDays(child, weekId)).toEqual(days);
    // The same days again: nothing changes, nothing is charged.
    const again = ok<AmendCampBookingResult>(await amend({ bookingId, dayIds: days }));
    expect(again).toMatchObject({ charge: null, refund: null, price: { difference: 0 } });
  });

  it('POST /edit/booking/amend: days removed are refunded to the card, as far as was paid', async () => {
    const { campId, weekId } = await createCamp(t, { capacity: 5 });
    const days = await dayIdsOf(weekId);
    const [child] = await createChildren(t, DEMO.parent, 1);
    const basket = ok<BasketResponse>(
      await post('/api/v4/parent/basket/add', { type: 'camp-week', childId: child, campId, weekId }, cookies.parent),
    );
    const order = ok<{ uuid: string }>(
      await post(
        '/api/orders/order/create',
        { idempotencyKey: `camp-refund-${++keys}`, items: [basket.items.at(-1)!.itemId] },
        cookies.parent,
      ),
    );
    await payByCard(order.uuid);
    const bookingId = (
      await queryOne<{ id: number }>(
        t,
        sql`select b.id from bookings b join orders o on o.id = b.order_id where o.uuid = ${order.uuid} limit 1`,
      )
    ).id;
    const result = ok<AmendCampBookingResult>(await amend({ bookingId, dayIds: days.slice(0, 2) }));
    expect(result.price).toMatchObject({ currentPrice: WEEK, newPrice: 2 * DAY, difference: 2 * DAY - WEEK });
    expect(result.refund).toEqual({ amount: WEEK - 2 * DAY, refunded: WEEK - 2 * DAY, toSettle: 0 });
    expect(result.charge).toBeNull();
    expect(await bookedDays(child, weekId)).toEqual(days.slice(0, 2));
    const refunded = await queryOne<{ n: number }>(
      t,
      sql`select coalesce(sum(r.amount), 0)::int as n from refunds r join payments p on p.id = r.payment_id
        join orders o on o.id = p.order_id where o.uuid = ${order.uuid}`,
    );
    expect(refunded.n).toBe(WEEK - 2 * DAY);
  });

  it('POST /edit/booking/amend: a full day is refused and nothing changes; a started day cannot move; money staff only', async () => {
    const { weekId } = await createCamp(t, { capacity: 1 });
    const days = await dayIdsOf(weekId);
    const [child, other] = await createChildren(t, DEMO.parent, 2);
    const bookingId = await bookDays(child, [days[0]]);
    await bookDays(other, [days[2]]);
    const full = await amend({ bookingId, dayIds: [days[1], days[2]] });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().error.code).toBe('CAPACITY_EXCEEDED');
    expect(await bookedDays(child, weekId)).toEqual([days[0]]);
    expect((await amend({ bookingId, dayIds: [999999] })).statusCode).toBe(400);
    expect((await amend({ bookingId, dayIds: [days[1]] }, cookies.noFinance)).statusCode).toBe(403);
    // Two days on (signed in again: a session does not last that long), the first two days have started.
    t.clock.advance(2 * 86_400_000);
    const started = await amend({ bookingId, dayIds: [days[1]] }, await t.signIn('demo', DEMO.organiser));
    expect(started.statusCode, started.body).toBe(400);
    expect(await bookedDays(child, weekId)).toEqual([days[0]]);
    t.clock.advance(-2 * 86_400_000);
  });

  it('run instances: a day added to a week, its session moved and its type set; another club’s day is 404', async () => {
    const organiser = cookies.organiser;
    const venueId = (
      await queryOne<{ id: number }>(
        t,
        sql`select id from venues where club_id = (select id from clubs where subdomain = 'demo') order by id limit 1`,
      )
    ).id;
    const created = ok<{ camp: AdminCamp }>(
      await post(CAMPS, {
        className: 'Instance Camp',
        venue: { venueId },
        description: '',
        ageFrom: 0,
        ageTo: 0,
        capacity: 4,
        weekPrice: 0,
        dayPrice: 1500,
        startTime: '09:00',
        endTime: '15:00',
        weeks: [{ name: 'Week 1', startDate: '2026-11-02', skippedDates: ['2026-11-06'] }],
      }),
    ).camp;
    const weekId = created.weeks[0].weekId;
    const added = await post(`${CAMPS}/edit/run-instance`, {
      instanceGroupId: weekId,
      date: '2026-11-06',
      startTime: '10:00',
      endTime: '13:00',
    });
    const { day } = ok<{ day: AdminCamp['weeks'][number]['days'][number] }>(added);
    expect(day).toMatchObject({ date: '2026-11-06', dayOfWeek: 5, type: 'full-day' });
    expect(day.endTime - day.startTime).toBe(3 * 3600);
    // Twice is 409; a date outside the week 400 naming it.
    expect((await post(`${CAMPS}/edit/run-instance`, { instanceGroupId: weekId, date: '2026-11-06' })).statusCode).toBe(
      409,
    );
    const outside = await post(`${CAMPS}/edit/run-instance`, { instanceGroupId: weekId, date: '2026-11-09' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.issues[0].path).toBe('body.date');

    const moved = ok<{ day: { startTime: number; endTime: number; date: string } }>(
      await t.request({
        method: 'PUT',
        url: `${CAMPS}/edit/run-instance/${day.dayId}`,
        body: { startTime: '08:30', endTime: '12:00' },
        cookie: organiser,
      }),
    ).day;
    expect(moved.date).toBe('2026-11-06');
    expect(moved.endTime - moved.startTime).toBe(3.5 * 3600);
    const typed = ok<{ day: { type: string } }>(
      await post(`${CAMPS}/edit/run-instance/type`, { runInstanceId: day.dayId, type: 'morning' }),
    ).day;
    expect(typed.type).toBe('morning');
    expect(
      (await post(`${CAMPS}/edit/run-instance/type`, { runInstanceId: day.dayId, type: 'evening' })).statusCode,
    ).toBe(400);
    const foreign = await t.request({
      club: 'riverside',
      method: 'POST',
      url: `${CAMPS}/edit/run-instance/type`,
      body: { runInstanceId: day.dayId, type: 'afternoon' },
      cookie: cookies.riverside,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await post(`${CAMPS}/edit/run-instance/type`, { runInstanceId: day.dayId, type: 'afternoon' }, cookies.coach))
        .statusCode,
    ).toBe(403);
  });

  it('instance groups: a week made with its days, then labelled and its days changed; a booked day stays', async () => {
    const { campId, weekId } = await createCamp(t, { capacity: 5 });
    const made = await post(`${CAMPS}/instance-group`, {
      campId,
      name: 'Half-term week',
      startDate: '2027-02-15',
      skippedDates: ['2027-02-19'],
    });
    const { week } = ok<{ week: AdminCamp['weeks'][number] }>(made);
    expect(week).toMatchObject({ name: 'Half-term week', startDate: '2027-02-15', skippedDates: ['2027-02-19'] });
    expect(week.days).toHaveLength(4);
    // The same Monday again is 409.
    expect(
      (await post(`${CAMPS}/instance-group`, { campId, name: 'Again', startDate: '2027-02-15', skippedDates: [] }))
        .statusCode,
    ).toBe(409);
    const relabelled = ok<{ week: AdminCamp['weeks'][number] }>(
      await post(`${CAMPS}/instance-group/update`, {
        instanceGroupId: week.weekId,
        label: 'February half term',
        skippedDates: ['2027-02-18', '2027-02-19'],
      }),
    ).week;
    expect(relabelled).toMatchObject({ name: 'February half term', skippedDates: ['2027-02-18', '2027-02-19'] });
    expect(relabelled.days).toHaveLength(3);
    // A booked day cannot be skipped.
    const [child] = await createChildren(t, DEMO.parent, 1);
    await bookDays(child, [(await dayIdsOf(weekId))[0]]);
    const fixtureWeek = ok<{ week: AdminCamp['weeks'][number] }>(
      await post(`${CAMPS}/instance-group/update`, { instanceGroupId: weekId, label: 'Week One' }),
    ).week;
    const refused = await post(`${CAMPS}/instance-group/update`, {
      instanceGroupId: weekId,
      label: 'Week One',
      skippedDates: [fixtureWeek.days[0].date],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await post(`${CAMPS}/instance-group/update`, { instanceGroupId: 999999, label: 'X' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await post(
          `${CAMPS}/instance-group`,
          { campId, name: 'X', startDate: '2027-03-01', skippedDates: [] },
          cookies.coach,
        )
      ).statusCode,
    ).toBe(403);
  });

  /** Pays an order with the sandbox's Visa, as the demo parent. */
  async function payByCard(uuid: string) {
    const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    const paid = await post('/rest/v1/payments/pay', { orderId: uuid, paymentMethodId }, cookies.parent);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('succeeded');
  }
});

import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { pendingOrder } from '../../test-support/payment-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { MAX_PENDING_ORDERS } from './checkout.js';

const AWAITING = '/api/v4/parent/orders/awaiting-payment';
const cancelUrl = (uuid: string) => `/api/v4/parent/orders/${uuid}/cancel`;
const MINUTE = 60_000;
/** The demo club's `pending_order_hold_minutes` (the default). */
const PENDING_HOLD = 60 * MINUTE;

/** Issue 21.8: a family finds its way back to an order waiting for payment, to pay it or to cancel it. */
describe.each(testDrivers)('orders awaiting payment on %s', (driver) => {
  let t: TestApp;
  let parentNo = 0;

  const family = (n: number) => signInNewParent(t, `awaiting-family-${++parentNo}@example.com`, n);
  const awaiting = async (cookie: string): Promise<OrderResponse[]> => {
    const res = await t.request({ url: AWAITING, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const cancel = (uuid: string, cookie: string) => t.request({ method: 'POST', url: cancelUrl(uuid), cookie });
  const hold = (cookie: string, childId: number, runId: number) =>
    t.request({ method: 'POST', url: '/api/v4/parent/basket/add', cookie, body: { type: 'term', childId, runId } });
  /** Checks out everything in the family's basket. */
  const orderBasket = async (cookie: string, key: string) => {
    const basket = (await t.request({ url: '/api/v4/parent/basket', cookie })).json();
    const items = basket.items.map((item: { itemId: string }) => item.itemId);
    return t.request({ method: 'POST', url: '/api/orders/order/create', cookie, body: { idempotencyKey: key, items } });
  };
  /** What a cancel may write: orders, holds, bookings. A refused one leaves it as it was. */
  const digest = () =>
    queryOne<{ d: string }>(
      t,
      sql`select md5(coalesce((select string_agg(o::text, '|' order by o.id) from orders o), '') ||
        coalesce((select string_agg(h::text, '|' order by h.id) from holds h), '') ||
        coalesce((select string_agg(b::text, '|' order by b.id) from bookings b), '')) as d`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('lists the family’s orders waiting for payment, oldest first, each with its deadline: the holds’ expiry', async () => {
    const { cookie, kids } = await family(3);
    const first = await pendingOrder(t, cookie, {
      childId: kids[0],
      runId: (await createRun(t, { capacity: 5 })).runId,
    });
    t.clock.advance(5 * MINUTE);
    const second = await pendingOrder(t, cookie, {
      childId: kids[1],
      runId: (await createRun(t, { capacity: 5 })).runId,
    });
    // A free place booked at once is not waiting for anything.
    const free = await createRun(t, { capacity: 5, pricePerTerm: 0, pricePerSession: 0 });
    await hold(cookie, kids[2], free.runId);
    expect(
      (await t.request({ method: 'POST', url: '/rest/v1/payments/book', cookie, body: { idempotencyKey: 'free-one' } }))
        .statusCode,
    ).toBe(200);

    const listed = await awaiting(cookie);
    expect(listed.map((o) => [o.uuid, o.status, o.payBy])).toEqual([
      [first.uuid, 'pending', new Date(TEST_NOW.getTime() + PENDING_HOLD).toISOString()],
      [second.uuid, 'pending', new Date(TEST_NOW.getTime() + 5 * MINUTE + PENDING_HOLD).toISOString()],
    ]);
    expect(listed[0]).toMatchObject({ totalToPay: first.totalToPay, lines: first.lines });
    // The order's own page gives the same deadline; another family sees none of them.
    const page = await t.request({ url: `/api/orders/order/${first.uuid}`, cookie });
    expect(page.json().payBy).toBe(listed[0].payBy);
    expect(await awaiting((await family(0)).cookie)).toEqual([]);

    // Once the first order's places stop being held it is no longer waiting (and its page says when that was).
    t.clock.set(new Date(TEST_NOW.getTime() + PENDING_HOLD));
    expect((await awaiting(cookie)).map((o) => o.uuid)).toEqual([second.uuid]);
    expect((await t.request({ url: `/api/orders/order/${first.uuid}`, cookie })).json().payBy).toBe(listed[0].payBy);
    expect((await t.request({ url: AWAITING, cookie: '' })).statusCode).toBe(401);
  });

  it('cancelling one releases its places at once, and it no longer counts towards the orders a family may keep', async () => {
    const { cookie, kids } = await family(MAX_PENDING_ORDERS + 1);
    const full = await createRun(t, { capacity: 1 });
    const orders = [await pendingOrder(t, cookie, { childId: kids[0], runId: full.runId })];
    for (const childId of kids.slice(1, MAX_PENDING_ORDERS)) {
      orders.push(await pendingOrder(t, cookie, { childId, runId: (await createRun(t, { capacity: 5 })).runId }));
    }
    const next = await createRun(t, { capacity: 5 });
    expect((await hold(cookie, kids[MAX_PENDING_ORDERS], next.runId)).statusCode).toBe(200);
    const refused = await orderBasket(cookie, 'over-the-cap');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.booking.tooManyPendingOrders(MAX_PENDING_ORDERS));
    // Another family cannot have the one place of the full run while the order holds it.
    const other = await family(1);
    const taken = await hold(other.cookie, other.kids[0], full.runId);
    expect(taken.json().error?.code, taken.body).toBe('CAPACITY_EXCEEDED');

    const cancelled = await cancel(orders[0].uuid, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ uuid: orders[0].uuid, status: 'cancelled', payBy: null });
    expect((await awaiting(cookie)).map((o) => o.uuid)).toEqual(orders.slice(1).map((o) => o.uuid));
    const holds = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from holds h join orders o on o.id = h.order_id where o.uuid = ${orders[0].uuid}`,
    );
    expect(holds.n).toBe(0);
    // At once: the place is free for anyone, and the family may order again.
    const freed = await hold(other.cookie, other.kids[0], full.runId);
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await orderBasket(cookie, 'within-the-cap')).statusCode).toBe(200);
    // Cancelling twice answers it as it is; paying it is refused.
    const again = await cancel(orders[0].uuid, cookie);
    expect(again.json()).toMatchObject({ status: 'cancelled' });
    const page = await t.request({ url: `/api/payments/orders/${orders[0].uuid}`, cookie });
    expect(page.json().data.status).toBe('cancelled');
  });

  it('is refused for another family’s order (404), a paid one (409) and a malformed id (400), writing nothing', async () => {
    const { cookie, kids } = await family(2);
    const mine = await pendingOrder(t, cookie, {
      childId: kids[0],
      runId: (await createRun(t, { capacity: 5 })).runId,
    });
    const free = await createRun(t, { capacity: 5, pricePerTerm: 0, pricePerSession: 0 });
    await hold(cookie, kids[1], free.runId);
    const booked = await t.request({
      method: 'POST',
      url: '/rest/v1/payments/book',
      cookie,
      body: { idempotencyKey: 'booked-and-done' },
    });
    const paid = booked.json().data.uuid;
    const before = await digest();

    const theirs = await cancel(mine.uuid, (await family(0)).cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    const completed = await cancel(paid, cookie);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().error).toEqual({ code: 'CONFLICT', message: messages.booking.orderPaid });
    expect((await cancel('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(404);
    const malformed = await cancel('not-an-order', cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['params.uuid']);
    expect((await cancel(mine.uuid, '')).statusCode).toBe(401);
    expect(await digest()).toEqual(before);
    expect((await awaiting(cookie)).map((o) => o.uuid)).toEqual([mine.uuid]);
  });
});

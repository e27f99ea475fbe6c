import type {
  AdminOrder,
  BasketResponse,
  ContactDetail,
  FamilyCreditBalance,
  OrderResponse,
  ParentBookingsResponse,
  PaymentOrder,
} from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryAll, switchedInto, userIdOf } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, pendingOrder, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import {
  signInDemoPeople,
  signInNewParent,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const FAMILY = 'credit-family@example.com';
const PRICE = 2700;
const CREDIT_WORDS = '£27.00 is kept as credit with Little Legends Sports Club for a later booking.';
const MINUTE_MS = 60_000;

/**
 * Issue 21.4's third policy, "credit for a later booking": a parent's own cancel keeps the place's price as credit
 * with the club (once), and the family's next checkout spends it, in the one total everywhere.
 */
describe.each(testDrivers)('credit for a later booking on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let family: { cookie: string; kids: number[] };
  let familyId: number;

  const post = (url: string, body?: unknown, cookie = family.cookie) =>
    t.request({ method: 'POST', url, cookie, body });
  const get = async <T>(url: string, cookie = family.cookie) => {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const balance = async () => {
    const { data } = await get<{ data: FamilyCreditBalance[] }>('/api/v4/parent/credit');
    expect(data.length).toBeLessThanOrEqual(1);
    return data[0]?.balance ?? 0;
  };
  const ledger = () =>
    queryAll<{ amount: number; reason: string }>(
      t,
      sql`select amount, reason from family_credit where parent_user_id = ${familyId} order by id`,
    );
  const orderOf = (uuid: string) => get<OrderResponse>(`/api/orders/order/${uuid}`);
  const holdPlace = async (childId: number, pricePerTerm: number) => {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm });
    const add = await post('/api/v4/parent/basket/add', { type: 'term', childId, runId });
    expect(add.statusCode, add.body).toBe(200);
    return add.json() as BasketResponse;
  };
  /** A term place of the family's, paid with 4242, then cancelled by the parent: the booking as listed before. */
  async function paidThenCancelled(childId: number) {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: PRICE });
    const { uuid } = await pendingOrder(t, family.cookie, { childId, runId });
    const paid = await post('/rest/v1/payments/pay', {
      orderId: uuid,
      paymentMethodId: await cardMethod(t, family.cookie, TEST_CARDS.visa),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const list = await get<ParentBookingsResponse>('/api/v4/people/bookings/all/0/100');
    const booking = list.bookings.find((b) => b.orderUuid === uuid)!;
    const cancel = await post('/api/bookings/cancel', { bookingRef: booking.bookingRef });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.jobs.settled();
    return { uuid, booking };
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    family = await signInNewParent(t, FAMILY, 4);
    familyId = await userIdOf(t, FAMILY);
    const policy = await t.request({
      method: 'PUT',
      url: '/api/v4/client/booking-settings',
      cookie: cookies.organiser,
      body: { cancelDaysBefore: 0, cancellationRefund: 'credit', setupFeeAmount: 0, setupFeeMandatory: false },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    expect(policy.json().data.cancellationRefund).toBe('credit');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it("keeps a cancelled place's price as credit, once, says so before and after, and refunds nothing", async () => {
    const { uuid, booking } = await paidThenCancelled(family.kids[0]);
    expect(booking).toMatchObject({ refundOnCancel: false, creditOnCancel: PRICE });

    const mail = await t.latestMail(FAMILY);
    expect(mail?.subject).toMatch(/^Your cancellation with /);
    expect(mail?.text).toContain(`The place is given up for others to book.\n${CREDIT_WORDS}\n`);
    const intents = await queryAll<{ id: string }>(
      t,
      sql`select p.provider_intent_id as id from payments p join orders o on o.id = p.order_id where o.uuid = ${uuid}`,
    );
    const refunds = await sandboxObjects<{ payment_intent: string }>(t, 'refund');
    expect(refunds.filter((r) => intents.some((i) => i.id === r.payment_intent))).toEqual([]);
    expect(await balance()).toBe(PRICE);

    // The job run again (a retry) and a second cancel add nothing.
    await t.runJob('places-cancelled', {
      clubId: booking.clientId,
      orderIds: [],
      parentCancel: { bookingRef: booking.bookingRef },
    });
    expect((await post('/api/bookings/cancel', { bookingRef: booking.bookingRef })).statusCode).not.toBe(500);
    await t.app.jobs.settled();
    expect(await ledger()).toEqual([{ amount: PRICE, reason: 'cancelled-place' }]);
    expect(await balance()).toBe(PRICE);
  });

  it("shows staff with financial access the family's credit on the contact page, and others nothing", async () => {
    const contact = await get<ContactDetail>(`/api/v4/contacts/${familyId}`, cookies.organiser);
    expect(contact.credit).toBe(PRICE);
    const noFinance = await signInOrganiserWithoutFinance(t);
    expect((await get<ContactDetail>(`/api/v4/contacts/${familyId}`, noFinance)).credit).toBeNull();
  });

  it("spends none of it in a switched session (support acting as the parent): the family's own money", async () => {
    const support = await switchedInto(t, FAMILY);
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 1000 });
    const add = await post('/api/v4/parent/basket/add', { type: 'term', childId: family.kids[0], runId }, support);
    expect(add.statusCode, add.body).toBe(200);
    const basket = add.json() as BasketResponse;
    expect(basket).toMatchObject({ total: 1000, creditApplied: 0 });
    const body = { idempotencyKey: 'credit-switched', items: [basket.items[0].itemId] };
    const made = await post('/api/orders/order/create', body, support);
    expect(made.statusCode, made.body).toBe(200);
    const order = made.json() as OrderResponse;
    expect(order).toMatchObject({ creditApplied: 0, totalToPay: basket.totalToPay });
    expect(await balance()).toBe(PRICE);
    // The family gives that order up themselves.
    expect((await post(`/api/v4/parent/orders/${order.uuid}/cancel`)).statusCode).toBe(200);
    expect(await balance()).toBe(PRICE);
  });

  it('spends credit first at checkout: a credit covering the whole total books without a card', async () => {
    const basket = await holdPlace(family.kids[1], 2000);
    expect(basket).toMatchObject({ total: 2000, creditApplied: 2000, passingOnFee: 0, totalToPay: 0 });
    const booked = await post('/rest/v1/payments/book', { idempotencyKey: 'credit-book-now' });
    expect(booked.statusCode, booked.body).toBe(200);
    const order = await orderOf(booked.json().data.uuid);
    expect(order).toMatchObject({ status: 'completed', total: 2000, creditApplied: 2000, totalToPay: 0 });
    expect(await balance()).toBe(PRICE - 2000);
    const mail = await t.latestMail(FAMILY);
    expect(mail?.text).toContain('- Credit: -£20.00\n');
    expect(mail?.text).toContain('Total: £0.00');
  });

  it('takes part of a total off, the fee on the rest, on the payment page and the charge; a cancelled order gives it back', async () => {
    const basket = await holdPlace(family.kids[2], PRICE);
    const left = PRICE - 2000;
    expect(basket.creditApplied).toBe(left);
    expect(basket.totalToPay).toBe(2000 + basket.passingOnFee);
    const order = (
      await post('/api/orders/order/create', { idempotencyKey: 'credit-part', items: [basket.items[0].itemId] })
    ).json() as OrderResponse;
    expect(order).toMatchObject({ status: 'pending', creditApplied: left, totalToPay: basket.totalToPay });
    expect(await balance()).toBe(0);

    const page = (await get<{ data: PaymentOrder }>(`/api/payments/orders/${order.uuid}`)).data;
    expect(page).toMatchObject({ amount: PRICE, creditApplied: left, total: basket.totalToPay });
    expect(page.paymentRequest.displayItems).toContainEqual({ label: 'Credit', amount: -left });
    expect(page.paymentRequest.total.amount).toBe(basket.totalToPay);

    // Staff with financial access see the credit as its own line of the order, and the same total.
    const [{ id }] = await queryAll<{ id: number }>(t, sql`select id from orders where uuid = ${order.uuid}`);
    const staff = await get<AdminOrder>(`/api/v4/orders/order/${id}`, cookies.organiser);
    expect(staff).toMatchObject({ total: PRICE, creditApplied: left, totalToPay: basket.totalToPay });

    const cancelled = await post(`/api/v4/parent/orders/${order.uuid}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance()).toBe(left);
    // Cancelling again gives nothing back twice.
    expect((await post(`/api/v4/parent/orders/${order.uuid}/cancel`)).statusCode).toBe(200);
    expect(await balance()).toBe(left);
  });

  it('charges the card only what is left after credit, and an order whose time to pay ran out gives its credit back', async () => {
    const basket = await holdPlace(family.kids[3], PRICE);
    const left = PRICE - 2000;
    const order = (
      await post('/api/orders/order/create', { idempotencyKey: 'credit-card', items: [basket.items[0].itemId] })
    ).json() as OrderResponse;
    expect(order.creditApplied).toBe(left);
    const paid = await post('/rest/v1/payments/pay', {
      orderId: order.uuid,
      paymentMethodId: await cardMethod(t, family.cookie, TEST_CARDS.visa),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const intents = await sandboxObjects<{ amount: number; metadata: { orderUuid?: string } }>(t, 'payment_intent');
    expect(intents.find((i) => i.metadata.orderUuid === order.uuid)?.amount).toBe(order.totalToPay);
    expect((await orderOf(order.uuid)).status).toBe('completed');
    expect(await balance()).toBe(0);

    // Credit back from cancelling that place, then an order that spends it and is left unpaid past its deadline.
    const list = await get<ParentBookingsResponse>('/api/v4/people/bookings/all/0/100');
    const booking = list.bookings.find((b) => b.orderUuid === order.uuid)!;
    expect(booking.creditOnCancel).toBe(PRICE);
    expect((await post('/api/bookings/cancel', { bookingRef: booking.bookingRef })).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await balance()).toBe(PRICE);

    const next = await holdPlace(family.kids[3], 1500);
    const unpaid = (
      await post('/api/orders/order/create', { idempotencyKey: 'credit-lapse', items: [next.items[0].itemId] })
    ).json() as OrderResponse;
    expect(unpaid).toMatchObject({ status: 'pending', creditApplied: 1500, totalToPay: 0 });
    expect(await balance()).toBe(PRICE - 1500);
    // Its time to pay runs out (its holds expire) before its own hold-expiry run is due: the sweep queues the run.
    await t.db.execute(sql`update holds set expires_at = ${new Date(TEST_NOW.getTime() - MINUTE_MS).toISOString()}
      where order_id = (select id from orders where uuid = ${unpaid.uuid})`);
    await t.runJob('sweep-holds', {});
    await t.app.jobs.settled();
    expect((await orderOf(unpaid.uuid)).status).toBe('cancelled');
    expect(await balance()).toBe(PRICE);
  });
});

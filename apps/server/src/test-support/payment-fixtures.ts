import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { REFUND_EMAIL_DELAY_MS } from '../modules/payments/index.js';
import { queryAll, queryOne } from './accounts.js';
import { createRun } from './booking-fixtures.js';
import { childIdNamed } from './signed-in-people.js';
import type { TestApp } from './test-app.js';

let keys = 0;

/**
 * A pending order of one term place, made through the HTTP API as a parent does: into the basket,
 * then checkout. Answers its uuid and total.
 */
export async function pendingOrder(
  t: TestApp,
  cookie: string,
  place: { childId: number; runId: number },
  club = 'demo',
): Promise<OrderResponse> {
  const add = await t.request({
    club,
    method: 'POST',
    url: '/api/v4/parent/basket/add',
    cookie,
    body: { type: 'term', ...place },
  });
  expect(add.statusCode, add.body).toBe(200);
  const itemId = (add.json() as BasketResponse).items.at(-1)!.itemId;
  const order = await t.request({
    club,
    method: 'POST',
    url: '/api/orders/order/create',
    cookie,
    body: { idempotencyKey: `payment-order-${++keys}`, items: [itemId] },
  });
  expect(order.statusCode, order.body).toBe(200);
  return order.json();
}

/**
 * Earlier tests' orders stop holding places (their holds expire now): a family may keep only a few orders
 * waiting for payment (MAX_PENDING_ORDERS), and a test file paying many orders as one parent would reach it.
 */
export const releaseEarlierOrders = (t: TestApp) =>
  t.db.execute(sql`update holds set expires_at = ${t.clock.now().toISOString()} where order_id is not null`);

/** A card typed into the sandbox's card form: the PaymentMethod its stand-in for Stripe.js makes. */
export async function cardMethod(t: TestApp, cookie: string, number: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/sandbox/v1/payment_methods',
    cookie,
    body: { card: { number, exp_month: 12, exp_year: 2030, cvc: '123' }, billing_details: { name: 'Jo Parent' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

/** A card token from the sandbox's card form (the wallet's, or the basket's card form). */
export async function cardToken(t: TestApp, cookie: string, number: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/sandbox/v1/tokens',
    cookie,
    body: { card: { number, exp_month: 12, exp_year: 2030, cvc: '123' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

/** The sandbox's records of a kind (charges, payment intents…) as it keeps them, for what was charged. */
export async function sandboxObjects<T>(t: TestApp, kind: 'payment_intent' | 'charge' | 'refund'): Promise<T[]> {
  // The sandbox writes every change before a call answers: its table is what it knows.
  const rows = await queryAll<{ json: string }>(t, sql`select json from sandbox_records where key like ${`${kind}:%`}`);
  return rows.map((row) => (JSON.parse(row.json) as { object: T }).object);
}

/**
 * Remembers the sandbox's objects of a kind now; `added()` answers those made since. Its rows come
 * back in no set order (PostgreSQL moves updated rows), so "the last one" is found by id, never by place.
 */
export async function sandboxObjectsFrom<T extends { id: string }>(
  t: TestApp,
  kind: 'payment_intent' | 'charge' | 'refund',
) {
  const before = new Set((await sandboxObjects<{ id: string }>(t, kind)).map((object) => object.id));
  return { added: async () => (await sandboxObjects<T>(t, kind)).filter((object) => !before.has(object.id)) };
}

/** An order's status as stored (pending, completed, cancelled). */
export const orderStatusOf = async (t: TestApp, uuid: string): Promise<string> =>
  (await queryOne<{ status: string }>(t, sql`select status from orders where uuid = ${uuid}`)).status;

/** The confirmed bookings an order made. */
export const confirmedBookingsOf = (t: TestApp, uuid: string) =>
  queryAll<{ id: number }>(
    t,
    sql`select b.id from bookings b join orders o on o.id = b.order_id where o.uuid = ${uuid} and b.status = 'confirmed'`,
  );

/** Stripe's test cards the payment tests use (the sandbox honours them: docs/payments.md). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  threeDSecure: '4000002760003184',
  authenticatedThenDeclined: '4000008400001629',
  declined: '4000000000000002',
  chargeFails: '4000000000000341',
} as const;

/** The demo parent's pending order for Arjun's place on a new £27 run, and a test Visa to pay it with. */
export async function arjunsOrderToPay(t: TestApp, cookie: string) {
  const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
  const order = await pendingOrder(t, cookie, { childId: await childIdNamed(t, 'Arjun'), runId });
  return { order, paymentMethodId: await cardMethod(t, cookie, TEST_CARDS.visa) };
}

/**
 * Lets the refund emails queued so far go: each waits a few minutes for more refunds of its payment, so the test's
 * clock moves on past that wait (after the jobs running now, as a cancel's refund, have queued theirs) and they run.
 */
export async function sendRefundEmails(t: TestApp): Promise<void> {
  await t.app.jobs.settled();
  t.clock.advance(REFUND_EMAIL_DELAY_MS);
  await t.app.jobs.settled();
}

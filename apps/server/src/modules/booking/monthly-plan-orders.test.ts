import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { sandboxObjects } from '../../test-support/payment-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const MONTHLY = 3000;

describe.each(testDrivers)('orders of a run sold as a monthly plan on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let arjun: number;
  let key = 0;

  const post = (url: string, body: unknown) => t.request({ method: 'POST', url, cookie: parent, body });
  const add = async (runId: number): Promise<BasketResponse> => {
    const res = await post('/api/v4/parent/basket/add', { type: 'term', childId: arjun, runId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const order = (items: string[]) =>
    post('/api/orders/order/create', { idempotencyKey: `plan-order-${driver}-${++key}`, items });
  const bookingsOf = (runId: number) =>
    queryAll<{ status: string }>(t, sql`select status from bookings where run_id = ${runId}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
  });
  afterAll(() => t.close());

  it('lines the plan with its price a month and free days, and charges nothing for it at checkout', async () => {
    const { runId } = await createRun(t, {
      capacity: 5,
      pricePerTerm: 9900,
      monthlyPlan: { price: MONTHLY, trialDays: 14, billingDay: 5 },
    });
    const basket = await add(runId);
    const planLine = {
      type: 'plan',
      description: 'Booking Test Class – Monthly plan',
      runId,
      childId: arjun,
      amount: 0,
      payable: 0,
      // The billing day is kept with the line: the subscription is anchored to it (docs/club-admin.md).
      monthlyPlan: { price: MONTHLY, trialDays: 14, billingDay: 5 },
    };
    expect(basket.lines).toEqual([expect.objectContaining(planLine)]);
    expect(basket.total).toBe(0);
    const created = await order([basket.items.at(-1)!.itemId]);
    expect(created.statusCode, created.body).toBe(200);
    const { uuid, lines, total } = created.json() as OrderResponse;
    expect({ lines, total }).toEqual({ lines: [expect.objectContaining(planLine)], total: 0 });
    // As stored: the order page reads the same line back.
    const read = await t.request({ url: `/api/orders/order/${uuid}`, cookie: parent });
    expect(read.json().lines).toEqual([expect.objectContaining(planLine)]);
  });

  it('never books a plan with Book Now or a one-off payment: only subscribing does', async () => {
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: MONTHLY, trialDays: 0 } });
    const basket = await add(runId);
    const byBasket = await post('/rest/v1/payments/book', { idempotencyKey: `plan-book-${driver}` });
    expect(byBasket.statusCode, byBasket.body).toBe(409);
    expect(byBasket.json().error.message).toBe(messages.booking.subscribeForPlan);
    const { uuid } = (await order([basket.items.at(-1)!.itemId])).json() as OrderResponse;
    const byOrder = await post('/rest/v1/payments/book', { orderId: uuid });
    expect(byOrder.statusCode, byOrder.body).toBe(409);
    expect(byOrder.json().error.message).toBe(messages.booking.subscribeForPlan);
    const intentsBefore = (await sandboxObjects(t, 'payment_intent')).length;
    const paid = await post('/rest/v1/payments/pay', { orderId: uuid, paymentMethodId: 'pm_card_visa' });
    expect(paid.statusCode, paid.body).toBe(409);
    expect((await sandboxObjects(t, 'payment_intent')).length).toBe(intentsBefore);
    expect(await bookingsOf(runId)).toEqual([]);
  });

  it('refuses a plan ordered with anything else, naming the items, and orders nothing', async () => {
    const plan = await createRun(t, { capacity: 5, monthlyPlan: { price: MONTHLY, trialDays: 0 } });
    const term = await createRun(t, { capacity: 5 });
    await add(plan.runId);
    const basket = await add(term.runId);
    const ordersBefore = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from orders`);
    const res = await order(basket.items.map((item) => item.itemId));
    expect(res.statusCode, res.body).toBe(409);
    const message = messages.subscriptions.notOnlyPlans;
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message, issues: [{ path: 'body.items', message }] });
    expect(await queryOne<{ n: number }>(t, sql`select count(*)::int as n from orders`)).toEqual(ordersBefore);
  });
});

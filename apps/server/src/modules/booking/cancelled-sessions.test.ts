import type { BasketResponse, OrderResponse, RunSessionsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatDateTime } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '../../platform/payments/index.js';
import { queryOne } from '../../test-support/accounts.js';
import { RUNS } from '../../test-support/admin-schedule-fixtures.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import {
  cardMethod,
  confirmedBookingsOf,
  orderStatusOf,
  releaseEarlierOrders,
  sandboxObjects,
  TEST_CARDS,
} from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, signInNewParent, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const FAMILY = 'cancelled-session-family@example.com';
const LONDON = 'Europe/London';
const CLASS = 'Booking Test Class';
const said = messages.booking.sessionCancelled;

/**
 * A session the club cancels after a family chose a place on it: a trial of it in a basket is released; checkout,
 * Book Now and paying an order refuse a place priced with it; a payment already under way is given back; a term
 * place in a basket is priced without it.
 */
describe.each(testDrivers)('places on a session the club cancelled, on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let family: { cookie: string; kids: number[] };
  let keys = 0;

  const post = (url: string, body: unknown, cookie = family.cookie) => t.request({ method: 'POST', url, cookie, body });
  const basket = async () =>
    (await t.request({ url: '/api/v4/parent/basket', cookie: family.cookie })).json() as BasketResponse;
  const add = async (body: object) => {
    const res = await post('/api/v4/parent/basket/add', body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BasketResponse).items.at(-1)!;
  };
  const addTrial = (childId: number, run: { runId: number; sessionStarts: number[] }, session: number) =>
    add({ type: 'trial', childId, runId: run.runId, sessionStart: run.sessionStarts[session] });
  const payWith = async (uuid: string, card: string) =>
    post('/rest/v1/payments/pay', { orderId: uuid, paymentMethodId: await cardMethod(t, family.cookie, card) });
  const checkout = (itemIds: string[]) =>
    post('/api/orders/order/create', { idempotencyKey: `cancelled-session-${++keys}`, items: itemIds });
  const order = async (itemIds: string[]) => {
    const res = await checkout(itemIds);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderResponse;
  };
  /** The organiser cancels the session through its route; the job it queues runs. */
  const cancelSession = async (runId: number, startTime: number) => {
    const listed = await t.request({ url: `${RUNS}/${runId}/sessions`, cookie: cookies.organiser });
    const { sessionId } = (listed.json() as RunSessionsResponse).sessions.find((s) => s.startTime === startTime)!;
    const res = await t.request({
      method: 'POST',
      url: `${RUNS}/${runId}/sessions/${sessionId}/cancel`,
      cookie: cookies.organiser,
      body: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
  };
  /** Marked cancelled in the table alone: the moment between the cancel and its job (a race, or a job yet to run). */
  const markCancelled = (runId: number, startTime: number) =>
    t.db.execute(sql`update run_sessions set cancelled_at = ${TEST_NOW.toISOString()}
      where run_id = ${runId} and starts_at = to_timestamp(${startTime})`);
  const intentsOf = async (uuid: string) =>
    (await sandboxObjects<PaymentIntent>(t, 'payment_intent')).filter((i) => i.metadata.orderUuid === uuid);
  const when = (startTime: number) => formatDateTime(startTime, LONDON);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    family = await signInNewParent(t, FAMILY, 2);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await releaseEarlierOrders(t);
    await t.db.execute(sql`delete from holds where order_id is null`);
  });

  it("releases a trial of the session held in a basket; the basket's other places stay, a term priced without it", async () => {
    const run = await createRun(t, { capacity: 5, pricePerTerm: 0, pricePerSession: 1000, trialPrice: 500 });
    await addTrial(family.kids[0], run, 1);
    const other = await addTrial(family.kids[1], run, 2);
    await cancelSession(run.runId, run.sessionStarts[1]);

    const after = await basket();
    expect(after.items.map((i) => i.itemId)).toEqual([other.itemId]);
    const held = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from holds where run_id = ${run.runId}`,
    );
    expect(held.n).toBe(1);
    const term = await add({ type: 'term', childId: family.kids[0], runId: run.runId });
    expect(term.amount).toBe(2000);
    expect((await basket()).lines.find((l) => l.type === 'term')?.sessions).toEqual({ charged: 2, total: 2 });
  });

  it('refuses at checkout a trial whose session was cancelled while it waited in the basket: 409 naming the item', async () => {
    const run = await createRun(t, { capacity: 5, trialPrice: 500 });
    const term = await add({ type: 'term', childId: family.kids[1], runId: run.runId });
    const trial = await addTrial(family.kids[0], run, 1);
    await markCancelled(run.runId, run.sessionStarts[1]);

    const res = await checkout([term.itemId, trial.itemId]);
    expect(res.statusCode, res.body).toBe(409);
    const message = said.basket(CLASS, when(run.sessionStarts[1]));
    expect(res.json().error).toEqual({
      code: 'SESSION_CANCELLED',
      message,
      issues: [{ path: 'body.items.1', message }],
    });
    // Book Now of the whole basket is refused the same way, and nothing is ordered.
    const now = await post('/rest/v1/payments/book', { idempotencyKey: `cancelled-session-${++keys}` });
    expect(now.statusCode, now.body).toBe(409);
    expect(now.json().error.code).toBe('SESSION_CANCELLED');
    const orders = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from order_lines where run_id = ${run.runId}`,
    );
    expect(orders.n).toBe(0);
  });

  it('refuses to pay an order priced with a session cancelled since: nothing charged; cancelled, it is booked again for less', async () => {
    const run = await createRun(t, { capacity: 5, pricePerTerm: 0, pricePerSession: 1000 });
    const term = await add({ type: 'term', childId: family.kids[0], runId: run.runId });
    const unpaid = await order([term.itemId]);
    expect(unpaid.total).toBe(3000);
    await cancelSession(run.runId, run.sessionStarts[1]);

    const paid = await payWith(unpaid.uuid, TEST_CARDS.visa);
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json().error).toEqual({
      code: 'SESSION_CANCELLED',
      message: said.order(CLASS, when(run.sessionStarts[1])),
    });
    expect(await intentsOf(unpaid.uuid)).toEqual([]);
    expect(await orderStatusOf(t, unpaid.uuid)).toBe('pending');

    // The parent cancels it and books again: the new order leaves the cancelled session out.
    expect((await post(`/api/v4/parent/orders/${unpaid.uuid}/cancel`, {})).statusCode).toBe(200);
    const again = await order([(await add({ type: 'term', childId: family.kids[0], runId: run.runId })).itemId]);
    expect(again.total).toBe(2000);
    const paidAgain = await payWith(again.uuid, TEST_CARDS.visa);
    expect(paidAgain.statusCode, paidAgain.body).toBe(200);
  });

  it('refuses Book Now of a free trial ordered before its session was cancelled', async () => {
    const run = await createRun(t, { capacity: 5, trialPrice: 0 });
    const trial = await addTrial(family.kids[0], run, 0);
    const free = await order([trial.itemId]);
    expect(free.total).toBe(0);
    await cancelSession(run.runId, run.sessionStarts[0]);

    const res = await post('/rest/v1/payments/book', { orderId: free.uuid });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toEqual({
      code: 'SESSION_CANCELLED',
      message: said.order(CLASS, when(run.sessionStarts[0])),
    });
    expect(await confirmedBookingsOf(t, free.uuid)).toHaveLength(0);
  });

  it('gives back a payment that succeeds after the session was cancelled (3-D Secure): the order is not booked', async () => {
    const run = await createRun(t, { capacity: 5, trialPrice: 500 });
    const trial = await addTrial(family.kids[1], run, 2);
    const unpaid = await order([trial.itemId]);
    const started = await payWith(unpaid.uuid, TEST_CARDS.threeDSecure);
    expect(started.json().data.status, started.body).toBe('requires_action');
    const { paymentIntentId } = started.json().data as { paymentIntentId: string };
    await cancelSession(run.runId, run.sessionStarts[2]);

    const dialog = await post(`/sandbox/v1/intents/${paymentIntentId}/authenticate`, { result: 'complete' });
    expect(dialog.statusCode, dialog.body).toBe(200);
    const done = await post('/rest/v1/payments/post-pay', { orderId: unpaid.uuid, paymentIntentId });
    expect(done.statusCode, done.body).toBe(409);
    expect(done.json().error.code).toBe('HOLD_EXPIRED');
    expect(await orderStatusOf(t, unpaid.uuid)).toBe('cancelled');
    expect(await confirmedBookingsOf(t, unpaid.uuid)).toHaveLength(0);
    const refunds = (await sandboxObjects<{ payment_intent: string; amount: number }>(t, 'refund')).filter(
      (r) => r.payment_intent === paymentIntentId,
    );
    expect(refunds).toHaveLength(1);
  });

  it('prices a part-term place without the cancelled session: both its sessions left and the term’s', async () => {
    const run = await createRun(t, { capacity: 5, pricePerTerm: 3000, pricePerSession: 0, sessions: 4 });
    await cancelSession(run.runId, run.sessionStarts[3]);
    const full = await add({ type: 'term', childId: family.kids[0], runId: run.runId });
    expect(full.amount).toBe(3000);
    expect((await basket()).lines[0].sessions).toEqual({ charged: 3, total: 3 });

    // Once the first session has started: 2 of the 3 sessions that happen are left, 3000 × 2 / 3.
    t.clock.set(new Date((run.sessionStarts[0] + 60) * 1000));
    family.cookie = await t.signIn('demo', FAMILY);
    await t.db.execute(sql`delete from holds where order_id is null`);
    const part = await add({ type: 'term', childId: family.kids[0], runId: run.runId });
    expect(part.amount).toBe(2000);
    expect((await basket()).lines[0].sessions).toEqual({ charged: 2, total: 3 });
  });
});

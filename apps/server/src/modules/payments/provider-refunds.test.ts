import { messages } from '@clubroom/domain/messages';
import type { AdminOrder } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { CLUBROOM_REFUND_KEY } from './record-refund.js';
import { arjunsOrderToPay, sendRefundEmails } from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** 2700 and demo's passing-on fee. */
const CHARGED = 2842;
/** Demo's connected account in the sandbox: where its club's dashboard refunds are made. */
const DEMO_ACCOUNT = { stripeAccount: 'acct_sandbox_demo' };
const REASON = messages.paymentOutcomes.providerRefundReason;

describe.each(testDrivers)('refunds made at the provider on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let organiser: string;

  const post = (url: string, body: unknown, cookie: string) =>
    t.request({ club: 'demo', method: 'POST', url, cookie, body });
  const staffView = async (orderId: number) => {
    const res = await t.request({ club: 'demo', url: `/api/v4/orders/order/${orderId}`, cookie: organiser });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminOrder;
  };
  /** A refund made at the club's dashboard: the provider's own, with none of Clubroom's metadata; its events settled. */
  const dashboardRefund = async (intentId: string, amount: number) => {
    await t.app.payments.refunds.create({ payment_intent: intentId, amount }, DEMO_ACCOUNT);
    await t.app.jobs.settled();
  };
  /** The demo parent's paid order of one place: its id and its payment's intent. */
  const paidOrder = async () => {
    const { order, paymentMethodId } = await arjunsOrderToPay(t, parent);
    const paid = await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId }, parent);
    expect(paid.statusCode, paid.body).toBe(200);
    return queryOne<{ orderId: number; intentId: string }>(
      t,
      sql`select o.id as "orderId", p.provider_intent_id as "intentId"
          from orders o join payments p on p.order_id = o.id where o.uuid = ${order.uuid}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    organiser = await t.signIn('demo', DEMO.organiser);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('records each on the order once, counts it in what is left to refund, and emails the parent', async () => {
    const { orderId, intentId } = await paidOrder();
    await dashboardRefund(intentId, 1000);
    t.clock.advance(60_000);
    await dashboardRefund(intentId, 500); // the second charge.refunded lists the first again: recorded once
    const view = await staffView(orderId);
    expect(view.refunds.map(({ amount, reason }) => ({ amount, reason }))).toEqual([
      { amount: 1000, reason: REASON },
      { amount: 500, reason: REASON },
    ]);
    expect(view).toMatchObject({ refunded: 1500, refundable: CHARGED - 1500 });

    await sendRefundEmails(t);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toMatch(/^Your refund from /);
    expect(mail?.text).toContain('£15.00');
    expect(mail?.text).toContain(REASON);
  });

  it("leaves Clubroom's own refunds to the request that made them, and refuses more than the dashboard left", async () => {
    const { orderId, intentId } = await paidOrder();
    await dashboardRefund(intentId, 2000);
    const staffRefund = (amount: number, idempotencyKey: string) =>
      post(`/api/v4/orders/order/${orderId}/refund`, { amount, reason: 'Goodwill', idempotencyKey }, organiser);

    const tooMuch = await staffRefund(CHARGED - 1000, 'provider-refunds-too-much');
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().error.message).toMatch(/amount: .* to 842, what is left/);

    // The staff's refund reached the provider, and the server died before recording it; the event came meanwhile.
    const key = 'provider-refunds-the-rest';
    const providerKey = `order-${orderId}-refund-${key}`; // as the refund route scopes the staff's key to the order
    await t.app.payments.refunds.create(
      {
        payment_intent: intentId,
        amount: CHARGED - 2000,
        reason: 'requested_by_customer',
        refund_application_fee: true,
        metadata: { reason: 'Goodwill', [CLUBROOM_REFUND_KEY]: providerKey },
      },
      { ...DEMO_ACCOUNT, idempotencyKey: providerKey },
    );
    await t.app.jobs.settled();
    const rows = () =>
      queryAll<{ amount: number; reason: string }>(
        t,
        sql`select amount, reason from refunds
            where payment_id = (select id from payments where order_id = ${orderId}) order by id`,
      );
    expect(await rows()).toEqual([{ amount: 2000, reason: REASON }]);

    // The staff's retry under its key gets the provider's same refund and records it, with the staff's reason.
    const retried = await staffRefund(CHARGED - 2000, key);
    expect(retried.statusCode, retried.body).toBe(200);
    await t.app.jobs.settled();
    expect(await rows()).toEqual([
      { amount: 2000, reason: REASON },
      { amount: CHARGED - 2000, reason: 'Goodwill' },
    ]);
    expect(await staffView(orderId)).toMatchObject({ refunded: CHARGED, refundable: 0 });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSandboxProvider, type ProviderEvent, type SandboxPaymentProvider } from '../../platform/payments/index.js';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, orderStatusOf, pendingOrder } from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const WEBHOOK = '/api/payments/webhook';
const ACCOUNT = { stripeAccount: 'acct_sandbox_demo' };
const THREE_D_SECURE = '4000002760003184';

/** An event as the provider would send it about a PaymentIntent. */
const eventAbout = (id: string, intentId: string): ProviderEvent =>
  ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-02-24.acacia',
    created: Math.floor(TEST_NOW.getTime() / 1000),
    livemode: false,
    account: ACCOUNT.stripeAccount,
    data: { object: { id: intentId, object: 'payment_intent' } },
    request: { id: null, idempotency_key: null },
  }) as ProviderEvent;

const sandboxOf = (t: TestApp): SandboxPaymentProvider => {
  if (!isSandboxProvider(t.app.payments)) throw new Error('these tests need the sandbox');
  return t.app.payments;
};

/** Posts a delivery as the provider does: the raw body, its signature, from no page of ours. */
const deliver = (t: TestApp, payload: string, signature?: string) =>
  t.request({
    club: null,
    method: 'POST',
    url: WEBHOOK,
    origin: null,
    body: payload,
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
  });

describe.each(testDrivers)('payment webhooks on %s', (driver) => {
  let t: TestApp;
  let parent: string;

  const recorded = (eventId: string) =>
    queryAll<{ type: string }>(t, sql`select type from processed_webhook_events where event_id = ${eventId}`);
  const settleJobsFor = async (eventId: string) =>
    (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from pgboss.job where name = 'payment-event' and data->>'eventId' = ${eventId}`,
      )
    ).n;
  /** A pending order whose payment waits for 3-D Secure: the intent's id. */
  const awaitingAuthentication = async (app: TestApp, cookie: string) => {
    const { runId } = await createRun(app, { capacity: 5, pricePerTerm: 2700 });
    const child = await queryOne<{ id: number }>(app, sql`select id from children where first_name = 'Arjun'`);
    const order = await pendingOrder(app, cookie, { childId: child.id, runId });
    const res = await app.request({
      method: 'POST',
      url: '/rest/v1/payments/pay',
      cookie,
      body: { orderId: order.uuid, paymentMethodId: await cardMethod(app, cookie, THREE_D_SECURE) },
    });
    expect(res.json().data.status).toBe('requires_action');
    return { uuid: order.uuid, intentId: res.json().data.paymentIntentId as string };
  };
  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('refuses a forged, altered or unsigned delivery (400), recording nothing', async () => {
    const { payload, signature } = sandboxOf(t).sandbox.signedWebhook(eventAbout('evt_forged', 'pi_nothing'));
    const forged = signature.replace(/v1=[0-9a-f]/, (v) => (v.endsWith('0') ? 'v1=1' : 'v1=0'));
    const answers = [
      await deliver(t, payload, forged),
      await deliver(t, payload.replace('pi_nothing', 'pi_somethin'), signature),
      await deliver(t, payload),
      await t.request({
        club: null,
        method: 'POST',
        url: WEBHOOK,
        origin: null,
        headers: { 'stripe-signature': signature },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0].json().error.code).toBe('BAD_REQUEST');
    expect(await recorded('evt_forged')).toEqual([]);
  });

  it('refuses a delivery replayed after its signature is more than five minutes old', async () => {
    const { payload, signature } = sandboxOf(t).sandbox.signedWebhook(eventAbout('evt_replayed', 'pi_nothing'));
    t.clock.advance(6 * 60_000);
    expect((await deliver(t, payload, signature)).statusCode).toBe(400);
    expect(await recorded('evt_replayed')).toEqual([]);
  });

  it('processes the same event delivered twice once', async () => {
    const { payload, signature } = sandboxOf(t).sandbox.signedWebhook(eventAbout('evt_twice', 'pi_nothing'));
    for (const _ of [1, 2]) {
      const res = await deliver(t, payload, signature);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await recorded('evt_twice')).toEqual([{ type: 'payment_intent.succeeded' }]);
    expect(await settleJobsFor('evt_twice')).toBe(1);
  });

  it("completes the order from the provider's event alone, with no post-pay from the browser", async () => {
    const { uuid, intentId } = await awaitingAuthentication(t, parent);
    // The bank's check completed in the browser (Stripe.js), and the tab closed: only the event arrives.
    await sandboxOf(t).sandbox.completeAuthentication(intentId, ACCOUNT);
    await t.app.jobs.settled();
    expect(await orderStatusOf(t, uuid)).toBe('completed');
    expect((await t.latestMail(DEMO.parent))?.subject).toMatch(/is confirmed$/);
  });

  it('reconciliation settles a payment whose event was never handled', async () => {
    const lost = await createTestApp(driver);
    try {
      const cookie = await lost.signIn('demo', DEMO.parent);
      const { uuid, intentId } = await awaitingAuthentication(lost, cookie);
      await lost.app.jobs.stop(); // nobody handles the event the payment causes
      await sandboxOf(lost).sandbox.completeAuthentication(intentId, ACCOUNT);
      expect(await orderStatusOf(lost, uuid)).toBe('pending');
      // Settled only once it has been quiet for a minute (an answer may still be on its way).
      await lost.runJob('reconcile-payments', {});
      expect(await orderStatusOf(lost, uuid)).toBe('pending');
      lost.clock.advance(2 * 60_000);
      await lost.runJob('reconcile-payments', {});
      expect(await orderStatusOf(lost, uuid)).toBe('completed');
    } finally {
      await lost.close();
    }
  });
});

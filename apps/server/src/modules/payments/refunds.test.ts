import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Charge, Refund } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import {
  cardMethod,
  orderStatusOf,
  pendingOrder,
  sandboxObjects,
  sendRefundEmails,
} from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { findClubBySubdomain } from '../clubs/index.js';
import { paymentsDeps } from './index.js';
import { refundPayment } from './refund-payment.js';

const POST_PAY = '/rest/v1/payments/post-pay';
/** The pending order's places are held for 60 minutes. */
const PAST_THE_HOLD_MS = 61 * 60_000;
/** 2700 and demo's passing-on fee. */
const CHARGED = 2842;

describe.each(testDrivers)('refunds on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let other: string;
  let arjun: number;
  let otherChild: number;

  const post = (url: string, body: unknown, cookie = parent) => t.request({ method: 'POST', url, cookie, body });
  const orderStatus = (uuid: string) => orderStatusOf(t, uuid);
  const chargeOf = async (intentId: string) =>
    (await sandboxObjects<Charge>(t, 'charge')).find((c) => c.payment_intent === intentId);
  /** An order of one place of the run, its payment waiting for 3-D Secure. */
  const awaitingAuthentication = async (runId: number) => {
    const order = await pendingOrder(t, parent, { childId: arjun, runId });
    const paymentMethodId = await cardMethod(t, parent, '4000002760003184');
    const { data } = (await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId })).json();
    expect(data.status).toBe('requires_action');
    return { uuid: order.uuid, intentId: data.paymentIntentId as string };
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    await createPerson(t, { email: 'refund-rival@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    other = await t.signIn('demo', 'refund-rival@example.com');
    [otherChild] = await createChildren(t, 'refund-rival@example.com', 1);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('a place taken while the parent paid: the payment is refunded, the parent emailed, the order given up', async () => {
    const { runId } = await createRun(t, { capacity: 1, pricePerTerm: 2700 });
    const { uuid, intentId } = await awaitingAuthentication(runId);
    // The parent is slow at the bank's check: the order's hold lapses, and another family takes the place.
    t.clock.advance(PAST_THE_HOLD_MS);
    const taken = await post('/api/v4/parent/basket/add', { type: 'term', childId: otherChild, runId }, other);
    expect(taken.statusCode, taken.body).toBe(200);

    expect((await post(`/sandbox/v1/intents/${intentId}/authenticate`, { result: 'complete' })).statusCode).toBe(200);
    const res = await post(POST_PAY, { orderId: uuid, paymentIntentId: intentId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'HOLD_EXPIRED',
      message: expect.stringContaining('refunded £28.42'),
    });
    expect(await orderStatus(uuid)).toBe('cancelled');
    expect(await queryAll(t, sql`select id from bookings where run_id = ${runId}`)).toEqual([]);
    expect(await chargeOf(intentId)).toMatchObject({ amount: CHARGED, amount_refunded: CHARGED, refunded: true });
    const refunds = await queryAll<{ amount: number }>(
      t,
      sql`select r.amount from refunds r join payments p on p.id = r.payment_id where p.provider_intent_id = ${intentId}`,
    );
    expect(refunds).toEqual([{ amount: CHARGED }]);
    await sendRefundEmails(t);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toMatch(/^Your refund from /);
    expect(mail?.text).toContain('£28.42');
    expect(mail?.text).toContain(`/order/${uuid}`);
    // Settling again (the browser's retry, a late event) refunds nothing more.
    expect((await post(POST_PAY, { orderId: uuid, paymentIntentId: intentId })).statusCode).toBe(409);
    expect((await sandboxObjects<Refund>(t, 'refund')).filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('holds that lapsed while the parent paid, their places still free: the payment books them', async () => {
    const { runId } = await createRun(t, { capacity: 2, pricePerTerm: 2700 });
    const { uuid, intentId } = await awaitingAuthentication(runId);
    t.clock.advance(PAST_THE_HOLD_MS);
    expect((await post(`/sandbox/v1/intents/${intentId}/authenticate`, { result: 'complete' })).statusCode).toBe(200);
    const res = await post(POST_PAY, { orderId: uuid, paymentIntentId: intentId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(uuid)).toBe('completed');
    expect(await queryAll(t, sql`select id from bookings where run_id = ${runId}`)).toHaveLength(1);
    expect((await chargeOf(intentId))?.amount_refunded).toBe(0);
  });

  describe('refundPayment', () => {
    it('refunds part, then the rest, never more than was paid; asking again with a key refunds once', async () => {
      const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
      const order = await pendingOrder(t, parent, { childId: arjun, runId });
      const paymentMethodId = await cardMethod(t, parent, '4242424242424242');
      expect((await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId })).statusCode).toBe(200);

      const deps = paymentsDeps({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        database: t.testDb.database,
        db: t.db,
        clock: t.clock.now,
        jobs: t.app.jobs,
        mailer: t.app.mailer,
        sms: t.app.sms,
        payments: t.app.payments,
        log: t.app.log,
      });
      const club = (await findClubBySubdomain(t)('demo')) as ResolvedClub;
      const { intent } = await queryOne<{ intent: string }>(
        t,
        sql`select p.provider_intent_id as intent from payments p join orders o on o.id = p.order_id
            where o.uuid = ${order.uuid}`,
      );
      const row = (await deps.repo.paymentOfIntent(intent))!;
      const refund = (amount: number | undefined, idempotencyKey: string) =>
        refundPayment(deps, club, row, {
          amount,
          reason: 'A session was cancelled',
          idempotencyKey,
          orderUuid: order.uuid,
        });

      expect(await refund(1000, 'part-1')).toMatchObject({ amount: 1000 });
      expect(await refund(1000, 'part-1')).toMatchObject({ amount: 1000 });
      await expect(refund(CHARGED, 'too-much')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await refund(undefined, 'the-rest')).toMatchObject({ amount: CHARGED - 1000 });
      await expect(refund(1, 'nothing-left')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

      const atProvider = (await sandboxObjects<Refund>(t, 'refund')).filter(
        (r) => r.payment_intent === row.providerIntentId,
      );
      expect(atProvider.map((r) => r.amount).sort((a, b) => a - b)).toEqual(
        [1000, CHARGED - 1000].sort((a, b) => a - b),
      );
      await sendRefundEmails(t);
      const mail = await t.latestMail(DEMO.parent);
      expect(mail?.subject).toMatch(/^Your refund from /);
      // Its reason, alone ('Why: …') or listed with the other refund when both were made before its email went.
      expect(mail?.text).toMatch(/(Why: |- £\d+\.\d\d: )A session was cancelled/);
    });
  });
});

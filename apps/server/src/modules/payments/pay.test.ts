import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Charge, PaymentIntent } from '../../platform/payments/index.js';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import {
  cardMethod,
  cardToken,
  confirmedBookingsOf,
  orderStatusOf,
  pendingOrder,
  releaseEarlierOrders,
  sandboxObjects,
  TEST_CARDS,
} from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PAY = '/rest/v1/payments/pay';
const POST_PAY = '/rest/v1/payments/post-pay';
const PAY_BASKET = '/api/v4/parent/payments/pay';
/** A term of 2700 with demo's fees passed on: 4.5 % (121.5p, rounded half up) + 20p; the platform's 3 % is 81p. */
const TOTAL = 2700;
/** The error catalogue's words for what the provider answered (issue 21.3): never the provider's own text. */
const WORDS = messages.paymentOutcomes.providerOutcomes;
const FEE = 142;
const APPLICATION_FEE = 81;

describe.each(testDrivers)('paying an order on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let snoop: string;
  let arjun: number;

  const post = (url: string, body: unknown, cookie = parent) => t.request({ method: 'POST', url, cookie, body });
  const orderStatus = (uuid: string) => orderStatusOf(t, uuid);
  const bookingsOf = (uuid: string) => confirmedBookingsOf(t, uuid);
  const chargesOf = async (intentId: string) =>
    (await sandboxObjects<Charge>(t, 'charge')).filter((c) => c.payment_intent === intentId);
  const intentOfOrder = async (uuid: string) =>
    (await sandboxObjects<PaymentIntent>(t, 'payment_intent')).filter((i) => i.metadata.orderUuid === uuid);
  const newOrder = async () => {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: TOTAL });
    return (await pendingOrder(t, parent, { childId: arjun, runId })).uuid;
  };
  const payWith = async (uuid: string, number: string, extra: object = {}) =>
    post(PAY, { orderId: uuid, paymentMethodId: await cardMethod(t, parent, number), ...extra });
  const authenticate = (intentId: string, result: 'complete' | 'fail') =>
    post(`/sandbox/v1/intents/${intentId}/authenticate`, { result });

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    await createPerson(t, { email: 'payment-snoop@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    snoop = await t.signIn('demo', 'payment-snoop@example.com');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await releaseEarlierOrders(t);
  });

  it("shows the payment page's order: the fee passed on, the wallet's request, the provider", async () => {
    const uuid = await newOrder();
    const res = await t.request({ url: `/api/payments/orders/${uuid}`, cookie: parent });
    expect(res.statusCode, res.body).toBe(200);
    const order: PaymentOrder = res.json().data;
    expect(order).toMatchObject({
      orderId: uuid,
      uuid,
      status: 'pending',
      amount: TOTAL,
      passingOnFee: FEE,
      total: TOTAL + FEE,
      currency: 'GBP',
      subdomain: 'demo',
      absorbCharges: 0,
      includesSubscription: false,
      parentHasSubscription: false,
      hasSubscriptionBookings: '0',
      provider: { name: 'sandbox', publishableKey: null, connectedAccountId: 'acct_sandbox_demo' },
      currentPlan: null,
    });
    expect(order.paymentRequest).toEqual({
      country: 'GB',
      currency: 'gbp',
      total: { label: `Order for ${order.clubName}`, amount: TOTAL + FEE },
      displayItems: [
        { label: 'Booking Test Class – Term', amount: TOTAL },
        { label: 'Platform fee', amount: FEE },
      ],
    });
  });

  it('4242 pays the order with the fee, the platform taking its share, and completes it (email queued)', async () => {
    const uuid = await newOrder();
    const res = await payWith(uuid, TEST_CARDS.visa);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'succeeded', clientSecret: null });
    expect(await orderStatus(uuid)).toBe('completed');
    expect(await bookingsOf(uuid)).toHaveLength(1);
    const [charge] = await chargesOf(data.paymentIntentId);
    expect(charge).toMatchObject({ amount: TOTAL + FEE, application_fee_amount: APPLICATION_FEE });
    expect((await t.latestMail(DEMO.parent))?.subject).toMatch(/is confirmed$/);
    // Post-pay after it: the same answer, nothing more.
    const again = await post(POST_PAY, { orderId: uuid, paymentIntentId: data.paymentIntentId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ data: { uuid, status: 'completed' } });
    // A paid order is not paid again.
    const twice = await payWith(uuid, TEST_CARDS.visa);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This order has already been paid.');
    expect(await chargesOf(data.paymentIntentId)).toHaveLength(1);
  });

  it('3184 asks for 3-D Secure; Complete in the dialog, then post-pay completes the order', async () => {
    const uuid = await newOrder();
    const res = await payWith(uuid, TEST_CARDS.threeDSecure);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    expect(await orderStatus(uuid)).toBe('pending');
    const early = await post(POST_PAY, { orderId: uuid, paymentIntentId: data.paymentIntentId });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_REQUIRES_ACTION');
    // Paying another way while the bank's check is open is refused: it would be a second attempt.
    expect((await payWith(uuid, TEST_CARDS.visa)).statusCode).toBe(409);

    const dialog = await authenticate(data.paymentIntentId, 'complete');
    expect(dialog.statusCode, dialog.body).toBe(200);
    expect(dialog.json()).toMatchObject({ id: data.paymentIntentId, object: 'payment_intent', status: 'succeeded' });
    const done = await post(POST_PAY, { orderId: uuid, paymentIntentId: data.paymentIntentId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { uuid, status: 'completed' } });
    expect(await bookingsOf(uuid)).toHaveLength(1);
    expect(await chargesOf(data.paymentIntentId)).toHaveLength(1);
  });

  it('1629 authenticates, then the bank declines: post-pay 402 and the order waits; another card pays', async () => {
    const uuid = await newOrder();
    const { data } = (await payWith(uuid, TEST_CARDS.authenticatedThenDeclined)).json();
    expect(data.status).toBe('requires_action');
    expect((await authenticate(data.paymentIntentId, 'complete')).json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const res = await post(POST_PAY, { orderId: uuid, paymentIntentId: data.paymentIntentId });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({ code: 'PAYMENT_FAILED', message: WORDS.declined });
    expect(await orderStatus(uuid)).toBe('pending');
    expect(await chargesOf(data.paymentIntentId)).toEqual([]);

    const paid = await payWith(uuid, TEST_CARDS.visa);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'succeeded', paymentIntentId: data.paymentIntentId });
    expect(await orderStatus(uuid)).toBe('completed');
  });

  it('3-D Secure failed in the dialog: the card is declined, and the same card can be tried again', async () => {
    const uuid = await newOrder();
    const method = await cardMethod(t, parent, TEST_CARDS.threeDSecure);
    const first = (await post(PAY, { orderId: uuid, paymentMethodId: method })).json().data;
    expect((await authenticate(first.paymentIntentId, 'fail')).json().status).toBe('requires_payment_method');
    // Post-pay says so in the catalogue's words, not the provider's ('The provided PaymentMethod has failed…').
    const told = await post(POST_PAY, { orderId: uuid, paymentIntentId: first.paymentIntentId });
    expect(told.statusCode).toBe(402);
    expect(told.json().error).toEqual({ code: 'PAYMENT_FAILED', message: WORDS.authenticationFailed });
    const again = await post(PAY, { orderId: uuid, paymentMethodId: method });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe('requires_action');
  });

  it("0002 is declined: 402 with the bank's words, nothing charged, the order still pending", async () => {
    const uuid = await newOrder();
    const res = await payWith(uuid, TEST_CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({ code: 'PAYMENT_FAILED', message: WORDS.declined });
    expect(await orderStatus(uuid)).toBe('pending');
    const [intent] = await intentOfOrder(uuid);
    expect(intent.status).toBe('requires_payment_method');
    expect(await chargesOf(intent.id)).toEqual([]);
  });

  it('two payments of one order at once charge it once', async () => {
    const uuid = await newOrder();
    const [a, b] = await Promise.all([cardMethod(t, parent, TEST_CARDS.visa), cardMethod(t, parent, TEST_CARDS.visa)]);
    const sameCard = await Promise.all(
      [a, a, b].map((paymentMethodId) => post(PAY, { orderId: uuid, paymentMethodId })),
    );
    for (const res of sameCard) expect([200, 409], res.body).toContain(res.statusCode);
    expect(sameCard.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
    const intents = await intentOfOrder(uuid);
    expect(intents).toHaveLength(1);
    expect(await chargesOf(intents[0].id)).toHaveLength(1);
    expect(await bookingsOf(uuid)).toHaveLength(1);
    expect(await orderStatus(uuid)).toBe('completed');
  });

  it("another parent's order is not found, and nothing is charged", async () => {
    const uuid = await newOrder();
    const method = await cardMethod(t, snoop, TEST_CARDS.visa);
    const token = await cardToken(t, snoop, TEST_CARDS.visa);
    const answers = [
      await t.request({ url: `/api/payments/orders/${uuid}`, cookie: snoop }),
      await post(PAY, { orderId: uuid, paymentMethodId: method }, snoop),
      await post(POST_PAY, { orderId: uuid, paymentIntentId: 'pi_anything' }, snoop),
      await post(PAY_BASKET, { orderId: uuid, stripeToken: token, rememberCard: 0 }, snoop),
      await post(
        `/api/v4/parent/payments/${uuid}/pay/${token}`,
        { stripeToken: token, rememberCard: 0, uniqueIdempotencyKey: uuid },
        snoop,
      ),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await intentOfOrder(uuid)).toEqual([]);
  });

  it("an unknown card, or another parent's saved card, is refused naming the field; nothing charged", async () => {
    const uuid = await newOrder();
    const unknown = await post(PAY, { orderId: uuid, paymentMethodId: 'pm_nothing_here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues).toEqual([{ path: 'body.paymentMethodId', message: expect.any(String) }]);

    // The snoop pays an order of their own, remembering the card; the parent may not use it.
    const [child] = await createChildren(t, 'payment-snoop@example.com', 1);
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: TOTAL });
    const own = await pendingOrder(t, snoop, { childId: child, runId });
    const method = await cardMethod(t, snoop, TEST_CARDS.visa);
    expect((await post(PAY, { orderId: own.uuid, paymentMethodId: method, rememberCard: 1 }, snoop)).statusCode).toBe(
      200,
    );
    const theirs = await post(PAY_BASKET, { orderId: uuid, savedCard: method, rememberCard: 0 });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.issues[0].path).toBe('body.savedCard');
    expect(await chargesOf((await intentOfOrder(uuid))[0]?.id ?? 'none')).toEqual([]);
    expect(await orderStatus(uuid)).toBe('pending');
  });

  it('a remembered card is listed as saved, and the basket pay route pays with it', async () => {
    const first = await newOrder();
    expect((await payWith(first, TEST_CARDS.visa, { rememberCard: 1 })).statusCode).toBe(200);
    const uuid = await newOrder();
    const page: PaymentOrder = (await t.request({ url: `/api/payments/orders/${uuid}`, cookie: parent })).json().data;
    expect(page.savedCards).toContainEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
    });
    const res = await post(PAY_BASKET, { orderId: uuid, savedCard: page.savedCards[0].id, rememberCard: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { orderUUID: uuid } });
    expect(await orderStatus(uuid)).toBe('completed');
  });

  it("the wallet's token pays through the express route, or asks for 3-D Secure as pay does", async () => {
    const uuid = await newOrder();
    const token = await cardToken(t, parent, TEST_CARDS.visa);
    const express = (path: string, body: object) => post(`/api/v4/parent/payments/${uuid}/pay/${path}`, body);
    const body = { stripeToken: token, rememberCard: 0, uniqueIdempotencyKey: uuid };
    const wrong = await express('tok_other', body);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues[0].path).toBe('body.stripeToken');
    const res = await express(token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { orderUUID: uuid } });

    const other = await newOrder();
    const secure = await cardToken(t, parent, TEST_CARDS.threeDSecure);
    const asks = await post(`/api/v4/parent/payments/${other}/pay/${secure}`, {
      stripeToken: secure,
      rememberCard: 0,
      uniqueIdempotencyKey: other,
    });
    expect(asks.statusCode, asks.body).toBe(200);
    expect(asks.json().data).toMatchObject({
      status: 'requires_action',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });

  it('the basket pay route takes exactly one of a token and a saved card; a declined token is 402', async () => {
    const uuid = await newOrder();
    const neither = await post(PAY_BASKET, { orderId: uuid, rememberCard: 0 });
    expect(neither.statusCode).toBe(400);
    const declined = await post(PAY_BASKET, {
      orderId: uuid,
      stripeToken: await cardToken(t, parent, TEST_CARDS.declined),
      rememberCard: 0,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(WORDS.declined);
  });

  it('charges the total alone when the club absorbs the fees', async () => {
    await t.db.execute(sql`update club_payment_settings set absorb_charges = true`);
    try {
      const uuid = await newOrder();
      const page: PaymentOrder = (await t.request({ url: `/api/payments/orders/${uuid}`, cookie: parent })).json().data;
      expect(page).toMatchObject({ amount: TOTAL, passingOnFee: 0, total: TOTAL, absorbCharges: 1 });
      expect(page.paymentRequest.displayItems.map((item) => item.label)).not.toContain('Platform fee');
      const { data } = (await payWith(uuid, TEST_CARDS.visa)).json();
      expect((await chargesOf(data.paymentIntentId))[0]).toMatchObject({
        amount: TOTAL,
        application_fee_amount: APPLICATION_FEE,
      });
      const settings = await t.get('demo', '/api/v4/parent/payments/payment-settings');
      expect(settings.json()).toMatchObject({ data: { absorbCharges: 1, fixedFee: 20 }, absorbCharges: 1 });
    } finally {
      await t.db.execute(sql`update club_payment_settings set absorb_charges = false`);
    }
  });

  it("answers the club's payment settings to anyone", async () => {
    const res = await t.get('demo', '/api/v4/parent/payments/payment-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        clientId: expect.any(Number),
        absorbCharges: 0,
        paymentSecuresBooking: 0,
        commissionPercent: 3,
        providerPercent: 1.5,
        fixedFee: 20,
        currency: 'GBP',
        currencySymbol: '£',
      },
      absorbCharges: 0,
    });
  });

  it('a club with no payment account refuses to take payments (409), charging nothing', async () => {
    await createPerson(t, {
      email: 'riverside-payer@example.com',
      memberships: [{ club: 'riverside', role: 'parent' }],
    });
    const [child] = await createChildren(t, 'riverside-payer@example.com', 1);
    const cookie = await t.signIn('riverside', 'riverside-payer@example.com');
    const { runId } = await createRun(t, { club: 'riverside', capacity: 5, pricePerTerm: TOTAL });
    const order = await pendingOrder(t, cookie, { childId: child, runId }, 'riverside');
    const res = await t.request({
      club: 'riverside',
      method: 'POST',
      url: PAY,
      cookie,
      body: { orderId: order.uuid, paymentMethodId: 'pm_card_visa' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/does not take payments online yet/);
  });

  it('the sandbox card form answers card errors as Stripe.js hears them', async () => {
    const res = await post('/sandbox/v1/payment_methods', {
      card: { number: '4242424242424241', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    const token = await post('/sandbox/v1/tokens', {
      card: { number: TEST_CARDS.visa, exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(token.json()).toEqual({
      id: expect.stringMatching(/^tok_/),
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
  });

  it("the 3-D Secure dialog answers only the parent's own intent", async () => {
    const uuid = await newOrder();
    const { data } = (await payWith(uuid, TEST_CARDS.threeDSecure)).json();
    const res = await post(`/sandbox/v1/intents/${data.paymentIntentId}/authenticate`, { result: 'complete' }, snoop);
    expect(res.statusCode).toBe(404);
    expect(await chargesOf(data.paymentIntentId)).toEqual([]);
  });
});

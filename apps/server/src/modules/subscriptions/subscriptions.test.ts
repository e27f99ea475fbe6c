import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { messages } from '@clubroom/domain/messages';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import {
  cardMethod,
  confirmedBookingsOf,
  orderStatusOf,
  pendingOrder,
  releaseEarlierOrders,
  sandboxObjectsFrom,
  TEST_CARDS,
} from '../../test-support/payment-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SUBSCRIBE = '/rest/v1/payments/subscribe';
const POST_SUBSCRIBE = '/rest/v1/payments/post-subscribe';
const OUTSTANDING = '/api/v4/parent/subscriptions/outstanding';
const MONTHLY = 3000;
const FAILED = /^Your monthly payment to .+ failed$/;
const RECEIPT = /^Receipt: your outstanding payment/;
/** Past the order's hold (60 minutes by default), within a session's idle time. */
const PAST_THE_HOLD_MS = 90 * 60_000;

describe.each(testDrivers)('subscriptions on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let snoop: string;
  let arjun: number;

  const post = (url: string, body: unknown, cookie = parent) => t.request({ method: 'POST', url, cookie, body });
  const orderStatus = (uuid: string) => orderStatusOf(t, uuid);
  const bookingsOf = (uuid: string) => confirmedBookingsOf(t, uuid);
  const storedOf = (uuid: string) =>
    queryAll<{ status: string; provider_subscription_id: string }>(
      t,
      sql`select s.status, s.provider_subscription_id from subscriptions s join orders o on o.id = s.order_id where o.uuid = ${uuid}`,
    );
  /** A pending order of a run sold as a monthly plan (with a free trial of `trialDays`). */
  const planOrder = async (trialDays: number) => {
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: MONTHLY, trialDays } });
    return (await pendingOrder(t, parent, { childId: arjun, runId })).uuid;
  };
  /** The parent's emails with this subject, oldest first (the dev mailbox keeps every one). */
  const mailsAbout = async (subject: RegExp) => {
    await t.app.jobs.settled();
    const mails = await queryAll<{ subject: string; text: string }>(
      t,
      sql`select subject, text from dev_mailbox where "to" = ${DEMO.parent} order by id`,
    );
    return mails.filter((mail) => subject.test(mail.subject));
  };
  const authenticate = (intentId: string) =>
    post(`/sandbox/v1/intents/${intentId}/authenticate`, { result: 'complete' });
  /** A card saved for the parent through the saved-cards route (3-D Secure done when the bank asks). */
  const savedCard = async (number: string) => {
    const paymentMethodId = await cardMethod(t, parent, number);
    const res = await post('/api/v4/parent/payments/saved-cards/add', { paymentMethodId });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    if (data.status === 'requires_action') expect((await authenticate(data.setupIntentId)).statusCode).toBe(200);
    return paymentMethodId;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    await createPerson(t, { email: 'subscription-snoop@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    snoop = await t.signIn('demo', 'subscription-snoop@example.com');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await releaseEarlierOrders(t);
  });

  it("shows the plan on the payment page's order", async () => {
    const uuid = await planOrder(14);
    const res = await t.request({ url: `/api/payments/orders/${uuid}`, cookie: parent });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      includesSubscription: true,
      hasSubscriptionBookings: '1',
      subscriptionPlan: { cost: MONTHLY, trialDays: 14 },
      amount: 0,
    });
    expect(res.json().data.paymentRequest.displayItems).toEqual([
      { label: 'Booking Test Class – Monthly plan (£30.00 / month)', amount: 0 },
    ]);
  });

  it('a trial starts trialing and books the order at once; subscribing again answers the same subscription', async () => {
    const uuid = await planOrder(14);
    const card = await savedCard(TEST_CARDS.visa);
    const res = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: card });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'trialing', clientSecret: null, intentType: null });
    expect(await orderStatus(uuid)).toBe('completed');
    expect(await bookingsOf(uuid)).toHaveLength(1);
    // The confirmation gives the plan's price a month, not an amount paid.
    expect((await t.latestMail(DEMO.parent))?.text).toMatch(
      /Booking Test Class – Monthly plan \(Arjun [^)]+\): £30\.00 \/ month \(First 14 days free\)/,
    );
    const again = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: card });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.subscriptionId).toBe(data.subscriptionId);
    expect(await storedOf(uuid)).toEqual([{ status: 'trialing', provider_subscription_id: data.subscriptionId }]);
    expect(await bookingsOf(uuid)).toHaveLength(1);
    const mine = await post('/api/v4/parent/subscriptions/all', undefined);
    expect(mine.json().data.map((s: { subscriptionId: string }) => s.subscriptionId)).toContain(data.subscriptionId);
  });

  it('without a trial, 4242 is active at once and the order booked', async () => {
    const uuid = await planOrder(0);
    const res = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: await savedCard(TEST_CARDS.visa) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', intentType: null });
    expect(await orderStatus(uuid)).toBe('completed');
  });

  it('3184 asks for 3-D Secure on the first payment; authenticated, post-subscribe books the order', async () => {
    const uuid = await planOrder(0);
    const res = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: await savedCard(TEST_CARDS.threeDSecure) });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'incomplete', intentType: 'payment' });
    expect(data.clientSecret).toMatch(/^pi_.+_secret_/);
    const body = { orderId: uuid, subscriptionId: data.subscriptionId, paymentIntentId: data.intentId };
    const early = await post(POST_SUBSCRIBE, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_REQUIRES_ACTION');
    expect(await orderStatus(uuid)).toBe('pending');
    expect((await authenticate(data.intentId)).statusCode).toBe(200);
    const done = await post(POST_SUBSCRIBE, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { status: 'active', uuid } });
    expect(await bookingsOf(uuid)).toHaveLength(1);
    // Once is enough: again answers the same, nothing more booked.
    expect((await post(POST_SUBSCRIBE, body)).statusCode).toBe(200);
    expect(await bookingsOf(uuid)).toHaveLength(1);
  });

  it('a declined first payment answers 402 and the order waits', async () => {
    const uuid = await planOrder(0);
    const res = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: await savedCard(TEST_CARDS.chargeFails) });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.code).toBe('PAYMENT_FAILED');
    expect(await orderStatus(uuid)).toBe('pending');
  });

  it('places gone while subscribing: the order is given up, the subscription cancelled, its first month refunded', async () => {
    const { runId } = await createRun(t, { capacity: 1, monthlyPlan: { price: MONTHLY, trialDays: 0 } });
    const uuid = (await pendingOrder(t, parent, { childId: arjun, runId })).uuid;
    const card = await savedCard(TEST_CARDS.visa);
    // The order's hold runs out, and another family takes the one place.
    t.clock.set(new Date(TEST_NOW.getTime() + PAST_THE_HOLD_MS));
    const [snoopsChild] = await createChildren(t, 'subscription-snoop@example.com', 1);
    const taken = await post('/api/v4/parent/basket/add', { type: 'term', childId: snoopsChild, runId }, snoop);
    expect(taken.statusCode, taken.body).toBe(200);
    const refunds = await sandboxObjectsFrom<{ id: string; amount: number; status: string }>(t, 'refund');

    const res = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: card });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'HOLD_EXPIRED', message: messages.subscriptions.placesGone });
    expect(await orderStatus(uuid)).toBe('cancelled');
    expect((await storedOf(uuid)).map((s) => s.status)).toEqual(['canceled']);
    expect(await refunds.added()).toEqual([expect.objectContaining({ amount: MONTHLY, status: 'succeeded' })]);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.text).toContain('£30.00');
    expect(mail?.text).toContain(messages.paymentOutcomes.placesGoneReason);
    expect(await inboxSubjects(t, parent), "in the parent's inbox too").toContain(mail?.subject);
    // Settling again (the webhook's job, a retry) neither refunds nor books twice.
    expect((await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: card })).statusCode).toBe(409);
    expect(await refunds.added()).toHaveLength(1);
    expect(await bookingsOf(uuid)).toEqual([]);
  });

  it("refuses another parent's order (404), a card never saved (400) and no card (400), subscribing nothing", async () => {
    const uuid = await planOrder(0);
    const card = await savedCard(TEST_CARDS.visa);
    expect((await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: card }, snoop)).statusCode).toBe(404);
    const unsaved = await post(SUBSCRIBE, {
      orderId: uuid,
      paymentMethodId: await cardMethod(t, parent, TEST_CARDS.visa),
    });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().error.issues[0].path).toBe('body.paymentMethodId');
    const none = await post(SUBSCRIBE, { orderId: uuid });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.issues[0].path).toBe('body.paymentMethodId');
    expect(await storedOf(uuid)).toEqual([]);
  });

  it('declined renewals make it past due (webhook); outstanding lists each month; a good card pays them all', async () => {
    const uuid = await planOrder(14);
    const failing = await savedCard(TEST_CARDS.chargeFails);
    const res = await post(SUBSCRIBE, { orderId: uuid, paymentMethodId: failing });
    expect(res.json().data.status, res.body).toBe('trialing');
    const { subscriptionId } = res.json().data;
    expect((await post(OUTSTANDING, undefined)).json()).toEqual({ data: { hasOutstanding: false } });

    // The trial ends (the sandbox's clock, the parent's own plan only) and the renewal is declined: the
    // provider's events reach us through the webhook's job.
    expect((await post(`/sandbox/v1/subscriptions/${subscriptionId}/renew`, undefined, snoop)).statusCode).toBe(404);
    const failedBefore = (await mailsAbout(FAILED)).length;
    const renewed = await post(`/sandbox/v1/subscriptions/${subscriptionId}/renew`, undefined);
    expect(renewed.json(), renewed.body).toEqual({ id: subscriptionId, status: 'past_due' });
    await t.app.jobs.settled();
    expect(await storedOf(uuid)).toEqual([{ status: 'past_due', provider_subscription_id: subscriptionId }]);
    // Issue 21.7: the parent is told, once: how much, for which plan and place, what next, and Update Now.
    const [failed, ...more] = (await mailsAbout(FAILED)).slice(failedBefore);
    expect(more).toEqual([]);
    expect(failed.subject).toBe('Your monthly payment to Little Legends Sports Club failed');
    expect(failed.text).toMatch(/We could not take the payment of £30\.00 due on your plan \(Monthly plan: .+\)\./);
    expect(failed.text).toMatch(/It pays for Arjun \S+ in /);
    expect(failed.text).toContain('stays outstanding until it is paid');
    expect(failed.text).toContain('Update Now: http://demo.localhost:3000/dashboard/payments/outstanding');
    expect(failed.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
    expect((await post(OUTSTANDING, undefined)).json()).toEqual({ data: { hasOutstanding: true } });
    expect((await post(OUTSTANDING, undefined, snoop)).json()).toEqual({ data: { hasOutstanding: false } });
    // A second month goes unpaid too: both are owed, the older first.
    expect((await post(`/sandbox/v1/subscriptions/${subscriptionId}/renew`, undefined)).json().status).toBe('past_due');
    const invoices = (await post(`${OUTSTANDING}/invoices`, undefined)).json().data;
    // Each names the child and class it pays for, and the card that was declined (not to be offered first again).
    const owed = expect.objectContaining({
      subscriptionId,
      amount: MONTHLY,
      currency: 'GBP',
      places: [{ childName: expect.stringMatching(/^Arjun \S/), className: 'Booking Test Class' }],
      failedCardId: failing,
    });
    expect(invoices).toEqual([owed, owed]);
    expect(invoices[0].periodEnd).toBe(invoices[1].periodStart);

    // Each month's failure is emailed once: the event's job again (a retry, a repeated delivery), or trying the
    // same card again (both invoices fail again), sends nothing more.
    expect(await mailsAbout(FAILED)).toHaveLength(failedBefore + 2);
    const again = { type: 'invoice.payment_failed', subscriptionId, account: 'acct_sandbox_demo' };
    await t.runJob('subscription-event', { ...again, eventId: 'evt_again', invoiceId: invoices[0].invoiceId });
    expect(await mailsAbout(FAILED)).toHaveLength(failedBefore + 2);
    const declined = await post(`${OUTSTANDING}/pay`, {});
    expect(declined.statusCode).toBe(402);
    expect(await mailsAbout(FAILED)).toHaveLength(failedBefore + 2);
    const receiptsBefore = (await mailsAbout(RECEIPT)).length;
    const paid = await post(`${OUTSTANDING}/pay`, { paymentMethodId: await savedCard(TEST_CARDS.visa) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', paid: 2 });
    await t.app.jobs.settled();
    // A receipt for each payment: amount, card, plan, signed by the club; paying again sends none.
    const receipts = (await mailsAbout(RECEIPT)).slice(receiptsBefore);
    expect(receipts).toHaveLength(2);
    expect(receipts[0].subject).toBe('Receipt: your outstanding payment to Little Legends Sports Club');
    expect(receipts[0].text).toMatch(/the outstanding payment of £30\.00 on your plan \(Monthly plan: .+\) is paid\./);
    expect(receipts[0].text).toContain('Paid with: Visa ending 4242');
    expect(receipts[0].text).toContain('My payment plans: http://demo.localhost:3000/dashboard/payment-plans');
    expect(receipts[0].text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
    expect((await post(`${OUTSTANDING}/pay`, {})).json().data).toMatchObject({ status: 'paid', paid: 0 });
    expect(await mailsAbout(RECEIPT)).toHaveLength(receiptsBefore + 2);
    expect(await storedOf(uuid)).toEqual([{ status: 'active', provider_subscription_id: subscriptionId }]);
    expect((await post(`${OUTSTANDING}/invoices`, undefined)).json().data).toEqual([]);
    const detail = await post('/api/v4/parent/subscriptions/all/detail', { subscriptionId });
    expect(detail.json().data).toMatchObject({ status: 'active', card: { last4: '4242' } });
    expect((await post('/api/v4/parent/subscriptions/all/detail', { subscriptionId }, snoop)).statusCode).toBe(404);
  });
});

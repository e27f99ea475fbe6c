import type {
  BasketResponse,
  ParentBooking,
  ParentBookingsResponse,
  ParentSubscriptionDetail,
} from '@clubroom/domain/api';
import { cancelMoneyWords } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** The demo club, as a cancel's words name it and its money. */
const CLUB = { name: 'Little Legends Sports Club', currencySymbol: '£' };

const MONTHLY = 3000;
const PLANS = '/api/v4/client/subscriptions';
const MINE = '/api/v4/parent/subscriptions/all';

/**
 * Issue 21.1: a cancelled place stops its monthly plan charging, on every path that cancels it
 * (the parent's own cancel, staff's), and the parent manages their plans from their account.
 */
describe.each(testDrivers)('payment plans and their places on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let children: number[];
  let keys = 0;

  const post = (url: string, body?: unknown, cookie = cookies.parent) =>
    t.request({ method: 'POST', url, cookie, body });
  /** What the sandbox has taken, by payment intent id. */
  const charged = async () =>
    new Map(
      (await sandboxObjects<{ id: string; amount: number; status: string }>(t, 'payment_intent'))
        .filter((p) => p.status === 'succeeded')
        .map((p) => [p.id, p.amount]),
    );
  /** The amounts taken since `before`. */
  const takenSince = async (before: Map<string, number>) =>
    [...(await charged())].filter(([id]) => !before.has(id)).map(([, amount]) => amount);
  const renew = (subscriptionId: string) => post(`/sandbox/v1/subscriptions/${subscriptionId}/renew`);
  const mine = async (subscriptionId: string, cookie = cookies.parent) => {
    const res = await post(`${MINE}/detail`, { subscriptionId }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ParentSubscriptionDetail;
  };
  const bookingOf = async (childId: number, runId: number) => {
    const res = await t.request({ url: '/api/v4/people/bookings/all/0/100', cookie: cookies.parent });
    return (res.json() as ParentBookingsResponse).bookings.find(
      (b) => b.child.id === childId && b.runId === runId && b.status === 'confirmed',
    )!;
  };

  /** The parent's latest email is the cancel's: the place given up, and its money in the cancel dialog's words. */
  const expectCancellationEmail = async (booking: ParentBooking, money: string) => {
    expect(cancelMoneyWords(booking, CLUB)).toBe(money);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toBe('Your cancellation with Little Legends Sports Club');
    expect(mail?.text).toContain(`place in ${booking.className}`);
    expect(mail?.text).toContain(`The place is given up for others to book.\n${money}\n`);
  };

  /** The children booked onto a new plan run in one order, subscribed with a saved 4242 card. */
  async function subscribedPlan(trialDays: number, kids: number[]) {
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: MONTHLY, trialDays } });
    const items: string[] = [];
    for (const childId of kids) {
      const add = await post('/api/v4/parent/basket/add', { type: 'term', childId, runId });
      expect(add.statusCode, add.body).toBe(200);
      items.push((add.json() as BasketResponse).items.at(-1)!.itemId);
    }
    const order = await post('/api/orders/order/create', { idempotencyKey: `plan-places-${++keys}`, items });
    expect(order.statusCode, order.body).toBe(200);
    const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    expect((await post('/api/v4/parent/payments/saved-cards/add', { paymentMethodId })).statusCode).toBe(200);
    const res = await post('/rest/v1/payments/subscribe', { orderId: order.json().uuid, paymentMethodId });
    expect(res.statusCode, res.body).toBe(200);
    const subscriptionId: string = res.json().data.subscriptionId;
    const { id } = await queryOne<{ id: number }>(
      t,
      sql`select id from subscriptions where provider_subscription_id = ${subscriptionId}`,
    );
    return { runId, subscriptionId, planId: id };
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    children = await createChildren(t, DEMO.parent, 4);
    // Parents may cancel up to the first session.
    await t.db.execute(sql`insert into club_booking_settings (club_id, cancel_days_before)
      values ((select id from clubs where subdomain = 'demo'), 0)
      on conflict (club_id) do update set cancel_days_before = excluded.cancel_days_before`);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it("a parent's cancel of a trial plan's only place ends the plan with its trial: nothing is ever taken", async () => {
    const { runId, subscriptionId, planId } = await subscribedPlan(14, [children[0]]);
    // The run's page says what the plan costs and when it is paid (21.5), as the basket will.
    const info = await t.request({ url: `/api/v4/public/run/${runId}` });
    expect(info.json().monthlyPlan).toEqual({ price: MONTHLY, trialDays: 14, billingDay: null });
    const booking = await bookingOf(children[0], runId);
    expect(booking.paymentPlan).toEqual({ monthlyAmount: MONTHLY, onlyPlace: true, trialing: true });
    const cancel = await post('/api/bookings/cancel', { bookingRef: booking.bookingRef });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.jobs.settled();
    // The email says what the cancel dialog said about the money (issue 21.7).
    await expectCancellationEmail(booking, 'Its monthly payment plan ends with its free trial: nothing is taken.');

    const club = await t.request({ url: `${PLANS}/${planId}`, cookie: cookies.organiser });
    expect(club.json().subscription).toMatchObject({ status: 'trialing', nextPaymentAt: null });
    expect(club.json().subscription.endsAt).toEqual(expect.any(Number));
    expect(await mine(subscriptionId)).toMatchObject({ endsAt: expect.any(String), nextPaymentAt: null, places: [] });
    const before = await charged();
    expect((await renew(subscriptionId)).json().status).toBe('canceled');
    expect(await takenSince(before)).toEqual([]);
  });

  it("a cancelled sibling's place comes off the plan from the next payment; the other stays paid for", async () => {
    const { runId, subscriptionId } = await subscribedPlan(0, [children[1], children[2]]);
    expect(await mine(subscriptionId)).toMatchObject({ cost: 2 * MONTHLY, places: [{}, {}] });
    const booking = await bookingOf(children[1], runId);
    expect(booking.paymentPlan).toEqual({ monthlyAmount: MONTHLY, onlyPlace: false, trialing: false });
    expect((await post('/api/bookings/cancel', { bookingRef: booking.bookingRef })).statusCode).toBe(200);
    await t.app.jobs.settled();
    await expectCancellationEmail(
      booking,
      'It comes off your monthly payment plan: from your next payment, £30.00 a month less is taken.',
    );

    const detail = await mine(subscriptionId);
    expect(detail).toMatchObject({ status: 'active', cost: MONTHLY, endsAt: null, nextPaymentAt: expect.any(String) });
    expect(detail.places).toEqual([expect.objectContaining({ childName: 'Child3 Racer' })]);
    const before = await charged();
    expect((await renew(subscriptionId)).json().status).toBe('active');
    expect(await takenSince(before)).toEqual([MONTHLY]);
  });

  it("staff cancelling a plan's place end it the same way", async () => {
    const { runId, subscriptionId } = await subscribedPlan(0, [children[3]]);
    const booking = await bookingOf(children[3], runId);
    const res = await post(`/api/v4/admin-bookings/booking/${booking.bookingRef}/cancel`, undefined, cookies.organiser);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.settled();
    expect(await mine(subscriptionId)).toMatchObject({ status: 'active', endsAt: expect.any(String) });
    expect((await renew(subscriptionId)).json().status).toBe('canceled');
  });

  it('a parent cancels their plan at the end of the period paid for, undoes it, and no one else can', async () => {
    const { subscriptionId } = await subscribedPlan(0, [children[0]]);
    const active = await mine(subscriptionId);
    expect(active).toMatchObject({ endsAt: null, card: { last4: '4242' } });
    expect(active.nextPaymentAt).toBe(active.currentPeriodEnd);

    const cancelled = await post(`${MINE}/cancel`, { subscriptionId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'active',
      endsAt: active.currentPeriodEnd,
      nextPaymentAt: null,
    });
    // Twice is once.
    expect((await post(`${MINE}/cancel`, { subscriptionId })).json().data.endsAt).toBe(active.currentPeriodEnd);

    const kept = await post(`${MINE}/reactivate`, { subscriptionId });
    expect(kept.json().data).toMatchObject({ endsAt: null, nextPaymentAt: active.currentPeriodEnd });
    // Not set to end: nothing to undo.
    expect((await post(`${MINE}/reactivate`, { subscriptionId })).statusCode).toBe(200);

    const other = await t.signIn('demo', 'parent2@example.com');
    expect((await post(`${MINE}/cancel`, { subscriptionId }, other)).statusCode).toBe(404);
    const bad = await post(`${MINE}/cancel`, { subscriptionId: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toContain('body.subscriptionId');

    await post(`${MINE}/cancel`, { subscriptionId });
    expect((await renew(subscriptionId)).json().status).toBe('canceled');
    const ended = await post(`${MINE}/reactivate`, { subscriptionId });
    expect(ended.statusCode).toBe(409);
  });
});

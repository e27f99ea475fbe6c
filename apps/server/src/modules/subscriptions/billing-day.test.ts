import type { ClubSubscriptionResponse, ClubSubscriptionsResponse } from '@clubroom/domain/api';
import { addDays, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import {
  cardMethod,
  pendingOrder,
  releaseEarlierOrders,
  sandboxObjects,
  sandboxObjectsFrom,
  TEST_CARDS,
} from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow } from '../../test-support/test-dates.js';

const PLANS = '/api/v4/client/subscriptions';
/** The first date after `date` (YYYY-MM-DD) that is the `day`th of its month. */
function nextDayOfMonth(date: string, day: number): string {
  let next = addDays(date, 1);
  while (Number(next.slice(8)) !== day) next = addDays(next, 1);
  return next;
}
/** Noon of a date in London (a billing day's anchor: rules/plan-charge.ts), in epoch seconds. */
const londonNoonOf = (date: string) => zonedWallTimeToEpoch(date, 12, 0, 'Europe/London');
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
// A plan with 14 free days and billing day 1, subscribed at TEST_NOW (by default Wed 14 October 2026: its trial ends
// on the 28th, its first payment is on 1 November, the next on 1 December).
const TRIAL_ENDS = londonDateDaysFromTestNow(14);
const FIRST_BILLING_DAY = londonNoonOf(nextDayOfMonth(TRIAL_ENDS, 1));
const SECOND_BILLING_DAY = londonNoonOf(nextDayOfMonth(nextDayOfMonth(TRIAL_ENDS, 1), 1));

describe.each(testDrivers)("a plan's billing day sent to the provider on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let arjun: number;
  let card: string;

  const post = (url: string, body: unknown, cookie = cookies.parent) =>
    t.request({ method: 'POST', url, cookie, body });
  const clubView = async (id: number): Promise<ClubSubscriptionResponse['subscription']> =>
    (await t.request({ url: `${PLANS}/${id}`, cookie: cookies.organiser })).json().subscription;
  const parentView = async (providerId: string) =>
    (await post('/api/v4/parent/subscriptions/all/detail', { subscriptionId: providerId })).json().data;
  const renew = (providerId: string) => post(`/sandbox/v1/subscriptions/${providerId}/renew`, {});

  /** Subscribes Arjun to a new plan run; answers its row id and the provider's subscription id. */
  async function subscribed(monthlyPlan: { price: number; trialDays: number; billingDay: number }) {
    await releaseEarlierOrders(t);
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan });
    const { uuid } = await pendingOrder(t, cookies.parent, { childId: arjun, runId });
    const page = await t.request({ url: `/api/payments/orders/${uuid}`, cookie: cookies.parent });
    expect(page.json().data.subscriptionPlan).toMatchObject({ billingDay: monthlyPlan.billingDay });
    const res = await post('/rest/v1/payments/subscribe', { orderId: uuid, paymentMethodId: card });
    expect(res.statusCode, res.body).toBe(200);
    const row = await queryOne<{ id: number; p: string }>(
      t,
      sql`select s.id, s.provider_subscription_id as p from subscriptions s join orders o on o.id = s.order_id
          where o.uuid = ${uuid}`,
    );
    return { id: row.id, providerId: row.p };
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    card = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    expect((await post('/api/v4/parent/payments/saved-cards/add', { paymentMethodId: card })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('after the free trial, the first payment is on the billing day, then monthly on it; every page says so', async () => {
    const { id, providerId } = await subscribed({ price: 3000, trialDays: 14, billingDay: 1 });
    const live = await t.app.payments.subscriptions.retrieve(providerId, { stripeAccount: 'acct_sandbox_demo' });
    expect(live).toMatchObject({ status: 'trialing', billing_cycle_anchor: FIRST_BILLING_DAY });
    expect(await clubView(id)).toMatchObject({ status: 'trialing', nextPaymentAt: FIRST_BILLING_DAY });
    expect((await parentView(providerId)).nextPaymentAt).toBe(isoOf(FIRST_BILLING_DAY));
    const waiting: ClubSubscriptionsResponse = (
      await t.request({ url: `${PLANS}?tab=waiting`, cookie: cookies.organiser })
    ).json();
    expect(waiting.subscriptions.map((s) => s.subscriptionId)).toContain(id);

    // The trial ends (on the 28th by default): nothing is taken until the 1st, and the plan waits for it.
    const charges = (await sandboxObjects(t, 'payment_intent')).length;
    expect((await renew(providerId)).json().status).toBe('active');
    expect(await clubView(id)).toMatchObject({ status: 'waiting', nextPaymentAt: FIRST_BILLING_DAY });
    expect((await sandboxObjects(t, 'payment_intent')).length).toBe(charges);

    // The 1st: the month's price is taken, and the next payment is on the 1st of the month after.
    const intents = await sandboxObjectsFrom<{ id: string; amount: number; status: string }>(t, 'payment_intent');
    await renew(providerId);
    expect(await clubView(id)).toMatchObject({ status: 'active', nextPaymentAt: SECOND_BILLING_DAY });
    expect(await intents.added()).toEqual([expect.objectContaining({ amount: 3000, status: 'succeeded' })]);
    expect((await parentView(providerId)).nextPaymentAt).toBe(isoOf(SECOND_BILLING_DAY));
  });

  it('without a trial, nothing is taken at once and the plan waits for its billing day', async () => {
    const charges = (await sandboxObjects(t, 'payment_intent')).length;
    const { id } = await subscribed({ price: 2500, trialDays: 0, billingDay: 20 });
    // Noon of the next 20th in London (Tue 20 October by default: 11:00 UTC in summer time).
    const twentieth = londonNoonOf(nextDayOfMonth(londonDateDaysFromTestNow(0), 20));
    expect(await clubView(id)).toMatchObject({ status: 'waiting', nextPaymentAt: twentieth });
    expect((await sandboxObjects(t, 'payment_intent')).length).toBe(charges);
    const confirmed = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings b join subscriptions s on s.order_id = b.order_id
          where s.id = ${id} and b.status = 'confirmed'`,
    );
    expect(confirmed.n, 'the place is booked once the plan is set up').toBe(1);
  });
});

import type { ClubSubscriptionResponse, ClubSubscriptionsResponse } from '@clubroom/domain/api';
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

const PLANS = '/api/v4/client/subscriptions';
const at = (iso: string) => Date.parse(iso) / 1000;
// The tests' clock: Wed 14 October 2026, 11:00 UTC (British Summer Time until the 25th).
const FIRST_OF_NOVEMBER = at('2026-11-01T00:00:00Z');
const FIRST_OF_DECEMBER = at('2026-12-01T00:00:00Z');

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
    expect(live).toMatchObject({ status: 'trialing', billing_cycle_anchor: FIRST_OF_NOVEMBER });
    expect(await clubView(id)).toMatchObject({ status: 'trialing', nextPaymentAt: FIRST_OF_NOVEMBER });
    expect((await parentView(providerId)).nextPaymentAt).toBe('2026-11-01T00:00:00.000Z');
    const waiting: ClubSubscriptionsResponse = (
      await t.request({ url: `${PLANS}?tab=waiting`, cookie: cookies.organiser })
    ).json();
    expect(waiting.subscriptions.map((s) => s.subscriptionId)).toContain(id);

    // The trial ends on the 28th: nothing is taken until the 1st, and the plan waits for it.
    const charges = (await sandboxObjects(t, 'payment_intent')).length;
    expect((await renew(providerId)).json().status).toBe('active');
    expect(await clubView(id)).toMatchObject({ status: 'waiting', nextPaymentAt: FIRST_OF_NOVEMBER });
    expect((await sandboxObjects(t, 'payment_intent')).length).toBe(charges);

    // The 1st: the month's price is taken, and the next payment is on the 1st of December.
    const intents = await sandboxObjectsFrom<{ id: string; amount: number; status: string }>(t, 'payment_intent');
    await renew(providerId);
    expect(await clubView(id)).toMatchObject({ status: 'active', nextPaymentAt: FIRST_OF_DECEMBER });
    expect(await intents.added()).toEqual([expect.objectContaining({ amount: 3000, status: 'succeeded' })]);
    expect((await parentView(providerId)).nextPaymentAt).toBe('2026-12-01T00:00:00.000Z');
  });

  it('without a trial, nothing is taken at once and the plan waits for its billing day', async () => {
    const charges = (await sandboxObjects(t, 'payment_intent')).length;
    const { id } = await subscribed({ price: 2500, trialDays: 0, billingDay: 20 });
    // Tue 20 October as it begins in London (summer time): 23:00 UTC the day before.
    expect(await clubView(id)).toMatchObject({ status: 'waiting', nextPaymentAt: at('2026-10-19T23:00:00Z') });
    expect((await sandboxObjects(t, 'payment_intent')).length).toBe(charges);
    const confirmed = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings b join subscriptions s on s.order_id = b.order_id
          where s.id = ${id} and b.status = 'confirmed'`,
    );
    expect(confirmed.n, 'the place is booked once the plan is set up').toBe(1);
  });
});

import type { ClubSubscriptionResponse, ClubSubscriptionsResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, pendingOrder, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PLANS = '/api/v4/client/subscriptions';

describe.each(testDrivers)("the club's payment plans on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let noFinance: string;
  let subscriptionId: number;

  const post = (url: string, cookie = cookies.organiser, body?: unknown) =>
    t.request({ method: 'POST', url, cookie, body });
  const list = async (tab = 'all'): Promise<ClubSubscriptionsResponse> =>
    (await t.request({ url: `${PLANS}?tab=${tab}`, cookie: cookies.organiser })).json();
  const audit = () =>
    queryAll<{ action: string }>(t, sql`select action from audit_log where action like 'subscription.%' order by id`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    noFinance = await signInOrganiserWithoutFinance(t);
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: 3000, trialDays: 0 } });
    const { uuid } = await pendingOrder(t, cookies.parent, { childId: arjun, runId });
    const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    await post('/api/v4/parent/payments/saved-cards/add', cookies.parent, { paymentMethodId });
    const res = await post('/rest/v1/payments/subscribe', cookies.parent, { orderId: uuid, paymentMethodId });
    expect(res.json().data.status, res.body).toBe('active');
    subscriptionId = (await queryOne<{ id: number }>(t, sql`select id from subscriptions order by id desc limit 1`)).id;
  });
  afterAll(() => t.close());

  it('lists the payment plans by tab, with parent, child, class, plan and amount; one plan with its next payment', async () => {
    const all = await list();
    expect(all.counts).toMatchObject({ all: 1, successful: 1, paused: 0, cancelled: 0 });
    expect(all.subscriptions).toEqual([
      expect.objectContaining({
        subscriptionId,
        status: 'active',
        parent: expect.objectContaining({ email: DEMO.parent }),
        places: [
          expect.objectContaining({ childName: expect.stringContaining('Arjun'), className: expect.any(String) }),
        ],
        amount: 3000,
        frequency: 'month',
      }),
    ]);
    expect((await list('cancelled')).subscriptions).toEqual([]);
    const one: ClubSubscriptionResponse = (
      await t.request({ url: `${PLANS}/${subscriptionId}`, cookie: cookies.organiser })
    ).json();
    expect(one.subscription.nextPaymentAt).toEqual(expect.any(Number));
  });

  it('pauses, resumes and cancels a plan, each once however often asked, each in the audit log', async () => {
    const paused = await post(`${PLANS}/${subscriptionId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().subscription).toMatchObject({ status: 'paused', nextPaymentAt: null });
    expect((await post(`${PLANS}/${subscriptionId}/pause`)).json().subscription.status).toBe('paused');
    expect((await list('paused')).subscriptions).toHaveLength(1);

    // Paused: the renewal takes nothing and the plan stays paused.
    const sandboxId = (
      await queryOne<{ p: string }>(
        t,
        sql`select provider_subscription_id as p from subscriptions where id = ${subscriptionId}`,
      )
    ).p;
    const charges = async () => (await sandboxObjects(t, 'payment_intent')).length;
    const chargesBefore = await charges();
    const renewed = await post(`/sandbox/v1/subscriptions/${sandboxId}/renew`, cookies.parent);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await charges(), 'no charge while paused').toBe(chargesBefore);

    const resumed = await post(`${PLANS}/${subscriptionId}/resume`);
    expect(resumed.json().subscription).toMatchObject({ status: 'active', nextPaymentAt: expect.any(Number) });
    expect((await post(`${PLANS}/${subscriptionId}/resume`)).json().subscription.status).toBe('active');

    const cancelled = await post(`${PLANS}/${subscriptionId}/cancel`);
    expect(cancelled.json().subscription).toMatchObject({ status: 'canceled', nextPaymentAt: null });
    expect((await post(`${PLANS}/${subscriptionId}/cancel`)).statusCode).toBe(200);
    const pauseCancelled = await post(`${PLANS}/${subscriptionId}/pause`);
    expect(pauseCancelled.statusCode).toBe(409);
    expect(await audit()).toEqual([
      { action: 'subscription.paused' },
      { action: 'subscription.resumed' },
      { action: 'subscription.cancelled' },
    ]);
  });

  it('is for organisers with financial access at this club only: others refused, ids of nothing 404, bad input 400', async () => {
    expect((await t.request({ url: PLANS, cookie: noFinance })).statusCode).toBe(403);
    expect((await t.request({ url: PLANS, cookie: cookies.coach })).statusCode).toBe(403);
    expect((await post(`${PLANS}/${subscriptionId}/cancel`, cookies.parent)).statusCode).toBe(403);
    const foreign = await t.request({
      club: 'riverside',
      url: `${PLANS}/${subscriptionId}`,
      cookie: cookies.riverside,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignPause = await t.request({
      method: 'POST',
      club: 'riverside',
      url: `${PLANS}/${subscriptionId}/pause`,
      cookie: cookies.riverside,
    });
    expect(foreignPause.statusCode).toBe(404);
    expect((await t.request({ url: `${PLANS}?tab=nope`, cookie: cookies.organiser })).statusCode).toBe(400);
    expect((await t.request({ url: `${PLANS}/abc`, cookie: cookies.organiser })).statusCode).toBe(400);
    expect(await audit(), 'no change by anyone refused').toHaveLength(3);
  });
});

import { messages } from '@clubroom/domain/messages';
import type { ClubSubscriptionResponse, ClubSubscriptionsResponse } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { cardMethod, pendingOrder, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { withoutSeededMoney } from '../../test-support/seeded-money.js';
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

  const sandboxIdOf = async (id: number) =>
    (await queryOne<{ p: string }>(t, sql`select provider_subscription_id as p from subscriptions where id = ${id}`)).p;
  const charges = async () => (await sandboxObjects(t, 'payment_intent')).length;

  beforeAll(async () => {
    t = await createTestApp(driver);
    // This file's figures are its own orders' (or plans') sums: from a club with no money history.
    await withoutSeededMoney(t);
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
    // The admin's order page is found by the order's id; the uuid is the parent's page.
    const order = await queryOne<{ id: number }>(
      t,
      sql`select id from orders where uuid = ${one.subscription.orderUuid}`,
    );
    expect(one.subscription.orderId).toBe(order.id);
  });

  it("changes a parent's plan: each place's new price from the next payment, the parent emailed, once however often asked", async () => {
    const before: ClubSubscriptionResponse = (
      await t.request({ url: `${PLANS}/${subscriptionId}`, cookie: cookies.organiser })
    ).json();
    expect(before.subscription.prices).toEqual([
      { runId: expect.any(Number), className: expect.any(String), amount: 3000, classPrice: 3000 },
    ]);
    const sandboxId = await sandboxIdOf(subscriptionId);
    const chargesBefore = await charges();

    const changed = await post(`${PLANS}/${subscriptionId}/update-plan`, cookies.organiser, { amounts: [2450] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      status: 'active',
      amount: 2450,
      nextPaymentAt: before.subscription.nextPaymentAt,
      prices: [expect.objectContaining({ amount: 2450, classPrice: 3000 })],
    });
    expect(await charges(), 'nothing taken now for the month paid').toBe(chargesBefore);
    expect((await list()).subscriptions[0].amount).toBe(2450);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toMatch(/^Your payment plan with .+ has changed$/);
    expect(mail?.text).toContain('from £30.00 to £24.50 a month');
    expect(mail?.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
    expect(await inboxSubjects(t, cookies.parent), "in the parent's inbox too").toContain(mail?.subject);
    const planMails = async () =>
      (
        await queryAll(
          t,
          sql`select id from dev_mailbox where "to" = ${DEMO.parent} and subject like 'Your payment plan with %'`,
        )
      ).length;
    expect(await planMails()).toBe(1);

    // Asked again (a retry): nothing changes twice, no second email or audit entry.
    const again = await post(`${PLANS}/${subscriptionId}/update-plan`, cookies.organiser, { amounts: [2450] });
    expect(again.json().subscription.amount).toBe(2450);
    expect(await audit()).toEqual([{ action: 'subscription.plan_changed' }]);
    await t.latestMail(DEMO.parent);
    expect(await planMails()).toBe(1);
    // Had the server died after the provider's change but before storing it, the retry still tells the parent.
    await queryAll(t, sql`update subscriptions set plan_cost = 3000 where id = ${subscriptionId} returning id`);
    const recovered = await post(`${PLANS}/${subscriptionId}/update-plan`, cookies.organiser, { amounts: [2450] });
    expect(recovered.json().subscription.amount).toBe(2450);
    expect(await audit()).toEqual([{ action: 'subscription.plan_changed' }, { action: 'subscription.plan_changed' }]);
    await t.latestMail(DEMO.parent);
    expect(await planMails()).toBe(2);

    // The next renewal takes the new price.
    const amounts = async () => (await sandboxObjects<{ amount: number }>(t, 'payment_intent')).map((p) => p.amount);
    expect(await amounts()).not.toContain(2450);
    const renewed = await post(`/sandbox/v1/subscriptions/${sandboxId}/renew`, cookies.parent);
    expect(renewed.json().status, renewed.body).toBe('active');
    expect(await amounts()).toContain(2450);

    for (const [body, field] of [
      [{ amounts: [2450, 100] }, 'body.amounts'],
      [{ amounts: [-1] }, 'body.amounts.0'],
      [{ amounts: [12.5] }, 'body.amounts.0'],
      [{ amounts: [] }, 'body.amounts'],
      [{}, 'body.amounts'],
    ] as const) {
      const refused = await post(`${PLANS}/${subscriptionId}/update-plan`, cookies.organiser, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const foreign = await t.request({
      method: 'POST',
      club: 'riverside',
      url: `${PLANS}/${subscriptionId}/update-plan`,
      cookie: cookies.riverside,
      body: { amounts: [1] },
    });
    expect(foreign.statusCode).toBe(404);
    const unfinanced = await post(`${PLANS}/${subscriptionId}/update-plan`, noFinance, { amounts: [1] });
    expect(unfinanced.statusCode).toBe(403);
    expect((await list()).subscriptions[0].amount, 'nothing refused changed it').toBe(2450);
  });

  it('pauses, resumes, sets to end, reactivates and cancels a plan, each once however often asked, each audited', async () => {
    const paused = await post(`${PLANS}/${subscriptionId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().subscription).toMatchObject({ status: 'paused', nextPaymentAt: null });
    expect((await post(`${PLANS}/${subscriptionId}/pause`)).json().subscription.status).toBe('paused');
    expect((await list('paused')).subscriptions).toHaveLength(1);

    // Paused: the renewal takes nothing and the plan stays paused.
    const sandboxId = await sandboxIdOf(subscriptionId);
    const chargesBefore = await charges();
    const renewed = await post(`/sandbox/v1/subscriptions/${sandboxId}/renew`, cookies.parent);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await charges(), 'no charge while paused').toBe(chargesBefore);

    const resumed = await post(`${PLANS}/${subscriptionId}/resume`);
    expect(resumed.json().subscription).toMatchObject({ status: 'active', nextPaymentAt: expect.any(Number) });
    expect((await post(`${PLANS}/${subscriptionId}/resume`)).json().subscription.status).toBe('active');

    // Set to end with the period paid for: nothing more to take, until reactivated.
    const period = resumed.json().subscription.nextPaymentAt;
    const scheduled = await post(`${PLANS}/${subscriptionId}/cancel-at-period-end`);
    expect(scheduled.json().subscription).toMatchObject({ status: 'active', nextPaymentAt: null, endsAt: period });
    expect((await post(`${PLANS}/${subscriptionId}/cancel-at-period-end`)).json().subscription.endsAt).toBe(period);
    const reactivated = await post(`${PLANS}/${subscriptionId}/reactivate`);
    expect(reactivated.json().subscription).toMatchObject({ status: 'active', nextPaymentAt: period, endsAt: null });
    expect((await post(`${PLANS}/${subscriptionId}/reactivate`)).json().subscription.endsAt).toBeNull();

    const cancelled = await post(`${PLANS}/${subscriptionId}/cancel`);
    expect(cancelled.json().subscription).toMatchObject({ status: 'canceled', nextPaymentAt: null });
    expect((await post(`${PLANS}/${subscriptionId}/cancel`)).statusCode).toBe(200);
    const pauseCancelled = await post(`${PLANS}/${subscriptionId}/pause`);
    expect(pauseCancelled.statusCode).toBe(409);
    expect((await post(`${PLANS}/${subscriptionId}/reactivate`)).statusCode, 'a plan cancelled at once').toBe(409);
    expect((await post(`${PLANS}/${subscriptionId}/cancel-at-period-end`)).statusCode).toBe(409);
    const repriceCancelled = await post(`${PLANS}/${subscriptionId}/update-plan`, cookies.organiser, {
      amounts: [1000],
    });
    expect(repriceCancelled.statusCode).toBe(409);
    expect(await audit()).toEqual([
      { action: 'subscription.plan_changed' },
      { action: 'subscription.plan_changed' },
      { action: 'subscription.paused' },
      { action: 'subscription.resumed' },
      { action: 'subscription.cancel_scheduled' },
      { action: 'subscription.reactivated' },
      { action: 'subscription.cancelled' },
    ]);
  });

  it('a plan the club cancelled cannot be subscribed to again: 409 saying so, nothing charged', async () => {
    expect((await post(`${PLANS}/${subscriptionId}/cancel`)).statusCode).toBe(200);
    const { uuid } = await queryOne<{ uuid: string }>(
      t,
      sql`select o.uuid from orders o join subscriptions s on s.order_id = o.id where s.id = ${subscriptionId}`,
    );
    const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    await post('/api/v4/parent/payments/saved-cards/add', cookies.parent, { paymentMethodId });
    const chargesBefore = await charges();
    const again = await post('/rest/v1/payments/subscribe', cookies.parent, { orderId: uuid, paymentMethodId });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: messages.subscriptions.planCancelled });
    expect(await charges()).toBe(chargesBefore);
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
    expect(await audit(), 'no change by anyone refused').toHaveLength(7);
  });

  it("extends, shortens and ends a plan's free trial: the first payment moves with it, the parent emailed", async () => {
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: 2000, trialDays: 14 } });
    const { uuid } = await pendingOrder(t, cookies.parent, { childId: arjun, runId });
    const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    await post('/api/v4/parent/payments/saved-cards/add', cookies.parent, { paymentMethodId });
    const subscribed = await post('/rest/v1/payments/subscribe', cookies.parent, { orderId: uuid, paymentMethodId });
    expect(subscribed.json().data.status, subscribed.body).toBe('trialing');
    const trialId = (await queryOne<{ id: number }>(t, sql`select id from subscriptions order by id desc limit 1`)).id;
    const trial = (url = `${PLANS}/${trialId}/trial`, body: unknown = {}, cookie = cookies.organiser) =>
      post(url, cookie, body);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const day = (offset: number) => localDateOf(now + offset * 86_400, 'Europe/London');
    const chargesBefore = await charges();

    const extended = await trial(undefined, { trialEnd: day(30) });
    expect(extended.statusCode, extended.body).toBe(200);
    const { subscription } = extended.json() as ClubSubscriptionResponse;
    expect(localDateOf(subscription.trialEnd!, 'Europe/London')).toBe(day(30));
    expect(subscription).toMatchObject({ status: 'trialing', nextPaymentAt: subscription.trialEnd });
    const trialMail = await t.latestMail(DEMO.parent);
    expect(trialMail?.text).toMatch(/it now ends on .+, when your first payment of £20\.00/);
    expect(await inboxSubjects(t, cookies.parent), "in the parent's inbox too").toContain(trialMail?.subject);
    // The same day again changes nothing and is not logged again.
    expect((await trial(undefined, { trialEnd: day(30) })).json().subscription.trialEnd).toBe(subscription.trialEnd);
    const trialChanges = () =>
      queryAll(t, sql`select id from audit_log where action = 'subscription.trial_changed'`).then((r) => r.length);
    expect(await trialChanges()).toBe(1);
    const shortened = (await trial(undefined, { trialEnd: day(5) })).json() as ClubSubscriptionResponse;
    expect(localDateOf(shortened.subscription.trialEnd!, 'Europe/London')).toBe(day(5));
    expect(await trialChanges()).toBe(2);

    for (const [body, message] of [
      [{ trialEnd: day(0) }, 'must be after today'],
      [{ trialEnd: day(800) }, 'must be within two years'],
      [{ trialEnd: 'soon' }, "must be 'now' or a date (YYYY-MM-DD)"],
      [{}, undefined],
    ] as const) {
      const refused = await trial(undefined, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.issues[0]).toMatchObject({ path: 'body.trialEnd', ...(message && { message }) });
    }
    expect(await charges(), 'nothing taken while the trial runs').toBe(chargesBefore);

    const ended = await trial(undefined, { trialEnd: 'now' });
    expect(ended.json().subscription).toMatchObject({ status: 'active', trialEnd: now });
    expect(await charges(), 'the first month taken at once').toBe(chargesBefore + 1);
    expect((await t.latestMail(DEMO.parent))?.text).toContain('your first payment of £20.00 is taken now');
    // Asked again (a retry): answered as it is, nothing taken twice; a date for a plan out of its trial is 409.
    expect((await trial(undefined, { trialEnd: 'now' })).json().subscription.status).toBe('active');
    expect(await charges()).toBe(chargesBefore + 1);
    expect((await trial(undefined, { trialEnd: day(40) })).statusCode).toBe(409);
    expect(await trialChanges()).toBe(3);

    // Set to end with its period, it ends when the period does: cancelled, nothing more taken.
    await post(`${PLANS}/${trialId}/cancel-at-period-end`);
    await post(`/sandbox/v1/subscriptions/${await sandboxIdOf(trialId)}/renew`, cookies.parent);
    const over = (await t.request({ url: `${PLANS}/${trialId}`, cookie: cookies.organiser })).json();
    expect(over.subscription).toMatchObject({ status: 'canceled', nextPaymentAt: null, endsAt: null });
    expect(await charges()).toBe(chargesBefore + 1);

    expect((await trial(undefined, { trialEnd: 'now' }, noFinance)).statusCode).toBe(403);
    const foreign = await t.request({
      method: 'POST',
      club: 'riverside',
      url: `${PLANS}/${trialId}/trial`,
      cookie: cookies.riverside,
      body: { trialEnd: 'now' },
    });
    expect(foreign.statusCode).toBe(404);
  });
  it('cancels a plan now with its places when asked: the child is no longer booked; alone, the place stays booked', async () => {
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const subscribe = async () => {
      const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: 2500, trialDays: 0 } });
      const { uuid } = await pendingOrder(t, cookies.parent, { childId: arjun, runId });
      const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
      await post('/api/v4/parent/payments/saved-cards/add', cookies.parent, { paymentMethodId });
      const res = await post('/rest/v1/payments/subscribe', cookies.parent, { orderId: uuid, paymentMethodId });
      expect(res.json().data.status, res.body).toBe('active');
      const { id } = await queryOne<{ id: number }>(t, sql`select id from subscriptions order by id desc limit 1`);
      return { runId, id };
    };
    const bookedOn = async (runId: number) =>
      (await queryAll(t, sql`select id from bookings where run_id = ${runId} and status = 'confirmed'`)).length;

    // Cancelling the plan alone leaves the place booked, and the plan says so.
    const alone = await subscribe();
    const cancelled = await post(`${PLANS}/${alone.id}/cancel`);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'canceled',
      places: [expect.objectContaining({ booked: true })],
    });
    expect(await bookedOn(alone.runId)).toBe(1);

    // With its places: the plan and the place both cancelled, in one act, audited.
    const both = await subscribe();
    expect((await post(`${PLANS}/${both.id}/cancel-with-places`, cookies.parent)).statusCode).toBe(403);
    expect((await post(`${PLANS}/${both.id}/cancel-with-places`, noFinance)).statusCode).toBe(403);
    expect(await bookedOn(both.runId)).toBe(1);
    // The booking's page says a plan pays for it, and that the plan ends with it (the reverse of this dialog).
    const { ref } = await queryOne<{ ref: string }>(
      t,
      sql`select booking_ref as ref from bookings where run_id = ${both.runId} and status = 'confirmed'`,
    );
    const booking = async () =>
      (await t.request({ url: `/api/v4/admin-bookings/booking/${ref}`, cookie: cookies.organiser })).json();
    expect((await booking()).paymentPlan).toEqual({ onlyPlace: true });
    const withPlaces = await post(`${PLANS}/${both.id}/cancel-with-places`);
    expect(withPlaces.statusCode, withPlaces.body).toBe(200);
    expect(withPlaces.json().subscription).toMatchObject({
      status: 'canceled',
      places: [expect.objectContaining({ childName: expect.stringContaining('Arjun'), booked: false })],
    });
    expect(await bookedOn(both.runId)).toBe(0);
    expect(await booking()).toMatchObject({ status: 'cancelled', paymentPlan: null });
    expect((await audit()).slice(-2)).toEqual([
      { action: 'subscription.cancelled' },
      { action: 'subscription.places-cancelled' },
    ]);
    // Asked again (a retry): answered as it is, nothing cancelled twice.
    expect((await post(`${PLANS}/${both.id}/cancel-with-places`)).statusCode).toBe(200);
    expect((await audit()).slice(-1)).toEqual([{ action: 'subscription.places-cancelled' }]);
    const foreign = await t.request({
      method: 'POST',
      club: 'riverside',
      url: `${PLANS}/${both.id}/cancel-with-places`,
      cookie: cookies.riverside,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

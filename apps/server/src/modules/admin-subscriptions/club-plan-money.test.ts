import type { ClubSubscriptionResponse, SubscriptionsSummary } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { cardMethod, pendingOrder, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import {
  signInDemoPeople,
  signInNewParent,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PLANS = '/api/v4/client/subscriptions';
const ACCOUNT = { stripeAccount: 'acct_sandbox_demo' };
type Plan = ClubSubscriptionResponse['subscription'];

describe.each(testDrivers)("the club's money on payment plans on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let noFinance: string;
  let parents = 0;

  const post = (url: string, cookie: string, body?: unknown) => t.request({ method: 'POST', url, cookie, body });
  const detail = async (id: number): Promise<Plan> =>
    (await t.request({ url: `${PLANS}/${id}`, cookie: cookies.organiser })).json().subscription;
  const issueOf = (res: { json: () => { error: { code: string; issues?: { path: string }[] } } }) =>
    res.json().error.issues?.[0]?.path;

  /** A new family subscribed to a new plan run with `card`: the plan's row id and provider id, the parent's cookie. */
  async function planOf(monthlyPlan: { price: number; trialDays: number }, card: string, capacity = 5) {
    const { cookie, kids } = await signInNewParent(t, `plan-money-${++parents}@example.com`);
    const { runId } = await createRun(t, { capacity, monthlyPlan });
    const { uuid } = await pendingOrder(t, cookie, { childId: kids[0], runId });
    const paymentMethodId = await cardMethod(t, cookie, card);
    expect((await post('/api/v4/parent/payments/saved-cards/add', cookie, { paymentMethodId })).statusCode).toBe(200);
    const subscribed = await post('/rest/v1/payments/subscribe', cookie, { orderId: uuid, paymentMethodId });
    const row = await queryOne<{ id: number; p: string }>(
      t,
      sql`select s.id, s.provider_subscription_id as p from subscriptions s join orders o on o.id = s.order_id
          where o.uuid = ${uuid}`,
    );
    return { id: row.id, providerId: row.p, cookie, runId, uuid, subscribed };
  }
  const renew = (providerId: string, cookie: string) => post(`/sandbox/v1/subscriptions/${providerId}/renew`, cookie);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    noFinance = await signInOrganiserWithoutFinance(t);
  });
  afterAll(() => t.close());

  it('takes missed months with the card on file: a decline says how many were taken; the rest stay missed', async () => {
    const plan = await planOf({ price: 3000, trialDays: 7 }, TEST_CARDS.chargeFails);
    await renew(plan.providerId, plan.cookie);
    await renew(plan.providerId, plan.cookie);
    const missed = (await detail(plan.id)).missedPayments;
    expect(missed).toEqual([expect.objectContaining({ amount: 3000 }), expect.objectContaining({ amount: 3000 })]);
    expect(missed[0].periodStart).toBeLessThan(missed[1].periodStart);
    const invoiceIds = missed.map((m) => m.invoiceId);
    const cover = `${PLANS}/${plan.id}/cover-payments`;

    // Bad input names the field; staff without financial access, coaches and parents are refused; nothing taken.
    expect(issueOf(await post(cover, cookies.organiser, { invoiceIds: [] }))).toBe('body.invoiceIds');
    expect(issueOf(await post(cover, cookies.organiser, { invoiceIds: ['in_not_this_plans'] }))).toBe(
      'body.invoiceIds.0',
    );
    expect(issueOf(await post(cover, cookies.organiser, { invoiceIds: ['in bad'] }))).toBe('body.invoiceIds.0');
    for (const cookie of [noFinance, cookies.coach, plan.cookie])
      expect((await post(cover, cookie, { invoiceIds })).statusCode).toBe(403);
    expect((await post(`${PLANS}/999999/cover-payments`, cookies.organiser, { invoiceIds })).statusCode).toBe(404);

    const declined = await post(cover, cookies.organiser, { invoiceIds });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.message).toMatch(/^The card was declined: 0 of 2 missed payments taken/);

    // The parent's other card becomes the plan's: the first month is taken, the second left as asked.
    const visa = await cardMethod(t, plan.cookie, TEST_CARDS.visa);
    await post('/api/v4/parent/payments/saved-cards/add', plan.cookie, { paymentMethodId: visa });
    await t.app.payments.subscriptions.update(plan.providerId, { default_payment_method: visa }, ACCOUNT);
    const covered = await post(cover, cookies.organiser, { invoiceIds: [invoiceIds[0]] });
    expect(covered.statusCode, covered.body).toBe(200);
    const after: Plan = covered.json().subscription;
    expect(after.missedPayments.map((m) => m.invoiceId)).toEqual([invoiceIds[1]]);
    expect(after.charges).toEqual([expect.objectContaining({ invoiceId: invoiceIds[0], amount: 3000, refunded: 0 })]);
    // Asked again, the month taken is no longer missed: nothing is taken twice.
    const again = await post(cover, cookies.organiser, { invoiceIds: [invoiceIds[0]] });
    expect(issueOf(again)).toBe('body.invoiceIds.0');
    const audit = await queryAll<{ action: string }>(
      t,
      sql`select action from audit_log where action = 'subscription.payments_covered'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('refunds one payment a plan took, all or part, never more than is left; the parent is emailed', async () => {
    const plan = await planOf({ price: 2500, trialDays: 0 }, TEST_CARDS.visa);
    await renew(plan.providerId, plan.cookie);
    const { charges } = await detail(plan.id);
    expect(charges.map((c) => c.amount)).toEqual([2500, 2500]);
    const [renewal] = charges; // newest first
    // This plan's refunds (the demo's seeded money has refunds of its own).
    const planRefunds = async () =>
      (await sandboxObjects<{ amount: number; metadata: Record<string, string> }>(t, 'refund')).filter(
        (r) => r.metadata.subscriptionId === String(plan.id),
      );
    const refund = `${PLANS}/${plan.id}/refund-charge`;
    const body = (extra: object) => ({ invoiceId: renewal.invoiceId, reason: 'Class cancelled', ...extra });

    expect(issueOf(await post(refund, cookies.organiser, body({ amount: 2501, idempotencyKey: 'refund-1' })))).toBe(
      'body.amount',
    );
    expect(
      issueOf(await post(refund, cookies.organiser, body({ invoiceId: 'in_nope', idempotencyKey: 'refund-1' }))),
    ).toBe('body.invoiceId');
    expect(
      issueOf(await post(refund, cookies.organiser, body({ reason: ' ', amount: 100, idempotencyKey: 'refund-1' }))),
    ).toBe('body.reason');
    expect(issueOf(await post(refund, cookies.organiser, body({ amount: 0, idempotencyKey: 'refund-1' })))).toBe(
      'body.amount',
    );
    for (const cookie of [noFinance, cookies.coach, plan.cookie])
      expect((await post(refund, cookie, body({ amount: 100, idempotencyKey: 'refund-1' }))).statusCode).toBe(403);
    expect(await planRefunds()).toHaveLength(0);

    const part = await post(refund, cookies.organiser, body({ amount: 1000, idempotencyKey: 'refund-part' }));
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().subscription.charges[0]).toMatchObject({ invoiceId: renewal.invoiceId, refunded: 1000 });
    expect(part.json().subscription.charges[1].refunded, 'the other month untouched').toBe(0);
    // A retry with the same key refunds once.
    await post(refund, cookies.organiser, body({ amount: 1000, idempotencyKey: 'refund-part' }));
    expect((await planRefunds()).map((r) => r.amount)).toEqual([1000]);
    const mail = await t.latestMail(`plan-money-${parents}@example.com`);
    expect(mail?.subject).toMatch(/^A refund from /);
    expect(mail?.text).toContain('has refunded £10.00 of your payment of £25.00');
    expect(mail?.text).toContain('Why: Class cancelled');
    expect(await inboxSubjects(t, plan.cookie), "in the parent's inbox too").toContain(mail?.subject);

    // The rest of it, then nothing is left.
    const rest = await post(refund, cookies.organiser, body({ idempotencyKey: 'refund-rest' }));
    expect(rest.json().subscription.charges[0].refunded).toBe(2500);
    const none = await post(refund, cookies.organiser, body({ idempotencyKey: 'refund-more' }));
    expect(none.statusCode).toBe(409);
    expect((await detail(plan.id)).status, 'the plan itself carries on').toBe('active');
  });

  it('reminds a parent whose plan is not set up, once a day, with the link to set it up', async () => {
    const plan = await planOf({ price: 2000, trialDays: 0 }, TEST_CARDS.chargeFails);
    expect(plan.subscribed.statusCode).toBe(402);
    expect((await detail(plan.id)).status).toBe('incomplete');
    const prompt = `${PLANS}/${plan.id}/prompt`;
    for (const cookie of [noFinance, cookies.coach, plan.cookie])
      expect((await post(prompt, cookie)).statusCode).toBe(403);

    const sent = await post(prompt, cookies.organiser);
    expect(sent.statusCode, sent.body).toBe(200);
    const email = `plan-money-${parents}@example.com`;
    expect(sent.json()).toEqual({ emailedTo: email });
    const mail = await t.latestMail(email);
    expect(mail?.subject).toMatch(/^Please set up your payment plan with /);
    expect(mail?.text).toContain('£20.00 a month) is not set up yet');
    expect(mail?.text).toContain(`/order/${plan.uuid}/pay`);
    expect(await inboxSubjects(t, plan.cookie), "in the parent's inbox too").toContain(mail?.subject);

    const twice = await post(prompt, cookies.organiser);
    expect(twice.statusCode).toBe(429);
    expect(twice.headers['retry-after']).toBeDefined();
    expect(twice.json().error.message).toMatch(/in the last day/);

    // A plan that is set up has nothing to remind of.
    const active = await planOf({ price: 2000, trialDays: 0 }, TEST_CARDS.visa);
    expect((await post(`${PLANS}/${active.id}/prompt`, cookies.organiser)).statusCode).toBe(409);
  });

  it('restarts a plan cancelled in its trial (unreject), never one that took payments or lost its places', async () => {
    const plan = await planOf({ price: 3000, trialDays: 14 }, TEST_CARDS.visa);
    const before = await detail(plan.id);
    expect(before.restartable).toBe(false);
    await post(`${PLANS}/${plan.id}/cancel`, cookies.organiser);
    const cancelled = await detail(plan.id);
    expect(cancelled).toMatchObject({ status: 'canceled', restartable: true });
    const unreject = `${PLANS}/${plan.id}/unreject`;
    for (const cookie of [noFinance, cookies.coach, plan.cookie])
      expect((await post(unreject, cookie)).statusCode).toBe(403);

    const restarted = await post(unreject, cookies.organiser);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().subscription).toMatchObject({
      status: 'trialing',
      trialEnd: before.trialEnd,
      restartable: false,
    });
    const provider = await queryOne<{ p: string }>(
      t,
      sql`select provider_subscription_id as p from subscriptions where id = ${plan.id}`,
    );
    expect(provider.p).not.toBe(plan.providerId);
    const told = await t.latestMail(`plan-money-${parents}@example.com`);
    expect(told?.subject).toMatch(/^Your payment plan with .+ has started again$/);
    expect(told?.text).toContain('the first payment of £30.00 is taken on');
    expect(await inboxSubjects(t, plan.cookie), "in the parent's inbox too").toContain(told?.subject);
    expect((await post(unreject, cookies.organiser)).statusCode, 'not cancelled now').toBe(409);

    // One that took a month is over for good.
    const paid = await planOf({ price: 3000, trialDays: 0 }, TEST_CARDS.visa);
    await post(`${PLANS}/${paid.id}/cancel`, cookies.organiser);
    expect((await detail(paid.id)).restartable).toBe(false);
    expect((await post(`${PLANS}/${paid.id}/unreject`, cookies.organiser)).statusCode).toBe(409);
    // One whose places were cancelled with it too.
    const gone = await planOf({ price: 3000, trialDays: 14 }, TEST_CARDS.visa);
    await post(`${PLANS}/${gone.id}/cancel-with-places`, cookies.organiser);
    expect((await post(`${PLANS}/${gone.id}/unreject`, cookies.organiser)).statusCode).toBe(409);
  });

  it('sums the plans by tab and status, and lists the classes sold as plans with their plans', async () => {
    const summary = await t.request({ url: `${PLANS}/summary`, cookie: cookies.organiser });
    expect(summary.statusCode, summary.body).toBe(200);
    const { tabs, statuses }: SubscriptionsSummary = summary.json();
    const stored = await queryAll<{ status: string; n: number; cost: number }>(
      t,
      sql`select status, count(*)::int as n, sum(plan_cost)::int as cost from subscriptions
          where club_id = (select id from clubs where subdomain = 'demo') group by status`,
    );
    for (const row of stored) expect(statuses[row.status]).toEqual({ count: row.n, monthlyAmount: row.cost });
    expect(tabs.all.count).toBe(stored.reduce((sum, r) => sum + r.n, 0));
    expect(tabs.all.monthlyAmount).toBe(stored.reduce((sum, r) => sum + r.cost, 0));
    expect(tabs.problem.count).toBe(statuses.past_due?.count ?? 0);
    for (const cookie of [noFinance, cookies.coach, cookies.parent])
      expect((await t.request({ url: `${PLANS}/summary`, cookie })).statusCode).toBe(403);

    const plan = await planOf({ price: 1800, trialDays: 10 }, TEST_CARDS.visa, 1);
    // The class is full: another family waits for a place (an offer of one starts their free trial).
    const waiting = await signInNewParent(t, 'plan-money-waiting@example.com');
    const joined = await post('/api/bookings/waiting-list/join', waiting.cookie, {
      runId: plan.runId,
      childId: waiting.kids[0],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const plans = await t.request({ url: `${PLANS}/plans`, cookie: cookies.organiser });
    expect(plans.statusCode, plans.body).toBe(200);
    const row = plans.json().plans.find((p: { runId: number }) => p.runId === plan.runId);
    expect(row).toMatchObject({
      className: 'Booking Test Class',
      monthlyPrice: 1800,
      trialDays: 10,
      billingDay: null,
      counts: expect.objectContaining({ all: 1, waiting: 1, successful: 0 }),
      onWaitingList: 1,
    });
    const ofRun = await t.request({ url: `${PLANS}?runId=${plan.runId}`, cookie: cookies.organiser });
    expect(ofRun.json().subscriptions.map((s: { subscriptionId: number }) => s.subscriptionId)).toEqual([plan.id]);
    expect(ofRun.json().counts).toMatchObject({ all: 1, waiting: 1 });
    expect(issueOf(await t.request({ url: `${PLANS}?runId=abc`, cookie: cookies.organiser }))).toBe(
      'querystring.runId',
    );
    // Another club sees none of demo's.
    const riverside = await t.request({ club: 'riverside', url: `${PLANS}/plans`, cookie: cookies.riverside });
    expect(riverside.json().plans.some((p: { runId: number }) => p.runId === plan.runId)).toBe(false);
  });
});

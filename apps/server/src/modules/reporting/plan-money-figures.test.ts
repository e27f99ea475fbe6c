import type {
  ClientHomeResponse,
  ClubSubscriptionResponse,
  IncomeAnalysisResponse,
  IncomeMonth,
} from '@clubroom/domain/api';
import { formatAmount } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, pendingOrder, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, signInNewParent, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonMonthFromTestNow } from '../../test-support/test-dates.js';

const PLANS = '/api/v4/client/subscriptions';
/** Demo's connected account in the sandbox: where its plans are, and its dashboard refunds made. */
const DEMO_ACCOUNT = { stripeAccount: 'acct_sandbox_demo' };
/** The London month the tests' now is in (October 2026 at the default TEST_NOW). */
const THIS_MONTH = londonMonthFromTestNow(0);

/**
 * Issue 23 points 9–11: a plan's payments (its first month and its renewals) and their refunds are part of the
 * club's money, as one-off card payments are: Financials' month, its CSV and the home's month agree on them.
 */
describe.each(testDrivers)("a plan's payments in the club's money figures on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;

  const post = (url: string, cookie: string, body?: unknown) => t.request({ method: 'POST', url, cookie, body });
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.request({ url, cookie: cookies.organiser });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  /** This month as Financials, its CSV and the home each show it. */
  async function thisMonth() {
    const report = await get<IncomeAnalysisResponse>('/api/v4/reporting/incomeanalysis');
    const month = report.months.find((m) => m.month === THIS_MONTH)!;
    const home = (await get<ClientHomeResponse>('/api/v4/client/quick-info')).moneyThisMonth!;
    const csv = await t.request({ url: '/api/v4/reporting/incomeanalysis.csv', cookie: cookies.organiser });
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${THIS_MONTH},`))!;
    return { month, home, csv: row.split(',') };
  }
  /** The three pages say the same, and by how much this month moved since `before`. */
  function agreed(now: Awaited<ReturnType<typeof thisMonth>>, before: IncomeMonth) {
    const { month, home, csv } = now;
    expect(home).toMatchObject({ paid: month.taken, refunded: month.refunded, platformFees: month.platformFees });
    expect(home.net).toBe(month.net);
    const amounts = [month.taken, month.passedOnFees, month.refunded, month.platformFees, month.net];
    expect(csv).toEqual([THIS_MONTH, String(month.payments), ...amounts.map(formatAmount)]);
    return {
      payments: month.payments - before.payments,
      taken: month.taken - before.taken,
      refunded: month.refunded - before.refunded,
      platformFees: month.platformFees - before.platformFees,
      net: month.net - before.net,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
  });
  afterAll(() => t.close());

  it('counts a plan month and its renewal on Financials, its CSV and the home; refunds come off, and those made at the dashboard', async () => {
    const before = (await thisMonth()).month;
    const { cookie, kids } = await signInNewParent(t, 'plan-money-figures@example.com');
    const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: 2500, trialDays: 0 } });
    const { uuid } = await pendingOrder(t, cookie, { childId: kids[0], runId });
    const paymentMethodId = await cardMethod(t, cookie, TEST_CARDS.visa);
    expect((await post('/api/v4/parent/payments/saved-cards/add', cookie, { paymentMethodId })).statusCode).toBe(200);
    const subscribed = await post('/rest/v1/payments/subscribe', cookie, { orderId: uuid, paymentMethodId });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const plan = await queryOne<{ id: number; p: string }>(
      t,
      sql`select s.id, s.provider_subscription_id as p from subscriptions s join orders o on o.id = s.order_id
          where o.uuid = ${uuid}`,
    );
    const renewed = await post(`/sandbox/v1/subscriptions/${plan.p}/renew`, cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    await t.app.jobs.settled();

    // The first month and the renewal: £25.00 each, the platform's share of each as the provider took it.
    const { subscription } = await get<ClubSubscriptionResponse>(`${PLANS}/${plan.id}`);
    expect(subscription.charges.map((c) => c.amount)).toEqual([2500, 2500]);
    const fees = await queryOne<{ fee: number }>(
      t,
      sql`select sum(application_fee)::int as fee from plan_charges where subscription_id = ${plan.id}`,
    );
    expect(Number(fees.fee)).toBeGreaterThan(0);
    const taken = agreed(await thisMonth(), before);
    expect(taken).toEqual({
      payments: 2,
      taken: 5000,
      refunded: 0,
      platformFees: Number(fees.fee),
      net: 5000 - Number(fees.fee),
    });

    // Refunding the renewal whole gives back its £25.00 and its share of the platform's fee.
    const [renewal] = subscription.charges;
    const refund = await post(`${PLANS}/${plan.id}/refund-charge`, cookies.organiser, {
      invoiceId: renewal.invoiceId,
      reason: 'Class cancelled',
      idempotencyKey: 'plan-figures-refund',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await post(`${PLANS}/${plan.id}/refund-charge`, cookies.organiser, {
      invoiceId: renewal.invoiceId,
      reason: 'Class cancelled',
      idempotencyKey: 'plan-figures-refund',
    });
    await t.app.jobs.settled();
    const refunded = agreed(await thisMonth(), before);
    const oneFee = Number(fees.fee) / 2;
    expect(refunded).toEqual({
      payments: 2,
      taken: 5000,
      refunded: 2500,
      platformFees: oneFee,
      net: 2500 - oneFee,
    });

    // The club gives £10.00 of the first month back at its provider's dashboard: it comes off too, once, though the
    // refund's event comes with the staff's refund's events already recorded.
    const firstMonth = subscription.charges[1].invoiceId;
    const { payment_intent: paid } = await t.app.payments.invoices.retrieve(firstMonth, DEMO_ACCOUNT);
    await t.app.payments.refunds.create({ payment_intent: paid!.id, amount: 1000 }, DEMO_ACCOUNT);
    await t.app.jobs.settled();
    const fromDashboard = agreed(await thisMonth(), before);
    expect(fromDashboard.refunded).toBe(3500);
    expect(fromDashboard.taken).toBe(5000);
  });
});

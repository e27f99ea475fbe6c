import type {
  AdminOrder,
  ClientHomeResponse,
  ClubSubscriptionResponse,
  ClubSubscriptionsResponse,
  DetailResponse,
  IncomeAnalysisResponse,
  OrdersListResponse,
} from '@clubroom/domain/api';
import { ageInMonthsOn, amountToPay, DEFAULT_FEE_TERMS, localDateOf } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../../test-support/accounts.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { DEMO_SALES } from './demo-sales.js';

/**
 * Issue 23.30: the demo club is seeded with a money history — paid orders over the months before the seed, a
 * refund, a monthly plan that has renewed — that every staff page reads alike, and its family classes with
 * children of ages that fit them.
 */
describe.each(testDrivers)("the demo club's seeded money on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;

  const json = async <T>(url: string, cookie = cookies.organiser): Promise<T> => {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const rows = <T>(query: ReturnType<typeof sql>) => queryAll<T>(t, query);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
  });
  afterAll(() => t.close());

  it('has paid orders over several months, one partly refunded, each priced as checkout prices it', async () => {
    const list = await json<OrdersListResponse>('/api/v4/orders');
    const oneOff = DEMO_SALES.filter((sale) => sale.className !== 'Teen Gymnastics');
    const paid = list.orders.filter((order) => order.status === 'completed' && order.paid !== null);
    expect(paid).toHaveLength(oneOff.length);
    for (const order of paid) {
      // What the card paid is the order's total with the fee the demo passes on, as `amountToPay` has it.
      expect(order.paid).toBe(amountToPay(order.total, DEFAULT_FEE_TERMS).totalToPay);
      expect(order.total).toBeGreaterThan(0);
    }
    const refunded = paid.filter((order) => order.refunded > 0);
    expect(refunded).toHaveLength(1);
    expect(refunded[0].refunded).toBe(1100); // one Gymnastics session
    const months = new Set(paid.map((order) => localDateOf(order.createdAt, 'Europe/London').slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);

    // The order page lists the refund, and the payment is one the provider knows: it can be refunded again.
    const order = await json<AdminOrder>(`/api/v4/orders/order/${refunded[0].orderId}`);
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 1100 })]);
    const res = await t.request({
      method: 'POST',
      url: `/api/v4/orders/order/${refunded[0].orderId}/refund`,
      cookie: cookies.organiser,
      body: { amount: 100, reason: 'Goodwill', idempotencyKey: 'demo-money-test-refund' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('agrees on Financials, its CSV and the home for the same months', async () => {
    const report = await json<IncomeAnalysisResponse>('/api/v4/reporting/incomeanalysis');
    // One-off card payments and the payments the plans took (their renewals) alike.
    const paid = await rows<{ amount: number }>(sql`select p.amount from payments p join clubs c on c.id = p.club_id
      where c.subdomain = 'demo' and p.status = 'succeeded'
      union all select pc.amount from plan_charges pc join clubs c on c.id = pc.club_id where c.subdomain = 'demo'`);
    expect(report.monthTotals.payments).toBe(paid.length);
    expect(report.monthTotals.taken).toBe(paid.reduce((sum, p) => sum + Number(p.amount), 0));
    expect(report.monthTotals.refunded).toBeGreaterThanOrEqual(1100);
    expect(report.months.filter((month) => month.payments > 0).length).toBeGreaterThanOrEqual(3);

    const home = await json<ClientHomeResponse>('/api/v4/client/quick-info');
    const thisMonth = report.months.at(-1)!;
    expect(thisMonth.payments).toBeGreaterThan(0);
    expect(home.moneyThisMonth).toMatchObject({ paid: thisMonth.taken, net: thisMonth.net });

    const detail = await json<DetailResponse>(`/api/v4/reporting/${report.clientId}/detail`);
    const csv = await t.request({ url: `/api/v4/reporting/${report.clientId}/detail.csv`, cookie: cookies.organiser });
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(detail.totalCount + 1);
  });

  it('has a monthly plan that has renewed since it began, its next payment to come', async () => {
    const { subscriptions } = await json<ClubSubscriptionsResponse>('/api/v4/client/subscriptions');
    expect(subscriptions.map((s) => s.status).sort()).toEqual(['active', 'active']);
    const [longest] = await rows<{ id: number; provider_subscription_id: string }>(sql`select s.id,
      s.provider_subscription_id from subscriptions s order by s.created_at limit 1`);
    const invoices = await rows<{ json: string }>(sql`select json from sandbox_records where key like 'invoice:%'`);
    const renewals = invoices
      .map(
        (row) => JSON.parse(row.json) as { object: { subscription: string; billing_reason: string; status: string } },
      )
      .filter(({ object }) => object.subscription === longest.provider_subscription_id)
      .filter(({ object }) => object.billing_reason === 'subscription_cycle' && object.status === 'paid');
    // Begun 90 days before the seed with a fortnight free: paid as the trial ended and monthly since.
    expect(renewals.length).toBeGreaterThanOrEqual(2);
    // Each renewal is in the club's money figures, at what it took.
    const recorded = await rows<{ provider_invoice_id: string; amount: number }>(sql`select provider_invoice_id,
      amount from plan_charges where subscription_id = ${longest.id}`);
    expect(recorded.map((r) => r.provider_invoice_id).sort()).toEqual(
      renewals.map(({ object }) => (object as unknown as { id: string }).id).sort(),
    );
    expect(recorded.every((r) => Number(r.amount) === 3000)).toBe(true);
    const { subscription } = await json<ClubSubscriptionResponse>(`/api/v4/client/subscriptions/${longest.id}`);
    expect(subscription.amount).toBe(3000);
    expect(subscription.nextPaymentAt! * 1000).toBeGreaterThan(TEST_NOW.getTime());
  });

  it('gives the family classes children of 1 to 10, not babies born days before the term', async () => {
    const children = await queryOne<{ youngest: string; oldest: string; first: string }>(
      t,
      sql`select max(ch.date_of_birth)::text as youngest, min(ch.date_of_birth)::text as oldest,
            min(s.starts_at)::text as first
          from bookings b join runs r on r.id = b.run_id join children ch on ch.id = b.child_id
          join run_sessions s on s.run_id = r.id
          where r.class_name in ('Family Taster', 'Family Yoga')`,
    );
    const firstDay = children.first.slice(0, 10);
    expect(ageInMonthsOn(children.youngest, firstDay)).toBeGreaterThanOrEqual(12);
    expect(ageInMonthsOn(children.oldest, firstDay)).toBeLessThan(11 * 12);
    // And so each Family Taster child is one the class takes (0–0: every age) and not 'Age 0' on the register.
    const ages = await rows<{ dob: string }>(sql`select ch.date_of_birth::text as dob from bookings b
      join runs r on r.id = b.run_id join children ch on ch.id = b.child_id where r.class_name = 'Family Taster'`);
    expect(new Set(ages.map((a) => a.dob)).size).toBeGreaterThan(1);
  });
});

import type {
  AdminOrder,
  ClientHomeResponse,
  DetailResponse,
  FamilyOrderResponse,
  IncomeAnalysisResponse,
  OrderResponse,
  OrdersListResponse,
  OrderSummary,
  OutstandingOrdersResponse,
  PayoutDetailsResponse,
} from '@clubroom/domain/api';
import { addDays, formatAmount } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { adminCalls, runBody, TERM_START, termBody } from '../../test-support/admin-schedule-fixtures.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { childIdNamed, signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonMonthFromTestNow } from '../../test-support/test-dates.js';

const REPORTING = '/api/v4/reporting';
const ORDERS = '/api/v4/orders';
/** TEST_NOW's month (October 2026 by default: the default period is November 2025 to October 2026). */
const THIS_MONTH = londonMonthFromTestNow(0);
/**
 * A later term of twelve weeks, Monday to Sunday, nine weeks after TERM_START: 4 January to 28 March 2027 by default,
 * after the default period.
 */
const SPRING_DATES = { startDate: addDays(TERM_START, 9 * 7), endDate: addDays(TERM_START, 9 * 7 + 83) };
const SPRING = { from: SPRING_DATES.startDate.slice(0, 7), to: SPRING_DATES.endDate.slice(0, 7) };

/**
 * Issue 23 points 8–11: one set of orders — paid by card with the fee passed on, another paid by card and partly
 * refunded, one waiting for payment in a later term, one paid offline — and the club home, Financials (its default
 * period and others), the orders list and order page, the orders CSV, the invoice and the receipt all show the
 * same figures: what was charged with the fee its own line, the platform fee after refunds, net, outstanding, and
 * a term's club-local dates.
 */
describe.each(testDrivers)('the money figures agree on every staff page on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let arjun: number;
  let keys = 0;
  let homeBefore: NonNullable<ClientHomeResponse['moneyThisMonth']>;
  const orders = {} as Record<'card' | 'refunded' | 'owed' | 'offline', AdminOrder>;
  let receipt: string;
  let springTermId: number;

  const json = async <T>(url: string, cookie = cookies.organiser): Promise<T> => {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = async <T>(url: string, body: unknown, cookie = cookies.organiser): Promise<T> => {
    const res = await t.request({ method: 'POST', url, cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const home = async () => (await json<ClientHomeResponse>('/api/v4/client/quick-info')).moneyThisMonth!;
  const adminOrder = (orderId: number) => json<AdminOrder>(`${ORDERS}/order/${orderId}`);
  const orderIdOf = async (uuid: string) =>
    (await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${uuid}`)).id;

  /** The demo parent orders Arjun's term place of the run; paid by card unless `pay` is false. */
  async function parentOrders(runId: number, pay: boolean): Promise<AdminOrder> {
    const basket = await post<{ items: { itemId: string }[] }>(
      '/api/v4/parent/basket/add',
      { type: 'term', childId: arjun, runId },
      cookies.parent,
    );
    const items = basket.items.map((item) => item.itemId);
    const order = await post<OrderResponse>(
      '/api/orders/order/create',
      { idempotencyKey: `figures-${++keys}`, items },
      cookies.parent,
    );
    if (pay) {
      const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
      await post('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId }, cookies.parent);
    }
    return adminOrder(await orderIdOf(order.uuid));
  }

  /** Every order of a status, through the orders list's pages. */
  async function listed(status: string): Promise<OrderSummary[]> {
    const all: OrderSummary[] = [];
    for (let page = 1; ; page++) {
      const res = await json<OrdersListResponse>(`${ORDERS}?status=${status}&page=${page}`);
      all.push(...res.orders);
      if (page * res.pageSize >= res.totalCount) return all;
    }
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    arjun = await childIdNamed(t, 'Arjun');
    homeBefore = await home();

    // £110.00 by card: the demo passes its fees on (4.5 % and 20p: £5.15), so the card pays £115.15.
    orders.card = await parentOrders((await createRun(t, { capacity: 5, pricePerTerm: 11_000 })).runId, true);
    receipt = (await t.latestMail(DEMO.parent))!.text;
    // £20.00 and its £1.10 by card, £10.00 of it refunded.
    const refunded = await parentOrders((await createRun(t, { capacity: 5, pricePerTerm: 2_000 })).runId, true);
    orders.refunded = await post<AdminOrder>(`${ORDERS}/order/${refunded.orderId}/refund`, {
      amount: 1_000,
      reason: 'Missed two sessions',
      bookingIds: [],
      idempotencyKey: 'figures-refund',
    });
    await t.latestMail(DEMO.parent); // the refund's email sent, so the invoice's is the latest below

    // Spring 2027 (SPRING_DATES), made as the organiser does: a place waiting for payment,
    // and another the organiser booked for the family, paid offline.
    const admin = adminCalls(t, () => cookies.organiser);
    const [venueId] = await admin.venueIds();
    const spring = await admin.createTerm(termBody({ name: 'Spring 2027', ...SPRING_DATES }));
    springTermId = spring.termId;
    const springRun = (name: string) =>
      admin.createPublishedRun(
        runBody(springTermId, venueId, { className: name, ageFrom: 0, ageTo: 0, pricePerTerm: 6_000 }),
      );
    orders.owed = await parentOrders((await springRun('Spring Owed')).runId, false);
    const offline = await post<FamilyOrderResponse>(
      `/api/v4/admin-bookings/run/${(await springRun('Spring Offline')).runId}`,
      { childIds: [arjun], paidOffline: true },
    );
    orders.offline = await adminOrder(offline.orderId);
  });
  afterAll(() => t.close());

  it('charges the fee as its own line: the order page, the list, the receipt and the invoice say £115.15', async () => {
    expect(orders.card).toMatchObject({
      status: 'completed',
      total: 11_000,
      passingOnFee: 515,
      totalToPay: 11_515,
      refundable: 11_515,
      payments: [expect.objectContaining({ amount: 11_515, fee: 515 })],
    });
    const [row] = (await listed('completed')).filter((o) => o.orderId === orders.card.orderId);
    expect(row).toMatchObject({ total: 11_000, passingOnFee: 515, totalToPay: 11_515, paid: 11_515 });
    expect(receipt).toContain('- Platform fee: £5.15');
    expect(receipt).toContain('Total: £115.15');

    expect(orders.owed).toMatchObject({ status: 'pending', total: 6_000, passingOnFee: 290, totalToPay: 6_290 });
    await post(`${ORDERS}/order/${orders.owed.orderId}/invoice`, {});
    const invoice = (await t.latestMail(DEMO.parent))!.text;
    expect(invoice).toContain('an invoice for £62.90');
    expect(invoice).toContain('Order: £60.00\nPlatform fee: £2.90');
  });

  it("Financials' orders and their CSV show the order page's number, charge, fee and refunds", async () => {
    const clubId = (await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis`)).clientId;
    const detail = await json<DetailResponse>(`${REPORTING}/${clubId}/detail?from=${THIS_MONTH}&to=${THIS_MONTH}`);
    const csv = (
      await t.request({
        url: `${REPORTING}/${clubId}/detail.csv?from=${THIS_MONTH}&to=${THIS_MONTH}`,
        cookie: cookies.organiser,
      })
    ).body
      .trimEnd()
      .split('\r\n');
    for (const order of [orders.card, orders.refunded, orders.owed, orders.offline]) {
      const line = detail.lines.find((l) => l.orderId === order.orderId)!;
      const card = order.payments.find((p) => p.status === 'succeeded');
      expect(line).toMatchObject({
        total: order.total,
        passingOnFee: order.passingOnFee,
        charged: order.totalToPay,
        paid: card?.amount ?? null,
        refunded: order.refunded,
      });
      // The CSV's row: the order's number as its page names it, the page's figures with two decimals.
      const cells = csv.find((row) => row.split(',')[1] === String(order.orderId))!.split(',');
      expect(cells.slice(5)).toEqual([
        formatAmount(order.totalToPay),
        formatAmount(order.passingOnFee),
        card ? formatAmount(card.amount) : '',
        formatAmount(order.refunded),
        formatAmount(line.platformFee),
      ]);
    }
    expect(orders.refunded).toMatchObject({ totalToPay: 2_110, refunded: 1_000, refundable: 1_110 });
    // The platform fee after refunds: its share less the part the refund gave back.
    const { applicationFee } = await queryOne<{ applicationFee: number }>(
      t,
      sql`select application_fee as "applicationFee" from payments where order_id = ${orders.refunded.orderId}`,
    );
    const refundedLine = detail.lines.find((l) => l.orderId === orders.refunded.orderId)!;
    expect(refundedLine.platformFee).toBe(applicationFee - Math.round((applicationFee * 1_000) / 2_110));
  });

  it("the home's money this month is Financials' month: taken, refunded, platform fees after refunds and net", async () => {
    const month = await home();
    const byDefault = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis`);
    const october = await json<IncomeAnalysisResponse>(
      `${REPORTING}/incomeanalysis?from=${THIS_MONTH}&to=${THIS_MONTH}`,
    );
    const payouts = await json<PayoutDetailsResponse>(`${REPORTING}/stripe-payout-details`);
    for (const report of [byDefault, october]) {
      expect(report.months.at(-1)).toMatchObject({
        month: THIS_MONTH,
        taken: month.paid,
        refunded: month.refunded,
        platformFees: month.platformFees,
        net: month.net,
      });
    }
    expect(payouts.months.at(-1)).toMatchObject({ month: THIS_MONTH, expected: month.net });
    // What this test's orders added: both card payments, the refund, and the platform fees of the orders' lines.
    const detail = await json<DetailResponse>(
      `${REPORTING}/${byDefault.clientId}/detail?from=${THIS_MONTH}&to=${THIS_MONTH}`,
    );
    const platformFees = [orders.card, orders.refunded]
      .map((order) => detail.lines.find((l) => l.orderId === order.orderId)!.platformFee)
      .reduce((a, b) => a + b, 0);
    expect(month.paid - homeBefore.paid).toBe(11_515 + 2_110);
    expect(month.refunded - homeBefore.refunded).toBe(1_000);
    expect(month.platformFees - homeBefore.platformFees).toBe(platformFees);
    expect(month.net - homeBefore.net).toBe(11_515 + 2_110 - 1_000 - platformFees);
  });

  it('outstanding is everything owed now, whatever the period, and a term is the orders list’s term', async () => {
    const owedNow = (await listed('pending')).reduce((sum, order) => sum + order.totalToPay, 0);
    expect(owedNow).toBeGreaterThanOrEqual(orders.owed.totalToPay);
    for (const query of ['', '?from=2020-01&to=2020-02', `?from=${SPRING.from}&to=${SPRING.to}`]) {
      const report = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis${query}`);
      expect(report.outstanding, query).toBe(owedNow);
    }
    // The default period has no session of Spring 2027: the term is not in it, its money is in "outstanding now".
    const byDefault = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis`);
    expect(byDefault.terms.map((term) => term.termId)).not.toContain(springTermId);

    const spring = await json<IncomeAnalysisResponse>(
      `${REPORTING}/incomeanalysis?from=${SPRING.from}&to=${SPRING.to}`,
    );
    const tab = await json<OutstandingOrdersResponse>(`${ORDERS}/outstanding?termId=${springTermId}`);
    expect(tab.totalOutstanding).toBe(orders.owed.totalToPay);
    expect(spring.terms.find((term) => term.termId === springTermId)).toEqual({
      termId: springTermId,
      name: 'Spring 2027',
      // The schedule's own days, club-local: the last is its Sunday (28 March by default), not the day after.
      ...SPRING_DATES,
      booked: orders.owed.totalToPay + orders.offline.totalToPay,
      paid: orders.offline.totalToPay,
      outstanding: tab.totalOutstanding,
    });
    const scheduled = (await adminCalls(t, () => cookies.organiser).terms()).find(
      (term) => term.termId === springTermId,
    );
    expect(scheduled).toMatchObject(SPRING_DATES);
    expect(orders.offline).toMatchObject({ status: 'completed', payments: [] });
  });
});

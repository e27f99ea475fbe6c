import type {
  DetailResponse,
  IncomeAnalysisResponse,
  PayoutDetailsResponse,
  ScheduleCapacityResponse,
} from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, signInOrganiserWithoutFinance } from '../../test-support/signed-in-people.js';
import { withoutSeededMoney } from '../../test-support/seeded-money.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow, londonMonthFromTestNow } from '../../test-support/test-dates.js';

const REPORTING = '/api/v4/reporting';
const PERIOD = 'from=2026-08&to=2026-09';
/** The last day of the orders' term (from 1 September 2026): still to come at TEST_NOW (15 December 2026 by default). */
const TERM_END = londonDateDaysFromTestNow(62);

interface SeededOrder {
  club?: string;
  parentUserId: number;
  status: 'pending' | 'completed' | 'cancelled';
  createdAt: string;
  lines: { type: string; runId: number | null; amount: number; payable: number }[];
  payment?: { amount: number; fee: number; applicationFee: number; status: string; createdAt: string };
  refunds?: { amount: number; createdAt: string }[];
}

describe.each(testDrivers)('the reporting routes on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'noFinance' | 'coach' | 'parent' | 'riverside', string> = {} as never;
  let demoId: number;
  let riversideId: number;
  let termRunId: number;
  let termId: number;
  const orderIds: Record<'discounted' | 'lateNight' | 'unpaid' | 'failed', number> = {} as never;
  let keys = 0;

  const get = (url: string, cookie = cookies.organiser, club = 'demo') => t.request({ club, url, cookie });
  const json = async <T>(url: string, cookie?: string, club?: string) => {
    const res = await get(url, cookie, club);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const issuePaths = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
  };

  /** An order straight into the tables, with its lines, payment and refunds, as checkout and payments leave them. */
  async function seedOrder(order: SeededOrder): Promise<number> {
    const clubId = sql`(select id from clubs where subdomain = ${order.club ?? 'demo'})`;
    // A line's payable has its share of the discounts taken off already: the discount lines are not added again.
    const total = order.lines.filter((line) => line.amount > 0).reduce((sum, line) => sum + line.payable, 0);
    const { id } = await queryOne<{ id: number }>(
      t,
      sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, passing_on_fee,
            idempotency_key, created_at)
          values (${clubId}, ${order.parentUserId}, ${order.status}, ${total}, 0, ${total}, ${order.payment?.fee ?? 0},
            ${`reporting-${++keys}`}, ${order.createdAt}) returning id`,
    );
    for (const [position, line] of order.lines.entries())
      await t.db.execute(sql`insert into order_lines (order_id, position, type, run_id, amount, payable)
        values (${id}, ${position}, ${line.type}, ${line.runId}, ${line.amount}, ${line.payable})`);
    if (order.payment) {
      const p = order.payment;
      const payment = await queryOne<{ id: number }>(
        t,
        sql`insert into payments (club_id, order_id, parent_user_id, provider_intent_id, amount, fee, application_fee,
              currency, status, created_at, updated_at)
            values (${clubId}, ${id}, ${order.parentUserId}, ${`pi_reporting_${keys}`}, ${p.amount}, ${p.fee},
              ${p.applicationFee}, 'gbp', ${p.status}, ${p.createdAt}, ${p.createdAt}) returning id`,
      );
      for (const [n, refund] of (order.refunds ?? []).entries())
        await t.db.execute(sql`insert into refunds (payment_id, provider_refund_id, idempotency_key, amount, reason,
            created_at)
          values (${payment.id}, ${`re_reporting_${keys}_${n}`}, ${`refund-${keys}-${n}`}, ${refund.amount},
            'Test refund', ${refund.createdAt})`);
    }
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    // This file's figures are its own orders' (or plans') sums: from a club with no money history.
    await withoutSeededMoney(t);
    Object.assign(cookies, await signInDemoPeople(t), { noFinance: await signInOrganiserWithoutFinance(t) });
    ({ id: demoId } = await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`));
    ({ id: riversideId } = await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'riverside'`));

    // A term of demo's from September to TERM_END, with one run the orders book.
    ({ id: termId } = await queryOne<{ id: number }>(
      t,
      sql`insert into terms (club_id, name, starts_at, ends_at)
          values (${demoId}, 'Reporting autumn', '2026-09-01T08:00:00Z', ${`${TERM_END}T18:00:00Z`}::timestamptz)
          returning id`,
    ));
    ({ id: termRunId } = await queryOne<{ id: number }>(
      t,
      sql`insert into runs (club_id, term_id, venue_id, class_name, capacity)
          values (${demoId}, ${termId}, (select id from venues where club_id = ${demoId} order by id limit 1),
            'Reporting Class', 10) returning id`,
    ));
    // A term is in a period when one of its sessions is: this one's first is in September.
    await t.db.execute(sql`insert into run_sessions (club_id, run_id, starts_at, ends_at)
      values (${demoId}, ${termRunId}, '2026-09-07T16:00:00Z', '2026-09-07T17:00:00Z')`);
    const parent = await userIdOf(t, DEMO.parent);
    // A parent whose name a spreadsheet would run as a formula.
    const { userId: trickster } = await createPerson(t, {
      email: 'trickster@example.com',
      firstName: '=HYPERLINK("http://evil.example")',
      memberships: [{ club: 'demo', role: 'parent' }],
    });

    // August: paid 2000 (100 of it the passing-on fee, 60 the platform's); a sibling discount line on the run.
    orderIds.discounted = await seedOrder({
      parentUserId: parent,
      status: 'completed',
      createdAt: '2026-08-10T11:55:00Z',
      lines: [
        { type: 'term', runId: termRunId, amount: 2100, payable: 1900 },
        { type: 'sibling-discount', runId: termRunId, amount: -200, payable: -200 },
      ],
      payment: { amount: 2000, fee: 100, applicationFee: 60, status: 'succeeded', createdAt: '2026-08-10T12:00:00Z' },
      // Refunded 500 in September: a quarter of the payment, so a quarter of the platform's 60 comes back.
      refunds: [{ amount: 500, createdAt: '2026-09-05T10:00:00Z' }],
    });
    // 23:30 UTC on 31 August is 00:30 on 1 September in London: September's.
    orderIds.lateNight = await seedOrder({
      parentUserId: parent,
      status: 'completed',
      createdAt: '2026-08-31T23:20:00Z',
      lines: [{ type: 'term', runId: termRunId, amount: 3000, payable: 3000 }],
      payment: { amount: 3000, fee: 0, applicationFee: 90, status: 'succeeded', createdAt: '2026-08-31T23:30:00Z' },
    });
    orderIds.unpaid = await seedOrder({
      parentUserId: trickster,
      status: 'pending',
      createdAt: '2026-09-20T09:00:00Z',
      lines: [{ type: 'term', runId: termRunId, amount: 1500, payable: 1500 }],
    });
    // A card declined: no money taken, the order still waiting.
    orderIds.failed = await seedOrder({
      parentUserId: parent,
      status: 'pending',
      createdAt: '2026-09-25T09:00:00Z',
      lines: [{ type: 'setup-fee', runId: null, amount: 700, payable: 700 }],
      payment: {
        amount: 735,
        fee: 35,
        applicationFee: 21,
        status: 'requires_payment_method',
        createdAt: '2026-09-25T09:01:00Z',
      },
    });
    // Cancelled before paying: no money, not outstanding, not a line.
    await seedOrder({
      parentUserId: parent,
      status: 'cancelled',
      createdAt: '2026-09-21T09:00:00Z',
      lines: [{ type: 'term', runId: termRunId, amount: 1000, payable: 1000 }],
    });
    // Riverside's money in the same months: never demo's.
    await seedOrder({
      club: 'riverside',
      parentUserId: await userIdOf(t, DEMO.riversideOrganiser),
      status: 'completed',
      createdAt: '2026-09-10T09:00:00Z',
      lines: [{ type: 'term', runId: null, amount: 9900, payable: 9900 }],
      payment: { amount: 9900, fee: 0, applicationFee: 297, status: 'succeeded', createdAt: '2026-09-10T09:00:00Z' },
    });
  });
  afterAll(() => t.close());

  describe('the income analysis', () => {
    it('adds up card payments, refunds and platform fees per club-local month', async () => {
      const report = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis?${PERIOD}`);
      expect(report).toMatchObject({ clientId: demoId, period: { from: '2026-08', to: '2026-09' }, currency: 'GBP' });
      expect(report.months).toEqual([
        { month: '2026-08', payments: 1, taken: 2000, passedOnFees: 100, refunded: 0, platformFees: 60, net: 1940 },
        // 3000 taken; 500 refunded, which gave back 15 of the platform's fees: 90 − 15.
        { month: '2026-09', payments: 1, taken: 3000, passedOnFees: 0, refunded: 500, platformFees: 75, net: 2425 },
      ]);
      expect(report.monthTotals).toEqual({
        payments: 2,
        taken: 5000,
        passedOnFees: 100,
        refunded: 500,
        platformFees: 135,
        net: 4365,
      });
    });

    it("adds up what each term's orders charge as booked, paid and outstanding, cancelled orders left out", async () => {
      const report = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis?${PERIOD}`);
      // Charged: 1900 and its fee of 100, 3000, and 1500 waiting for payment; the setup fee's order is in no term.
      expect(report.terms.find((term) => term.termId === termId)).toEqual({
        termId,
        name: 'Reporting autumn',
        startDate: '2026-09-01',
        endDate: TERM_END,
        booked: 6500,
        paid: 5000,
        outstanding: 1500,
      });
      // The demo's own terms have no orders: the totals are this term's.
      expect(report.termTotals).toEqual({ booked: 6500, paid: 5000, outstanding: 1500 });
      // A period without the term's session leaves it out.
      const august = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis?from=2026-08&to=2026-08`);
      expect(august.terms.map((term) => term.termId)).not.toContain(termId);
    });

    it('lists every month of the period, empty ones as zeros, and defaults to the last twelve months', async () => {
      const july = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis?from=2026-07&to=2026-07`);
      expect(july.months).toEqual([
        { month: '2026-07', payments: 0, taken: 0, passedOnFees: 0, refunded: 0, platformFees: 0, net: 0 },
      ]);
      expect(july.terms.map((term) => term.termId)).not.toContain(termId);
      // TEST_NOW's month and the eleven before it (November 2025 to October 2026 by default).
      const byDefault = await json<IncomeAnalysisResponse>(`${REPORTING}/incomeanalysis`);
      expect(byDefault.period).toEqual({ from: londonMonthFromTestNow(-11), to: londonMonthFromTestNow(0) });
      expect(byDefault.months).toHaveLength(12);
      expect(byDefault.monthTotals.taken).toBe(5000);
    });

    it("shows riverside's staff riverside's money only", async () => {
      const report = await json<IncomeAnalysisResponse>(
        `${REPORTING}/incomeanalysis?${PERIOD}`,
        cookies.riverside,
        'riverside',
      );
      expect(report.monthTotals).toMatchObject({ payments: 1, taken: 9900, platformFees: 297 });
    });

    it('downloads as CSV: months, then terms, in pounds', async () => {
      const res = await get(`${REPORTING}/incomeanalysis.csv?${PERIOD}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment; filename="demo-income-2026-08-to-2026-09.csv"');
      const lines = res.body.split('\r\n');
      expect(lines.slice(0, 4)).toEqual([
        'Month,Payments,Taken (GBP),Fees paid by parents (GBP),Refunded (GBP),Platform fees (GBP),Net (GBP)',
        '2026-08,1,20.00,1.00,0.00,0.60,19.40',
        '2026-09,1,30.00,0.00,5.00,0.75,24.25',
        'Total,2,50.00,1.00,5.00,1.35,43.65',
      ]);
      expect(lines).toContain('Term,Starts,Ends,Booked (GBP),Paid (GBP),Outstanding (GBP)');
      expect(lines).toContain(`Reporting autumn,2026-09-01,${TERM_END},65.00,50.00,15.00`);
    });
  });

  describe('the detail', () => {
    const detailUrl = (query: string, clientId: number | string = demoId) => `${REPORTING}/${clientId}/detail?${query}`;

    it("gives a line per order of the period, newest first, dated by its payment in the club's time", async () => {
      const detail = await json<DetailResponse>(detailUrl(PERIOD));
      expect(detail).toMatchObject({ page: 1, pageSize: 50, totalCount: 4 });
      expect(detail.lines.map((line) => line.orderId)).toEqual([
        orderIds.failed,
        orderIds.unpaid,
        orderIds.lateNight,
        orderIds.discounted,
      ]);
      const [failed, unpaid, lateNight, discounted] = detail.lines;
      expect(discounted).toMatchObject({
        date: '2026-08-10',
        status: 'completed',
        parent: 'Priya Parent',
        what: 'Reporting Class',
        total: 1900,
        passingOnFee: 100,
        charged: 2000,
        paid: 2000,
        // The platform's 60 less the quarter the refund gave back, as the months count it.
        platformFee: 45,
        refunded: 500,
      });
      expect(lateNight).toMatchObject({ date: '2026-09-01', paid: 3000, refunded: 0 });
      expect(unpaid).toMatchObject({ date: '2026-09-20', status: 'pending', paid: null, charged: 1500 });
      // A declined card took nothing.
      expect(failed).toMatchObject({ what: 'Setup fee', paid: null, platformFee: 0 });
      expect(discounted.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('pages 50 at a time on the server', async () => {
      const parent = await userIdOf(t, DEMO.parent);
      await t.db.execute(sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total,
          idempotency_key, created_at)
        select ${demoId}, ${parent}, 'pending', 100, 0, 100, 'reporting-bulk-' || n,
          timestamptz '2026-06-01T12:00:00Z' + n * interval '1 hour'
        from generate_series(1, 55) n`);
      const first = await json<DetailResponse>(detailUrl('from=2026-06&to=2026-06'));
      expect(first.totalCount).toBe(55);
      expect(first.lines).toHaveLength(50);
      const second = await json<DetailResponse>(detailUrl('from=2026-06&to=2026-06&page=2'));
      expect(second.lines).toHaveLength(5);
      expect(new Set([...first.lines, ...second.lines].map((line) => line.orderId)).size).toBe(55);
    });

    it('downloads every line as CSV, a formula-like cell made harmless', async () => {
      const res = await get(`${REPORTING}/${demoId}/detail.csv?${PERIOD}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment; filename="demo-orders-2026-08-to-2026-09.csv"');
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Date,Order,Status,Parent,What,Charged (GBP),Fee paid by parent (GBP),Paid (GBP),Refunded (GBP),' +
          'Platform fee (GBP)',
      );
      expect(lines).toHaveLength(5);
      // The page's order number, status and figures; amounts with two decimals.
      expect(lines[1]).toBe(
        `2026-08-10,${orderIds.discounted},Completed,Priya Parent,Reporting Class,20.00,1.00,20.00,5.00,0.45`,
      );
      expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.example"") Person"`);
    });

    it("answers 404 for any club's id but this club's", async () => {
      expect((await get(detailUrl(PERIOD, riversideId))).statusCode).toBe(404);
      expect((await get(`${REPORTING}/${riversideId}/detail.csv?${PERIOD}`)).statusCode).toBe(404);
      // Riverside's organiser, on riverside's site, with demo's id.
      expect((await get(detailUrl(PERIOD), cookies.riverside, 'riverside')).statusCode).toBe(404);
    });
  });

  describe('the expected payouts', () => {
    it('gives payments − refunds − platform fees per month, and their total', async () => {
      const payouts = await json<PayoutDetailsResponse>(`${REPORTING}/stripe-payout-details?${PERIOD}`);
      expect(payouts).toEqual({
        period: { from: '2026-08', to: '2026-09' },
        currency: 'GBP',
        months: [
          { month: '2026-08', taken: 2000, refunded: 0, platformFees: 60, expected: 1940 },
          { month: '2026-09', taken: 3000, refunded: 500, platformFees: 75, expected: 2425 },
        ],
        total: 4365,
      });
    });
  });

  describe('the schedule capacity', () => {
    it('gives each run of terms not yet over, and each camp day to come, its places, waiting list and fill', async () => {
      const { runId } = await createRun(t, { capacity: 4 });
      const kids = await createChildren(t, DEMO.parent, 4);
      const parent = await userIdOf(t, DEMO.parent);
      for (const [n, childId] of kids.entries())
        await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
          values (${demoId}, ${runId}, ${childId}, ${n === 3 ? 'cancelled' : 'confirmed'})`);
      for (const [n, status] of ['waiting', 'offered', 'left'].entries())
        await t.db.execute(sql`insert into waiting_list_entries (club_id, run_id, child_id, parent_user_id, status,
            joined_at) values (${demoId}, ${runId}, ${kids[n]}, ${parent}, ${status}, now())`);
      // A term already over: not in the report.
      const past = await queryOne<{ id: number }>(
        t,
        sql`insert into terms (club_id, name, starts_at, ends_at)
            values (${demoId}, 'Reporting past', '2025-01-06T08:00:00Z', '2025-03-28T18:00:00Z') returning id`,
      );
      await t.db.execute(sql`insert into runs (club_id, term_id, venue_id, class_name, capacity)
        values (${demoId}, ${past.id}, (select id from venues where club_id = ${demoId} order by id limit 1),
          'Past Class', 10)`);
      const camp = await createCamp(t, { capacity: 10 });
      const [firstDay] = await t.db
        .execute(sql`select d.id from camp_days d where d.camp_week_id = ${camp.weekId} order by d.starts_at`)
        .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
      for (const childId of kids.slice(0, 2))
        await t.db.execute(sql`insert into bookings (club_id, camp_day_id, child_id, status)
          values (${demoId}, ${firstDay.id}, ${childId}, 'confirmed')`);

      const capacity = await json<ScheduleCapacityResponse>(`${REPORTING}/schedule-capacity`);
      expect(capacity.runs.find((run) => run.runId === runId)).toMatchObject({
        className: 'Booking Test Class',
        capacity: 4,
        booked: 3,
        waiting: 2,
        fillPercent: 75,
      });
      expect(capacity.runs.find((run) => run.runId === termRunId)).toMatchObject({ booked: 0, fillPercent: 0 });
      expect(capacity.runs.map((run) => run.termId)).not.toContain(past.id);
      const days = capacity.campDays.filter((day) => day.campId === camp.campId);
      expect(days.map((day) => [day.booked, day.fillPercent])).toEqual([
        [2, 20],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
      expect(days[0]).toMatchObject({
        campName: 'Booking Test Camp',
        capacity: 10,
        date: localDateOf(camp.dayStarts[0], 'Europe/London'),
      });
    });
  });

  describe('access', () => {
    const urls = () => [
      `${REPORTING}/incomeanalysis`,
      `${REPORTING}/incomeanalysis.csv`,
      `${REPORTING}/${demoId}/detail`,
      `${REPORTING}/${demoId}/detail.csv`,
      `${REPORTING}/stripe-payout-details`,
      `${REPORTING}/schedule-capacity`,
    ];

    it('refuses coaches, parents and organisers without financial access (403), and nobody (401)', async () => {
      for (const url of urls()) {
        for (const cookie of [cookies.coach, cookies.parent, cookies.noFinance])
          expect((await get(url, cookie)).statusCode, url).toBe(403);
        expect((await get(url, '')).statusCode, url).toBe(401);
      }
    });

    it("refuses another club's organiser on this club's site", async () => {
      for (const url of urls()) expect((await get(url, cookies.riverside)).statusCode, url).toBe(403);
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the field', async () => {
      expect(await issuePaths(`${REPORTING}/incomeanalysis?from=2026-13`)).toEqual(['querystring.from']);
      expect(await issuePaths(`${REPORTING}/incomeanalysis?from=26-08`)).toEqual(['querystring.from']);
      expect(await issuePaths(`${REPORTING}/incomeanalysis?from=2026-09&to=2026-08`)).toEqual(['querystring.from']);
      expect(await issuePaths(`${REPORTING}/stripe-payout-details?to=2026-9`)).toEqual(['querystring.to']);
      expect(await issuePaths(`${REPORTING}/incomeanalysis.csv?from=2020-01&to=2026-01`)).toEqual(['querystring.to']);
      expect(await issuePaths(`${REPORTING}/${demoId}/detail?page=0`)).toEqual(['querystring.page']);
      expect(await issuePaths(`${REPORTING}/${demoId}/detail?from=2026-09&to=2026-08`)).toEqual(['querystring.from']);
      expect(await issuePaths(`${REPORTING}/demo/detail`)).toEqual(['params.clientId']);
    });
  });
});

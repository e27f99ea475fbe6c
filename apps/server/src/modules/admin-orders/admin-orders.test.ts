import { messages } from '@clubroom/domain/messages';
import type { AdminOrder, BasketResponse, OrdersListResponse, OutstandingOrdersResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refund } from '../../platform/payments/index.js';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, sandboxObjects } from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, signInOrganiserWithoutFinance } from '../../test-support/signed-in-people.js';
import { withoutSeededMoney } from '../../test-support/seeded-money.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { RATE_LIMITS } from '../../platform/security/rate-limit.js';

/** 2700 a place and demo's passing-on fee, as the payments tests charge it. */
const CHARGED_ONE = 2842;
const ORDERS = '/api/v4/orders';

describe.each(testDrivers)('the orders admin on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'noFinance' | 'coach' | 'parent' | 'riverside', string> = {} as never;
  let kids: number[];
  let runId: number;
  let termId: number;
  /** One place, paid: refunded whole later. */
  let single: { orderId: number; uuid: string };
  /** Two places (two children), paid: refunded in part, one place cancelled. */
  let pair: { orderId: number; uuid: string; paid: number };
  /** One place, not paid. */
  let unpaid: { orderId: number; uuid: string; total: number };
  let keys = 0;

  const get = (url: string, cookie = cookies.organiser, club = 'demo') => t.request({ club, url, cookie });
  const post = (url: string, body: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, method: 'POST', url, cookie, body });
  const list = async (query = '') => {
    const res = await get(`${ORDERS}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrdersListResponse;
  };
  const view = async (orderId: number) => {
    const res = await get(`${ORDERS}/order/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminOrder;
  };
  const refund = (orderId: number, body: object, cookie?: string) =>
    post(`${ORDERS}/order/${orderId}/refund`, body, cookie);

  /** A parent's order of term places of the run, made and (unless `pay` is false) paid by card as a parent does. */
  async function order(childIds: number[], pay = true) {
    const items: string[] = [];
    for (const childId of childIds) {
      const add = await post('/api/v4/parent/basket/add', { type: 'term', childId, runId }, cookies.parent);
      expect(add.statusCode, add.body).toBe(200);
      items.push((add.json() as BasketResponse).items.at(-1)!.itemId);
    }
    const made = await post(
      '/api/orders/order/create',
      { idempotencyKey: `admin-orders-${++keys}`, items },
      cookies.parent,
    );
    expect(made.statusCode, made.body).toBe(200);
    const { uuid, total } = made.json() as { uuid: string; total: number };
    if (pay) {
      const paymentMethodId = await cardMethod(t, cookies.parent, '4242424242424242');
      const paid = await post('/rest/v1/payments/pay', { orderId: uuid, paymentMethodId }, cookies.parent);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const { id } = await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${uuid}`);
    return { orderId: id, uuid, total };
  }
  const bookingStatuses = async (orderId: number) =>
    (
      await queryAll<{ status: string }>(t, sql`select status from bookings where order_id = ${orderId} order by id`)
    ).map((b) => b.status);

  beforeAll(async () => {
    t = await createTestApp(driver);
    // This file's figures are its own orders' (or plans') sums: from a club with no money history.
    await withoutSeededMoney(t);
    Object.assign(cookies, await signInDemoPeople(t), { noFinance: await signInOrganiserWithoutFinance(t) });
    kids = await createChildren(t, DEMO.parent, 4);
    ({ runId } = await createRun(t, { capacity: 4, pricePerTerm: 2700 }));
    ({ id: termId } = await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${runId}`));
    single = await order([kids[0]]);
    pair = { ...(await order([kids[1], kids[2]])), paid: 0 };
    pair.paid = (
      await queryOne<{ amount: number }>(t, sql`select amount from payments where order_id = ${pair.orderId}`)
    ).amount;
    unpaid = await order([kids[3]], false);
  });
  afterAll(() => t.close());

  describe('the list', () => {
    it('pages the newest first with the parent, children, status and money of each', async () => {
      const page = await list();
      expect(page).toMatchObject({ page: 1, pageSize: 50, totalCount: 3 });
      expect(page.orders.map((o) => o.orderId)).toEqual([unpaid.orderId, pair.orderId, single.orderId]);
      expect(page.orders[1]).toMatchObject({
        uuid: pair.uuid,
        status: 'completed',
        paid: pair.paid,
        refunded: 0,
        parent: { name: 'Priya Parent', email: DEMO.parent },
        children: 'Child2, Child3',
      });
      expect(page.orders[0]).toMatchObject({ status: 'pending', paid: null });
    });

    it('filters by status and term, searches by order ref, parent name or email, and sorts by total', async () => {
      expect((await list('?status=pending')).orders.map((o) => o.orderId)).toEqual([unpaid.orderId]);
      expect((await list('?status=completed')).totalCount).toBe(2);
      expect((await list(`?termId=${termId}`)).totalCount).toBe(3);
      expect((await list('?termId=999999')).orders).toEqual([]);
      expect((await list(`?search=${pair.orderId}`)).orders.map((o) => o.orderId)).toEqual([pair.orderId]);
      expect((await list(`?search=${single.uuid.slice(0, 8)}`)).orders.map((o) => o.orderId)).toEqual([single.orderId]);
      expect((await list('?search=priya%20par')).totalCount).toBe(3);
      expect((await list('?search=PARENT@example')).totalCount).toBe(3);
      expect((await list('?search=nobody-like-this')).totalCount).toBe(0);
      // A LIKE wildcard typed is only itself.
      expect((await list('?search=%25')).totalCount).toBe(0);
      const byTotal = await list('?sort=total&direction=asc');
      expect(byTotal.orders.map((o) => o.total)).toEqual([...byTotal.orders.map((o) => o.total)].sort((a, b) => a - b));
      expect(byTotal.orders.at(-1)!.orderId).toBe(pair.orderId);
    });

    it('pages 50 at a time on the server', async () => {
      // 60 more orders, straight into the table, for another family.
      const { userId } = await createPerson(t, {
        email: 'many-orders@example.com',
        memberships: [{ club: 'demo', role: 'parent' }],
      });
      await t.db.execute(sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total,
          idempotency_key, created_at)
        select (select id from clubs where subdomain = 'demo'), ${userId}, 'pending', 100, 0, 100, 'bulk-' || n,
          now() - n * interval '1 day'
        from generate_series(1, 60) n`);
      const first = await list('?search=many-orders');
      expect(first).toMatchObject({ totalCount: 60, page: 1 });
      expect(first.orders).toHaveLength(50);
      const second = await list('?search=many-orders&page=2');
      expect(second.orders).toHaveLength(10);
      expect(new Set([...first.orders, ...second.orders].map((o) => o.orderId)).size).toBe(60);
      expect((await list('?search=many-orders&page=3')).orders).toEqual([]);
    });

    it('answers 400 naming the query field for bad input', async () => {
      for (const [query, field] of [
        ['?page=0', 'querystring.page'],
        ['?status=lost', 'querystring.status'],
        ['?sort=name', 'querystring.sort'],
        ['?termId=abc', 'querystring.termId'],
      ]) {
        const res = await get(`${ORDERS}${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.issues[0].path, query).toBe(field);
      }
    });
  });

  describe('outstanding orders of a term', () => {
    it("lists the term's orders waiting for payment and what they add up to", async () => {
      const res = await get(`${ORDERS}/outstanding?termId=${termId}`);
      expect(res.statusCode, res.body).toBe(200);
      const body: OutstandingOrdersResponse = res.json();
      expect(body.orders.map((o) => o.orderId)).toEqual([unpaid.orderId]);
      // What the card will be charged: the total and the fee passed on.
      expect(body.totalOutstanding).toBe(CHARGED_ONE);
      const none = (await get(`${ORDERS}/outstanding?termId=999999`)).json() as OutstandingOrdersResponse;
      expect(none).toMatchObject({ orders: [], totalOutstanding: 0 });
      const missing = await get(`${ORDERS}/outstanding`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.issues[0].path).toBe('querystring.termId');
    });
  });

  describe('one order', () => {
    it('shows the parent, lines, payment, bookings and what is left to refund', async () => {
      const order = await view(pair.orderId);
      expect(order).toMatchObject({
        orderId: pair.orderId,
        uuid: pair.uuid,
        status: 'completed',
        parent: { name: 'Priya Parent', email: DEMO.parent },
        refunds: [],
        refunded: 0,
        refundable: pair.paid,
      });
      expect(order.lines.filter((l) => l.kind === 'term').map((l) => [l.childName, l.title])).toEqual([
        ['Child2 Racer', 'Booking Test Class'],
        ['Child3 Racer', 'Booking Test Class'],
      ]);
      expect(order.payments).toEqual([
        expect.objectContaining({
          amount: pair.paid,
          status: 'succeeded',
          currency: expect.any(String),
          card: { brand: 'visa', last4: '4242' },
        }),
      ]);
      expect(order.bookings.map((b) => [b.childName, b.status])).toEqual([
        ['Child2 Racer', 'confirmed'],
        ['Child3 Racer', 'confirmed'],
      ]);
      expect((await view(unpaid.orderId)).refundable).toBe(0);
    });
  });

  describe('refunds', () => {
    it('refunds part and cancels the chosen booking, its place offered to the waiting list; a retry refunds once', async () => {
      const before = await view(pair.orderId);
      const [cancelled, kept] = before.bookings;
      // The run is full (4 places taken or held): a family waits.
      const [waiting] = await createChildren(t, DEMO.parent, 1);
      const join = await post('/api/bookings/waiting-list/join', { runId, childId: waiting }, cookies.parent);
      expect(join.statusCode, join.body).toBe(200);

      const body = {
        amount: 1000,
        reason: 'Child2 moved away',
        bookingIds: [cancelled.bookingId],
        idempotencyKey: 'part-one',
      };
      const res = await refund(pair.orderId, body);
      expect(res.statusCode, res.body).toBe(200);
      const after: AdminOrder = res.json();
      expect(after.refunds).toEqual([expect.objectContaining({ amount: 1000, reason: 'Child2 moved away' })]);
      expect(after).toMatchObject({ refunded: 1000, refundable: pair.paid - 1000 });
      expect(after.bookings.map((b) => [b.bookingId, b.status])).toEqual([
        [cancelled.bookingId, 'cancelled'],
        [kept.bookingId, 'confirmed'],
      ]);
      const entry = await queryOne<{ status: string }>(
        t,
        sql`select status from waiting_list_entries where child_id = ${waiting} and run_id = ${runId}`,
      );
      expect(entry.status).toBe('offered');
      expect((await t.latestMail(DEMO.parent))?.subject).toBeDefined();

      const again = await refund(pair.orderId, body);
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json() as AdminOrder).refunded).toBe(1000);
      const intent = await queryOne<{ id: string }>(
        t,
        sql`select provider_intent_id as id from payments where order_id = ${pair.orderId}`,
      );
      const atProvider = (await sandboxObjects<Refund>(t, 'refund')).filter((r) => r.payment_intent === intent.id);
      expect(atProvider.map((r) => r.amount)).toEqual([1000]);
      expect((await list('?status=refunded')).orders.map((o) => o.orderId)).toEqual([pair.orderId]);
    });

    it("refuses the key of a refund reused with another amount or reason (409, as the provider's idempotency_error)", async () => {
      const { refunded } = await view(pair.orderId);
      const first = { amount: 1000, reason: 'Child2 moved away', idempotencyKey: 'part-one' };
      for (const changed of [{ amount: 500 }, { amount: 2000 }, { reason: 'Another reason' }]) {
        const res = await refund(pair.orderId, { ...first, ...changed });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error).toEqual({ code: 'CONFLICT', message: messages.adminOrders.refundKeyReused('£10.00') });
      }
      expect((await view(pair.orderId)).refunded).toBe(refunded);
    });

    it('refuses more than is left (400 naming amount), changing nothing', async () => {
      const { refundable, bookings } = await view(pair.orderId);
      const kept = bookings.find((b) => b.status === 'confirmed')!;
      const res = await refund(pair.orderId, {
        amount: refundable + 1,
        reason: 'Too much',
        bookingIds: [kept.bookingId],
        idempotencyKey: 'too-much-1',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'body.amount' }] });
      expect(await bookingStatuses(pair.orderId)).toEqual(['cancelled', 'confirmed']);
      expect((await view(pair.orderId)).refundable).toBe(refundable);
    });

    it('refunds the whole of what is left when no amount is given', async () => {
      const res = await refund(single.orderId, {
        reason: 'Class closed',
        idempotencyKey: 'whole-single',
        bookingIds: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ refunded: CHARGED_ONE, refundable: 0 });
      expect(await bookingStatuses(single.orderId)).toEqual(['confirmed']);
      const nothingLeft = await refund(single.orderId, { reason: 'Again', idempotencyKey: 'whole-single-2' });
      expect(nothingLeft.statusCode).toBe(400);
      expect(nothingLeft.json().error.issues[0].path).toBe('body.amount');
    });

    it('answers 400 naming the field for bad input, and 409 for an order nothing was paid for', async () => {
      const cases: [object, string][] = [
        [{ idempotencyKey: 'bad-input-1' }, 'body.reason'],
        [{ reason: ' ', idempotencyKey: 'bad-input-1' }, 'body.reason'],
        [{ reason: 'x', idempotencyKey: 'short' }, 'body.idempotencyKey'],
        [{ reason: 'x', idempotencyKey: 'bad-input-1', amount: 10.5 }, 'body.amount'],
        [{ reason: 'x', idempotencyKey: 'bad-input-1', amount: 0 }, 'body.amount'],
        [{ reason: 'x', idempotencyKey: 'bad-input-1', bookingIds: ['a'] }, 'body.bookingIds.0'],
      ];
      for (const [body, field] of cases) {
        const res = await refund(pair.orderId, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.issues[0].path, JSON.stringify(body)).toBe(field);
      }
      const otherOrders = (await view(single.orderId)).bookings.map((b) => b.bookingId);
      const foreign = await refund(pair.orderId, {
        reason: 'x',
        idempotencyKey: 'bad-input-2',
        bookingIds: otherOrders,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.issues[0].path).toBe('body.bookingIds');
      expect(await bookingStatuses(single.orderId)).toEqual(['confirmed']);

      const notPaid = await refund(unpaid.orderId, { reason: 'x', idempotencyKey: 'not-paid-1' });
      expect(notPaid.statusCode).toBe(409);
    });
    it(`makes at most ${RATE_LIMITS.refunds.limit} refunds of one order an hour, then 429 with Retry-After`, async () => {
      // Earlier tests made some of this order's refunds (a retry counts as one made): a penny at a time until refused.
      let made = 0;
      let refused;
      while (made <= RATE_LIMITS.refunds.limit) {
        const res = await refund(pair.orderId, {
          amount: 1,
          reason: 'A penny back',
          idempotencyKey: `penny-${made}-key`,
        });
        if (res.statusCode !== 200) {
          refused = res;
          break;
        }
        made++;
      }
      expect(made).toBeLessThan(RATE_LIMITS.refunds.limit);
      expect(refused?.statusCode, refused?.body).toBe(429);
      expect(refused!.json().error.code).toBe('RATE_LIMITED');
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      const { refunded } = await view(pair.orderId);
      expect(
        (await refund(pair.orderId, { amount: 1, reason: 'Still no', idempotencyKey: 'penny-late-key' })).statusCode,
      ).toBe(429);
      expect((await view(pair.orderId)).refunded).toBe(refunded);
    });
  });

  describe('who may', () => {
    it('refuses coaches, parents and organisers without financial access (403)', async () => {
      for (const cookie of [cookies.coach, cookies.parent, cookies.noFinance]) {
        expect((await get(ORDERS, cookie)).statusCode).toBe(403);
        expect((await get(`${ORDERS}/order/${pair.orderId}`, cookie)).statusCode).toBe(403);
        const res = await refund(pair.orderId, { reason: 'x', idempotencyKey: 'not-allowed-1' }, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain(pair.uuid);
      }
    });

    it("answers 404 for another club's order and child, and for ones that do not exist", async () => {
      const foreign = await get(`${ORDERS}/order/${pair.orderId}`, cookies.riverside, 'riverside');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(pair.uuid);
      const foreignRefund = await post(
        `${ORDERS}/order/${pair.orderId}/refund`,
        { reason: 'x', idempotencyKey: 'foreign-1' },
        cookies.riverside,
        'riverside',
      );
      expect(foreignRefund.statusCode).toBe(404);
      const riversideList = (await get(ORDERS, cookies.riverside, 'riverside')).json() as OrdersListResponse;
      expect(riversideList.orders.map((o) => o.uuid)).not.toContain(pair.uuid);
      const setupFee = await post(`${ORDERS}/setup-fee/${kids[0]}`, { status: '1' }, cookies.riverside, 'riverside');
      expect(setupFee.statusCode).toBe(404);
      expect((await get(`${ORDERS}/order/999999`)).statusCode).toBe(404);
    });
  });

  describe('setup fees', () => {
    const setupFees = (childId: number) =>
      queryAll<{ status: string; total: number }>(
        t,
        sql`select o.status, o.total from orders o join order_lines l on l.order_id = o.id
            where l.type = 'setup-fee' and l.child_id = ${childId} order by o.id`,
      );

    it('marks a setup fee paid once, and unmarks it', async () => {
      await t.db.execute(sql`insert into club_booking_settings (club_id, setup_fee_amount)
        values ((select id from clubs where subdomain = 'demo'), 1500)
        on conflict (club_id) do update set setup_fee_amount = 1500`);
      const paid = await post(`${ORDERS}/setup-fee/${kids[0]}`, { status: '1' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toEqual({ childId: kids[0], setupFeePaid: '1' });
      expect(await post(`${ORDERS}/setup-fee/${kids[0]}`, { status: '1' })).toHaveProperty('statusCode', 200);
      expect(await setupFees(kids[0])).toEqual([{ status: 'completed', total: 1500 }]);

      const unpaidAgain = await post(`${ORDERS}/setup-fee/${kids[0]}`, { status: '0' });
      expect(unpaidAgain.json()).toEqual({ childId: kids[0], setupFeePaid: '0' });
      expect(await setupFees(kids[0])).toEqual([{ status: 'cancelled', total: 1500 }]);
    });

    it('marks a fee paid again once the last is a year old, as the booking engine would charge it again', async () => {
      expect((await post(`${ORDERS}/setup-fee/${kids[1]}`, { status: '1' })).statusCode).toBe(200);
      // The mark was made thirteen months ago: no longer current.
      await t.db.execute(sql`update orders set completed_at = completed_at - interval '13 months'
        where id in (select order_id from order_lines where type = 'setup-fee' and child_id = ${kids[1]})`);
      expect((await post(`${ORDERS}/setup-fee/${kids[1]}`, { status: '1' })).statusCode).toBe(200);
      expect(await setupFees(kids[1])).toEqual([
        { status: 'completed', total: 1500 },
        { status: 'completed', total: 1500 },
      ]);
    });

    it('answers 400 naming status, 404 for a child not of the club, 403 without financial access', async () => {
      const bad = await post(`${ORDERS}/setup-fee/${kids[2]}`, { status: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues[0].path).toBe('body.status');
      expect((await post(`${ORDERS}/setup-fee/999999`, { status: '1' })).statusCode).toBe(404);
      expect((await post(`${ORDERS}/setup-fee/${kids[2]}`, { status: '1' }, cookies.noFinance)).statusCode).toBe(403);
      expect(await setupFees(kids[2])).toEqual([]);
    });
  });
});

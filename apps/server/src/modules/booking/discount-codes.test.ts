import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { createPerson, DEMO, queryOne, userIdOf } from '../../test-support/accounts.js';
import { clearHoldsAndOrders, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow } from '../../test-support/test-dates.js';

const BASKET = '/api/v4/parent/basket';
const CREATE = '/api/orders/order/create';
const BOOK = '/rest/v1/payments/book';
/** What a refused checkout must leave as it was. */
const BOOKING_TABLES = ['orders', 'order_lines', 'holds', 'bookings'];

/**
 * Discount codes on demo's basket and checkout. Demo's seed gives a 10 % sibling discount and the
 * code WELCOME10 (10 %, once per family). Arjun's place costs 30.00, Maya's 20.00: Maya's gets the
 * sibling discount (2.00), then the code takes 10 % of what each place still costs (3.00 + 1.80).
 */
describe.each(testDrivers)('discount codes on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let arjun: number;
  let maya: number;
  let runA: number;
  let runB: number;
  let runC: number;
  let key = 0;
  const nextKey = () => `code-key-${driver}-${++key}`;

  const basket = (query = '') => t.request({ url: `${BASKET}${query}`, cookie: parent });
  const post = (url: string, body: unknown) => t.request({ method: 'POST', url, cookie: parent, body });
  const holdBoth = async (): Promise<string[]> => {
    for (const [childId, runId] of [
      [arjun, runA],
      [maya, runB],
    ]) {
      const res = await post(`${BASKET}/add`, { type: 'term', childId, runId });
      expect(res.statusCode, res.body).toBe(200);
    }
    return ((await basket()).json() as BasketResponse).items.map((item) => item.itemId);
  };
  const addCode = async (code: string, columns: Record<string, unknown> = {}, club = 'demo') => {
    const c = { valid_from: null, valid_to: null, usage_limit: null, limited_to: null, ...columns };
    return queryOne<{ id: number }>(
      t,
      sql`insert into discount_codes (club_id, code, reduction_kind, reduction_value, valid_from, valid_to, usage_limit, limited_to)
          values ((select id from clubs where subdomain = ${club}), ${code}, 'percentage', 1000,
            ${c.valid_from}, ${c.valid_to}, ${c.usage_limit}, ${c.limited_to === null ? null : JSON.stringify(c.limited_to)}::jsonb)
          returning id`,
    );
  };
  /** An order of another family's carrying the code (so it counts as one use, unless cancelled). */
  const usedElsewhere = async (codeId: number, status = 'pending') =>
    t.db.execute(sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, idempotency_key,
        discount_code_id, created_at)
      values ((select id from clubs where subdomain = 'demo'), ${await userIdOf(t, 'code-other@example.com')}, ${status},
        1000, 100, 900, ${nextKey()}, ${codeId}, now())`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    maya = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Maya'`)).id;
    runA = (await createRun(t, { capacity: 5, pricePerTerm: 3000 })).runId;
    runB = (await createRun(t, { capacity: 5, pricePerTerm: 2000 })).runId;
    runC = (await createRun(t, { capacity: 5, pricePerTerm: 1000 })).runId;
    await createPerson(t, { email: 'code-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    await addCode('OLD10', { valid_to: londonDateDaysFromTestNow(-13) });
    await addCode('SOON10', { valid_from: londonDateDaysFromTestNow(18) });
    const usedUp = await addCode('ONCE10', { usage_limit: 1 });
    await usedElsewhere(usedUp.id);
    const reused = await addCode('AGAIN10', { usage_limit: 1 });
    await usedElsewhere(reused.id, 'cancelled');
    await addCode('OTHERRUN10', { limited_to: { runIds: [999_999], campIds: [] } });
    await addCode('RIVER10', {}, 'riverside');
    const termA = await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${runA}`);
    await addCode('TERMA10', { limited_to: { runIds: [], campIds: [], termIds: [termA.id] } });
  });
  afterAll(() => t.close());
  beforeEach(() => clearHoldsAndOrders(t));

  it('prices the basket with a code typed in any case, after the sibling discount, each as its own line', async () => {
    await holdBoth();
    const plain: BasketResponse = (await basket()).json();
    expect(plain).toMatchObject({ subtotal: 5000, discounts: 200, total: 4800, discountCode: null });
    expect(plain.lines.filter((line) => line.type === 'sibling-discount')).toEqual([
      expect.objectContaining({ description: 'Sibling discount', childId: maya, amount: -200 }),
    ]);

    const res = await basket('?discountCode=%20welcome10%20');
    expect(res.statusCode, res.body).toBe(200);
    const coded: BasketResponse = res.json();
    expect(coded).toMatchObject({
      subtotal: 5000,
      discounts: 680,
      total: 4320,
      discountCode: { code: 'WELCOME10', refusal: null },
    });
    expect(coded.lines.map((line) => [line.type, line.description, line.amount])).toEqual([
      ['term', 'Booking Test Class – Term', 3000],
      ['term', 'Booking Test Class – Term', 2000],
      ['sibling-discount', 'Sibling discount', -200],
      ['discount-code', 'Discount code WELCOME10', -480],
    ]);
  });

  it.each([
    ['an unknown code', 'NOPE', 'unknown'],
    ["another club's code", 'RIVER10', 'unknown'],
    ['an expired code', 'OLD10', 'expired'],
    ['a code not valid yet', 'SOON10', 'not-yet-valid'],
    ['a used-up code', 'ONCE10', 'used-up'],
    ['a code for other classes', 'OTHERRUN10', 'not-for-these-items'],
  ])('says why %s does not apply, pricing the basket without it', async (_, code, refusal) => {
    await holdBoth();
    const res = await basket(`?discountCode=${code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 4800, discountCode: { code, refusal } });
    expect((res.json() as BasketResponse).lines.map((line) => line.type)).not.toContain('discount-code');
  });

  it("a code limited to a term takes its share off that term's places only", async () => {
    await holdBoth();
    const res: BasketResponse = (await basket('?discountCode=terma10')).json();
    expect(res).toMatchObject({ discounts: 500, total: 4500, discountCode: { code: 'TERMA10', refusal: null } });
    expect(res.lines.at(-1)).toMatchObject({ type: 'discount-code', amount: -300 });
  });

  it('a use in a cancelled order does not count', async () => {
    await holdBoth();
    expect((await basket('?discountCode=AGAIN10')).json()).toMatchObject({
      total: 4320,
      discountCode: { code: 'AGAIN10', refusal: null },
    });
  });

  it('checkout applies the code and the order carries it; the family cannot use it twice', async () => {
    const items = await holdBoth();
    const res = await post(CREATE, { idempotencyKey: nextKey(), items, discountCode: 'Welcome10' });
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderResponse = res.json();
    expect(order).toMatchObject({ status: 'pending', subtotal: 5000, discounts: 680, total: 4320 });
    expect(order.lines.map((line) => line.description)).toContain('Discount code WELCOME10');
    const stored = await queryOne<{ code: string }>(
      t,
      sql`select d.code from orders o join discount_codes d on d.id = o.discount_code_id where o.uuid = ${order.uuid}`,
    );
    expect(stored).toEqual({ code: 'WELCOME10' });

    // Once per family: the basket says so, and a checkout is refused naming the field, writing nothing.
    const held = await post(`${BASKET}/add`, { type: 'term', childId: arjun, runId: runC });
    const [item] = (held.json() as BasketResponse).items.map((i) => i.itemId);
    expect((await basket('?discountCode=WELCOME10')).json().discountCode).toEqual({
      code: 'WELCOME10',
      refusal: 'used-up-by-family',
    });
    const before = await accountTablesDigest(t, BOOKING_TABLES);
    const again = await post(CREATE, { idempotencyKey: nextKey(), items: [item], discountCode: 'WELCOME10' });
    expect(again.statusCode).toBe(400);
    const message = 'You have already used the code WELCOME10 as many times as it allows.';
    expect(again.json().error).toEqual({
      code: 'DISCOUNT_CODE_REFUSED',
      message,
      issues: [{ path: 'body.discountCode', message }],
    });
    expect(await accountTablesDigest(t, BOOKING_TABLES)).toBe(before);
  });

  it.each([
    ['a used-up code', CREATE, 'ONCE10', 'DISCOUNT_CODE_REFUSED'],
    ['an expired code', CREATE, 'OLD10', 'DISCOUNT_CODE_REFUSED'],
    ["another club's code", CREATE, 'RIVER10', 'DISCOUNT_CODE_REFUSED'],
    ['a code of 41 characters', CREATE, 'W'.repeat(41), 'VALIDATION_FAILED'],
    ['an empty code', CREATE, ' ', 'VALIDATION_FAILED'],
    ['a used-up code with Book Now', BOOK, 'ONCE10', 'DISCOUNT_CODE_REFUSED'],
    ['a code of 41 characters with Book Now', BOOK, 'W'.repeat(41), 'VALIDATION_FAILED'],
  ])('refuses checkout with %s (400 naming discountCode), writing nothing', async (_, url, discountCode, code) => {
    const items = await holdBoth();
    const before = await accountTablesDigest(t, BOOKING_TABLES);
    const res = await post(url, { idempotencyKey: nextKey(), items, discountCode });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain('body.discountCode');
    expect(await accountTablesDigest(t, BOOKING_TABLES)).toBe(before);
  });

  it('refuses a code of 41 characters on the basket, and a code with Book Now of an order already made', async () => {
    const long = await basket(`?discountCode=${'W'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues.map((i: { path: string }) => i.path)).toContain('querystring.discountCode');
    const book = await post(BOOK, { orderId: '6f1c2a9e-3b7d-4c5e-9a8f-0d1e2f3a4b5c', discountCode: 'WELCOME10' });
    expect(book.statusCode).toBe(400);
    expect(book.json().error.issues.map((i: { path: string }) => i.path)).toContain('body.discountCode');
  });
});

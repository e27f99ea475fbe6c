import type { AdminDiscountCode, BasketResponse, DiscountCodeBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { issuePaths } from '../../test-support/admin-schedule-fixtures.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { clearHoldsAndOrders, createCamp, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow } from '../../test-support/test-dates.js';

const CODES = '/api/v4/client/discount-codes';
const BASKET = '/api/v4/parent/basket';
const CREATE = '/api/orders/order/create';
const says = messages.discountCodes;

const codeBody = (overrides: Partial<DiscountCodeBody> = {}): DiscountCodeBody => ({
  code: 'spring-15',
  reduction: { kind: 'percentage', percent: 15 },
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perFamilyLimit: null,
  limitedTo: null,
  ...overrides,
});

/** The discount codes admin, and the basket applying what it sets. Demo's parent holds a place of 30.00. */
describe.each(testDrivers)('the club’s discount codes on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let parent: string;
  let arjun: number;
  let runA: number;
  let runB: number;
  let runC: number;
  let termA: number;
  let campId: number;
  let key = 0;

  const post = (url: string, body?: unknown, cookie = organiser) => t.request({ method: 'POST', url, body, cookie });
  const list = async () =>
    ((await t.request({ url: CODES, cookie: organiser })).json() as { discountCodes: AdminDiscountCode[] })
      .discountCodes;
  const create = async (body: DiscountCodeBody) => {
    const res = await post(CODES, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { discountCode: AdminDiscountCode }).discountCode;
  };
  const codeRows = async () => (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from discount_codes`)).n;
  const hold = async (runId: number) => {
    const res = await post(`${BASKET}/add`, { type: 'term', childId: arjun, runId }, parent);
    expect(res.statusCode, res.body).toBe(200);
  };
  const basketWith = async (code: string) =>
    ((await t.request({ url: `${BASKET}?discountCode=${code}`, cookie: parent })).json() as BasketResponse)
      .discountCode;
  const orderWith = async (code: string) => {
    const items = ((await t.request({ url: BASKET, cookie: parent })).json() as BasketResponse).items;
    const res = await post(
      CREATE,
      { idempotencyKey: `admin-code-${driver}-${++key}`, items: items.map((i) => i.itemId), discountCode: code },
      parent,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { uuid: string };
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    runA = (await createRun(t, { capacity: 5, pricePerTerm: 3000 })).runId;
    runB = (await createRun(t, { capacity: 5, pricePerTerm: 2000 })).runId;
    runC = (await createRun(t, { capacity: 5, pricePerTerm: 1000 })).runId;
    termA = (await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${runA}`)).id;
    campId = (await createCamp(t, { capacity: 5 })).campId;
  });
  afterAll(() => t.close());
  beforeEach(() => clearHoldsAndOrders(t));

  it('lists the demo’s WELCOME10 with its uses, and adds a code, upper case, limited as asked', async () => {
    expect((await list()).find((c) => c.code === 'WELCOME10')).toMatchObject({
      reduction: { kind: 'percentage', percent: 10 },
      perFamilyLimit: 1,
      paused: false,
      used: 0,
      limitedTo: null,
      appliesTo: [],
    });
    const code = await create(
      codeBody({
        code: ' Autumn-5 ',
        reduction: { kind: 'fixed', amount: 500 },
        validFrom: '2026-10-01',
        validTo: '2026-12-31',
        usageLimit: 20,
        perFamilyLimit: 2,
        limitedTo: { runIds: [runB, runB], campIds: [campId], termIds: [termA] },
      }),
    );
    expect(code).toMatchObject({
      code: 'AUTUMN-5',
      reduction: { kind: 'fixed', amount: 500 },
      validFrom: '2026-10-01',
      validTo: '2026-12-31',
      usageLimit: 20,
      perFamilyLimit: 2,
      limitedTo: { runIds: [runB], campIds: [campId], termIds: [termA] },
      paused: false,
      used: 0,
      appliesTo: [
        says.termScope('Booking test term'),
        says.runScope('Booking Test Class', 'Booking test term'),
        says.campScope('Booking Test Camp'),
      ],
    });
    expect((await list()).map((c) => c.code)).toContain('AUTUMN-5');
  });

  it('shows only the classes still there: one deleted since drops out of the code', async () => {
    const gone = (await createRun(t, { capacity: 5 })).runId;
    const code = await create(
      codeBody({ code: 'SOON-GONE', limitedTo: { runIds: [gone, runB], campIds: [], termIds: [] } }),
    );
    expect(code.limitedTo?.runIds.sort()).toEqual([gone, runB].sort());
    await t.db.execute(sql`delete from runs where id = ${gone}`);
    const shown = (await list()).find((c) => c.code === 'SOON-GONE');
    expect(shown).toMatchObject({
      limitedTo: { runIds: [runB], campIds: [], termIds: [] },
      appliesTo: [says.runScope('Booking Test Class', 'Booking test term')],
    });
  });

  it('changes a code; the basket applies the change at once', async () => {
    const code = await create(codeBody({ code: 'CHANGE-ME' }));
    await hold(runA);
    expect(await basketWith('CHANGE-ME')).toEqual({ code: 'CHANGE-ME', refusal: null });
    const res = await post(
      `${CODES}/${code.discountCodeId}`,
      codeBody({ code: 'changed', limitedTo: { runIds: [runB], campIds: [], termIds: [] } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().discountCode).toMatchObject({ code: 'CHANGED', limitedTo: { runIds: [runB] } });
    expect(await basketWith('CHANGE-ME')).toEqual({ code: 'CHANGE-ME', refusal: 'unknown' });
    expect(await basketWith('CHANGED')).toEqual({ code: 'CHANGED', refusal: 'not-for-these-items' });
  });

  it('pauses a code (the basket refuses it, checkout too) and resumes it', async () => {
    const code = await create(codeBody({ code: 'PAUSE-ME' }));
    await hold(runA);
    const paused = await post(`${CODES}/${code.discountCodeId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().discountCode).toMatchObject({ paused: true });
    expect(await basketWith('pause-me')).toEqual({ code: 'PAUSE-ME', refusal: 'paused' });
    const items = ((await t.request({ url: BASKET, cookie: parent })).json() as BasketResponse).items;
    const refused = await post(
      CREATE,
      { idempotencyKey: `paused-${driver}`, items: items.map((i) => i.itemId), discountCode: 'PAUSE-ME' },
      parent,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(messages.booking.discountCode.paused('PAUSE-ME'));
    const resumed = await post(`${CODES}/${code.discountCodeId}/resume`);
    expect(resumed.json().discountCode).toMatchObject({ paused: false });
    expect(await basketWith('PAUSE-ME')).toEqual({ code: 'PAUSE-ME', refusal: null });
  });

  it('honours the dates, the total and per-family uses and the scope the admin set', async () => {
    const today = londonDateDaysFromTestNow(0);
    await hold(runA);
    const cases: [Partial<DiscountCodeBody>, string | null][] = [
      [{ validFrom: londonDateDaysFromTestNow(1) }, 'not-yet-valid'],
      [{ validFrom: today, validTo: today }, null],
      [{ validTo: londonDateDaysFromTestNow(-1) }, 'expired'],
      [{ limitedTo: { runIds: [runB], campIds: [], termIds: [] } }, 'not-for-these-items'],
      [{ limitedTo: { runIds: [], campIds: [campId], termIds: [] } }, 'not-for-these-items'],
      [{ limitedTo: { runIds: [], campIds: [], termIds: [termA] } }, null],
      [{ limitedTo: { runIds: [runA], campIds: [], termIds: [] } }, null],
    ];
    for (const [i, [overrides, refusal]] of cases.entries()) {
      const code = `RULE-${i}`;
      await create(codeBody({ code, ...overrides }));
      expect(await basketWith(code), code).toEqual({ code, refusal });
    }
    await create(codeBody({ code: 'ONE-USE', usageLimit: 1 }));
    await create(codeBody({ code: 'ONCE-EACH', perFamilyLimit: 1 }));
    await orderWith('ONE-USE');
    await hold(runB);
    expect(await basketWith('ONE-USE')).toEqual({ code: 'ONE-USE', refusal: 'used-up' });
    await orderWith('ONCE-EACH');
    await hold(runC);
    expect(await basketWith('ONCE-EACH')).toEqual({ code: 'ONCE-EACH', refusal: 'used-up-by-family' });
    expect((await list()).find((c) => c.code === 'ONE-USE')).toMatchObject({ used: 1, usageLimit: 1 });
  });

  it('shows the orders that used a code: the family, the date and the order', async () => {
    const code = await create(codeBody({ code: 'WHO-USED' }));
    await hold(runA);
    const order = await orderWith('WHO-USED');
    const res = await t.request({ url: `${CODES}/${code.discountCodeId}`, cookie: organiser });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${order.uuid}`);
    expect(res.json()).toMatchObject({
      discountCode: { code: 'WHO-USED', used: 1 },
      uses: [{ orderId: id, familyName: 'Priya Parent', createdAt: expect.any(Number), status: 'pending' }],
    });
  });

  it('deletes an unused code; retires a used one, which the basket no longer knows but its order keeps', async () => {
    const unused = await create(codeBody({ code: 'UNUSED' }));
    const deleted = await post(`${CODES}/${unused.discountCodeId}/delete`);
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    expect(await queryOne(t, sql`select count(*)::int as n from discount_codes where code = 'UNUSED'`)).toEqual({
      n: 0,
    });

    const used = await create(codeBody({ code: 'USED-ONCE' }));
    await hold(runA);
    const order = await orderWith('USED-ONCE');
    const retired = await post(`${CODES}/${used.discountCodeId}/delete`);
    expect(retired.json()).toEqual({ outcome: 'retired' });
    expect((await list()).map((c) => c.code)).not.toContain('USED-ONCE');
    expect((await t.request({ url: `${CODES}/${used.discountCodeId}`, cookie: organiser })).statusCode).toBe(404);
    await hold(runB);
    expect(await basketWith('USED-ONCE')).toEqual({ code: 'USED-ONCE', refusal: 'unknown' });
    const kept = await queryOne<{ code: string }>(
      t,
      sql`select d.code from orders o join discount_codes d on d.id = o.discount_code_id where o.uuid = ${order.uuid}`,
    );
    expect(kept).toEqual({ code: 'USED-ONCE' });
    // Its code is free for a new one.
    expect((await create(codeBody({ code: 'used-once' }))).code).toBe('USED-ONCE');
  });

  it.each([
    ['no code', { code: ' ' }, 'body.code', says.errors.codeMissing],
    ['a code with a space', { code: 'TWO WORDS' }, 'body.code', says.errors.codeInvalid],
    ['a code of 41 characters', { code: 'C'.repeat(41) }, 'body.code', says.errors.codeInvalid],
    ['a code the club has', { code: 'welcome10' }, 'body.code', says.errors.codeTaken('WELCOME10')],
    ['no percentage', { reduction: { kind: 'percentage' } }, 'body.reduction.percent', says.errors.percentInvalid],
    ['0 %', { reduction: { kind: 'percentage', percent: 0 } }, 'body.reduction.percent', says.errors.percentInvalid],
    ['101 %', { reduction: { kind: 'percentage', percent: 101 } }, 'body.reduction.percent', undefined],
    ['12.345 %', { reduction: { kind: 'percentage', percent: 12.345 } }, 'body.reduction.percent', undefined],
    ['an amount in pounds', { reduction: { kind: 'fixed', amount: 7.5 } }, 'body.reduction.amount', undefined],
    ['no amount off', { reduction: { kind: 'fixed', amount: 0 } }, 'body.reduction.amount', undefined],
    ['an unknown kind', { reduction: { kind: 'free', amount: 1 } }, 'body.reduction.kind', undefined],
    ['a date that is not one', { validFrom: '2026-02-30' }, 'body.validFrom', says.errors.dateInvalid],
    [
      'a last day before the first',
      { validFrom: '2026-10-10', validTo: '2026-10-09' },
      'body.validTo',
      says.errors.validToBeforeFrom,
    ],
    ['no uses at all', { usageLimit: 0 }, 'body.usageLimit', says.errors.limitInvalid],
    ['half a use per family', { perFamilyLimit: 1.5 }, 'body.perFamilyLimit', says.errors.limitInvalid],
    ['a scope of nothing', { limitedTo: { runIds: [], campIds: [], termIds: [] } }, 'body.limitedTo', undefined],
    [
      'a run that is not there',
      { limitedTo: { runIds: [999999], campIds: [], termIds: [] } },
      'body.limitedTo.runIds',
      undefined,
    ],
    [
      'a camp that is not there',
      { limitedTo: { runIds: [], campIds: [999999], termIds: [] } },
      'body.limitedTo.campIds',
      undefined,
    ],
  ])('refuses a code with %s (400 naming the field), writing nothing', async (_, overrides, field, message) => {
    const [before] = await list();
    const count = await codeRows();
    for (const url of [CODES, `${CODES}/${before.discountCodeId}`]) {
      const res = await post(url, { ...codeBody({ code: 'BAD-INPUT' }), ...overrides });
      expect(res.statusCode, res.body).toBe(400);
      expect(issuePaths(res)).toContain(field);
      if (message) expect(res.json().error.issues.map((i: { message: string }) => i.message)).toContain(message);
    }
    expect(await codeRows()).toBe(count);
    expect((await list())[0]).toEqual(before);
  });

  it('two managers adding the same code at once: one is added, the other told the code is taken', async () => {
    const answers = await Promise.all([1, 2].map(() => post(CODES, codeBody({ code: 'TWICE' }))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((res) => res.statusCode === 400)!;
    expect(refused.json().error.issues).toEqual([{ path: 'body.code', message: says.errors.codeTaken('TWICE') }]);
    expect((await list()).filter((c) => c.code === 'TWICE')).toHaveLength(1);
  });

  it("never reads, uses or changes another club's code (404), nor names another club's run (400)", async () => {
    const theirs = await queryOne<{ id: number }>(
      t,
      sql`insert into discount_codes (club_id, code, reduction_kind, reduction_value)
          values ((select id from clubs where subdomain = 'riverside'), 'RIVER-ONLY', 'percentage', 1000) returning id`,
    );
    const theirRun = (await createRun(t, { club: 'riverside', capacity: 5 })).runId;
    const before = await accountTablesDigest(t, ['discount_codes']);
    expect((await list()).map((c) => c.code)).not.toContain('RIVER-ONLY');
    expect((await t.request({ url: `${CODES}/${theirs.id}`, cookie: organiser })).statusCode).toBe(404);
    for (const url of [
      `${CODES}/${theirs.id}`,
      ...['pause', 'resume', 'delete'].map((a) => `${CODES}/${theirs.id}/${a}`),
    ]) {
      expect((await post(url, codeBody({ code: 'MINE-NOW' }))).statusCode, url).toBe(404);
    }
    const run = await post(CODES, codeBody({ limitedTo: { runIds: [theirRun], campIds: [], termIds: [] } }));
    expect(issuePaths(run)).toEqual(['body.limitedTo.runIds']);
    expect(await accountTablesDigest(t, ['discount_codes'])).toBe(before);
  });

  it('refuses coaches and parents (403), changing nothing', async () => {
    const [code] = await list();
    const before = await accountTablesDigest(t, ['discount_codes']);
    for (const email of [DEMO.coach, DEMO.parent]) {
      const cookie = await t.signIn('demo', email);
      expect((await t.request({ url: CODES, cookie })).statusCode, email).toBe(403);
      expect((await t.request({ url: `${CODES}/${code.discountCodeId}`, cookie })).statusCode, email).toBe(403);
      const calls = [
        [CODES, codeBody({ code: 'COACH-WAS-HERE' })],
        [`${CODES}/${code.discountCodeId}`, codeBody({ code: 'COACH-WAS-HERE' })],
        ...['pause', 'resume', 'delete'].map((a) => [`${CODES}/${code.discountCodeId}/${a}`, undefined] as const),
      ] as const;
      for (const [url, body] of calls) expect((await post(url, body, cookie)).statusCode, `${email} ${url}`).toBe(403);
    }
    expect(await accountTablesDigest(t, ['discount_codes'])).toBe(before);
  });
});

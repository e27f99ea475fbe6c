import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRun } from '../../test-support/booking-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { createTestApp, freshIp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { RATE_LIMITS } from '../../platform/security/rate-limit.js';

const BASKET = '/api/v4/parent/basket';
const { limit, perAddress } = RATE_LIMITS.discountCodeGuesses;

/** Issue 21, point 24: discount codes cannot be guessed without limit; per family and per address. */
describe.each(testDrivers)('guessing discount codes on %s', (driver) => {
  let t: TestApp;
  let families = 0;

  /** A new family of demo's with a place in its basket: its Cookie header. */
  const family = async () => {
    const {
      cookie,
      kids: [childId],
    } = await signInNewParent(t, `code-guesser-${++families}@example.com`);
    const { runId } = await createRun(t, { capacity: 5 });
    const add = await t.request({
      method: 'POST',
      url: `${BASKET}/add`,
      cookie,
      body: { type: 'term', childId, runId },
    });
    expect(add.statusCode, add.body).toBe(200);
    return cookie;
  };
  const tryCode = (cookie: string, code: string, ip = freshIp()) =>
    t.request({ url: `${BASKET}?discountCode=${code}`, cookie, ip });

  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.db.execute(sql`insert into discount_codes (club_id, code, reduction_kind, reduction_value)
      values ((select id from clubs where subdomain = 'demo'), 'REALCODE', 'percentage', 1000)`);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it(`a family: ${limit} unknown codes an hour, then 429 with Retry-After, a good code too; codes that apply cost nothing`, async () => {
    const cookie = await family();
    for (let i = 0; i < limit + 3; i++) expect((await tryCode(cookie, 'REALCODE')).statusCode).toBe(200);
    for (let i = 0; i < limit; i++) {
      const res = await tryCode(cookie, `GUESS${i}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().discountCode.refusal).toBe('unknown');
    }
    const refused = await tryCode(cookie, 'GUESSMORE');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryCode(cookie, 'REALCODE')).statusCode).toBe(429);
    // The basket itself, without a code, is still theirs to see; and checking out with a guess is refused too.
    const basket = await t.request({ url: BASKET, cookie });
    expect(basket.statusCode).toBe(200);
    const order = await t.request({
      method: 'POST',
      url: '/api/orders/order/create',
      cookie,
      body: { idempotencyKey: 'guessing-order', items: [basket.json().items[0].itemId], discountCode: 'GUESSAGAIN' },
    });
    expect(order.statusCode, order.body).toBe(429);

    t.clock.advance(60 * 60 * 1000);
    expect((await tryCode(cookie, 'GUESSLATER')).statusCode).toBe(200);
  });

  it(`an address: ${perAddress} unknown codes an hour from several families, then 429 there`, async () => {
    const ip = freshIp();
    let guesses = 0;
    while (guesses < perAddress) {
      const cookie = await family();
      for (let i = 0; i < limit && guesses < perAddress; i++, guesses++)
        expect((await tryCode(cookie, `ADDR${guesses}`, ip)).statusCode).toBe(200);
    }
    const cookie = await family();
    expect((await tryCode(cookie, 'ONEMORE', ip)).statusCode).toBe(429);
    expect((await tryCode(cookie, 'ONEMORE', freshIp())).statusCode).toBe(200);
  });
});

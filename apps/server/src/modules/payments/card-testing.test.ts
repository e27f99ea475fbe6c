import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { cardMethod, orderStatusOf, pendingOrder, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { createTestApp, freshIp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { RATE_LIMITS } from '../../platform/security/rate-limit.js';

const PAY = '/rest/v1/payments/pay';
const SAVE = '/api/v4/parent/payments/saved-cards/add';
const { limit, perAddress } = RATE_LIMITS.cardDeclines;
const HOUR = 60 * 60 * 1000;

/** Issue 21, point 21: declined cards in a row (card testing) are refused with 429 after a few, per account, order and address. */
describe.each(testDrivers)('card testing on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let arjun: number;

  const post = (url: string, body: unknown, cookie: string, ip: string) =>
    t.request({ method: 'POST', url, cookie, body, ip });
  const newOrder = async (cookie = parent, childId = arjun) => {
    const { runId } = await createRun(t, { capacity: 5 });
    return (await pendingOrder(t, cookie, { childId, runId })).uuid;
  };
  const pay = async (uuid: string, number: string, ip: string, cookie = parent) =>
    post(PAY, { orderId: uuid, paymentMethodId: await cardMethod(t, cookie, number) }, cookie, ip);
  const expectRefused = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: messages.paymentOutcomes.tooManyDeclines(60),
    });
    expect(res.headers['retry-after']).toBe(String(60 * 60));
  };

  /** A new parent of demo's with a child: their Cookie header and the child's id. */
  const newParent = async (email: string) => {
    const { cookie, kids } = await signInNewParent(t, email);
    return { cookie, childId: kids[0] };
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it(`paying: after ${limit} declines the account is refused, a good card too, until the hour is over`, async () => {
    const uuid = await newOrder();
    for (let i = 0; i < limit; i++) {
      // From a new address each time: the account's own count stops it.
      const declined = await pay(uuid, TEST_CARDS.declined, freshIp());
      expect(declined.statusCode, declined.body).toBe(402);
    }
    expectRefused(await pay(uuid, TEST_CARDS.declined, freshIp()));
    expectRefused(await pay(await newOrder(), TEST_CARDS.visa, freshIp()));
    expect(await orderStatusOf(t, uuid)).toBe('pending');

    t.clock.advance(HOUR);
    const paid = await pay(uuid, TEST_CARDS.visa, freshIp());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await orderStatusOf(t, uuid)).toBe('completed');
  });

  it('a successful payment costs nothing', async () => {
    const { cookie, childId } = await newParent('card-payer@example.com');
    const ip = freshIp();
    for (let i = 0; i < limit + 2; i++) {
      const res = await pay(await newOrder(cookie, childId), TEST_CARDS.visa, ip, cookie);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it(`saving cards: after ${limit} declines, 429`, async () => {
    const { cookie: saver } = await newParent('card-saver@example.com');
    const save = async (number: string) =>
      post(SAVE, { paymentMethodId: await cardMethod(t, saver, number) }, saver, freshIp());
    for (let i = 0; i < limit; i++) expect((await save(TEST_CARDS.declined)).statusCode).toBe(402);
    expectRefused(await save(TEST_CARDS.declined));
    expectRefused(await save(TEST_CARDS.visa));
  });

  it(`one address: after ${perAddress} declines from several accounts, 429 for every account there`, async () => {
    const ip = freshIp();
    const payers = [];
    for (let i = 0; i < Math.ceil(perAddress / limit) + 1; i++) {
      const { cookie, childId } = await newParent(`card-tester-${i}@example.com`);
      payers.push({ cookie, order: await newOrder(cookie, childId) });
    }
    let declines = 0;
    for (const { cookie, order } of payers) {
      for (let i = 0; i < limit - 1 && declines < perAddress; i++, declines++) {
        expect((await pay(order, TEST_CARDS.declined, ip, cookie)).statusCode).toBe(402);
      }
    }
    const last = payers.at(-1)!;
    expectRefused(await pay(last.order, TEST_CARDS.declined, ip, last.cookie));
    // The same account from elsewhere is not stopped by the address.
    expect((await pay(last.order, TEST_CARDS.visa, freshIp(), last.cookie)).statusCode).toBe(200);
  });
});

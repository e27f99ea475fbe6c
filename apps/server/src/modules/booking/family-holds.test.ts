import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { pendingOrder } from '../../test-support/payment-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { createTestApp, freshIp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { RATE_LIMITS } from '../../platform/security/rate-limit.js';
import { MAX_PENDING_ORDERS } from './checkout.js';

const texts = messages.booking;
const HOUR = 60 * 60 * 1000;

/** Issue 21, point 22: one family cannot hold a whole class. */
describe.each(testDrivers)('what one family may hold on %s', (driver) => {
  let t: TestApp;
  let parentNo = 0;

  /** A new parent of demo's with `n` children (members of demo): their Cookie header and the children. */
  const family = (n: number) => signInNewParent(t, `holding-family-${++parentNo}@example.com`, n);
  const hold = (cookie: string, childId: number, runId: number) =>
    t.request({ method: 'POST', url: '/api/v4/parent/basket/add', cookie, body: { type: 'term', childId, runId } });
  const holdCap = (cap: number | null) =>
    t.db.execute(sql`insert into club_booking_settings (club_id, hold_cap_per_run)
      values ((select id from clubs where subdomain = 'demo'), ${cap})
      on conflict (club_id) do update set hold_cap_per_run = ${cap}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it(`adds at most ${RATE_LIMITS.childAdd.limit} children an hour per account, then 429, nothing written`, async () => {
    const { cookie } = await family(0);
    const add = (n: number) =>
      t.request({
        method: 'POST',
        url: '/api/v4/people/child/add',
        cookie,
        ip: freshIp(),
        body: {
          firstName: `Kid${n}`,
          lastName: 'Holder',
          dateOfBirth: '2018-11-30',
          gender: 'female',
          emergencyContacts: [{ name: 'Ravi Holder', relation: 'Father', phone: '07700 900456' }],
          photoPermission: '1',
        },
      });
    const count = async () =>
      (
        await queryOne<{ n: number }>(
          t,
          sql`select count(*)::int as n from children where first_name like 'Kid%' and last_name = 'Holder'`,
        )
      ).n;
    for (let i = 0; i < RATE_LIMITS.childAdd.limit; i++) expect((await add(i)).statusCode).toBe(200);
    const refused = await add(99);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(RATE_LIMITS.childAdd.limit);
    t.clock.advance(HOUR);
    expect((await add(100)).statusCode).toBe(200);
  });

  it("holds at most the club's cap of places of one run per family, in the basket and orders together", async () => {
    await holdCap(2);
    try {
      const { runId } = await createRun(t, { capacity: 10 });
      const { cookie, kids } = await family(3);
      expect((await hold(cookie, kids[0], runId)).statusCode).toBe(200);
      // One place moves into an order waiting for payment: it still counts.
      await pendingOrder(t, cookie, { childId: kids[1], runId });
      const third = await hold(cookie, kids[2], runId);
      expect(third.statusCode, third.body).toBe(409);
      expect(third.json().error).toEqual({ code: 'CONFLICT', message: texts.holdCapReached(2, 'Booking Test Class') });
      // Another run is another count.
      const other = await createRun(t, { capacity: 10 });
      expect((await hold(cookie, kids[2], other.runId)).statusCode).toBe(200);
    } finally {
      await holdCap(null);
    }
  });

  it(`keeps at most ${MAX_PENDING_ORDERS} orders waiting for payment per family`, async () => {
    const { cookie, kids } = await family(MAX_PENDING_ORDERS + 1);
    for (const childId of kids.slice(0, MAX_PENDING_ORDERS)) {
      const { runId } = await createRun(t, { capacity: 10 });
      await pendingOrder(t, cookie, { childId, runId });
    }
    const { runId } = await createRun(t, { capacity: 10 });
    const add = await hold(cookie, kids[MAX_PENDING_ORDERS], runId);
    const itemId = add.json().items.at(-1).itemId;
    const res = await t.request({
      method: 'POST',
      url: '/api/orders/order/create',
      cookie,
      body: { idempotencyKey: 'one-too-many', items: [itemId] },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toEqual({ code: 'CONFLICT', message: texts.tooManyPendingOrders(MAX_PENDING_ORDERS) });
    const orders = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where idempotency_key = 'one-too-many'`,
    );
    expect(orders.n).toBe(0);
  });
});

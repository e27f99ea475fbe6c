import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryAll, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

const EMAIL = 'credit-race@example.com';
const CHECKOUTS = 5;
const CREDIT = 2_700;
const PRICE = 2_000;

/**
 * A family's credit spent by checkouts at once on a PostgreSQL server (where they really run side by side): each
 * checkout books a different run, so only the family's credit lock stands between them. The credit is spent once:
 * the orders together take exactly what there was, and the balance never goes below nothing.
 */
describeOnPostgres("a family's credit, raced for by its own checkouts on PostgreSQL", () => {
  let t: TestApp;
  let cookie: string;
  let parentId: number;
  const items: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const family = await signInNewParent(t, EMAIL, CHECKOUTS);
    cookie = family.cookie;
    parentId = await userIdOf(t, EMAIL);
    await t.db.execute(sql`insert into family_credit (club_id, parent_user_id, amount, reason, source, created_at)
      values ((select id from clubs where subdomain = 'demo'), ${parentId}, ${CREDIT}, 'cancelled-place',
        'cancel:race-seed', now())`);
    for (const childId of family.kids) {
      const { runId } = await createRun(t, { capacity: 1, pricePerTerm: PRICE });
      const res = await t.request({
        method: 'POST',
        url: '/api/v4/parent/basket/add',
        cookie,
        body: { type: 'term', childId, runId },
      });
      expect(res.statusCode, res.body).toBe(200);
      items.push((res.json() as BasketResponse).items.at(-1)!.itemId);
    }
  }, 120_000);
  afterAll(() => t?.close());

  it(`${CHECKOUTS} checkouts of one family at once spend its ${CREDIT}p of credit exactly once`, async () => {
    // Every checkout saw the whole credit in the basket: without the lock each would spend it.
    const answers = await Promise.all(
      items.map((itemId, i) =>
        t.request({
          method: 'POST',
          url: '/api/orders/order/create',
          cookie,
          body: { idempotencyKey: `credit-race-${i}`, items: [itemId] },
        }),
      ),
    );
    // A family keeps at most 3 orders waiting for payment: the rest are refused, never a 5xx.
    expect(answers.every((res) => res.statusCode < 500)).toBe(true);
    const orders = answers.filter((res) => res.statusCode === 200).map((res) => res.json() as OrderResponse);
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const spent = orders.reduce((sum, order) => sum + order.creditApplied, 0);
    expect(spent).toBe(CREDIT);
    expect(orders.map((order) => order.creditApplied).sort((a, b) => b - a)).toEqual([
      PRICE,
      CREDIT - PRICE,
      ...orders.slice(2).map(() => 0),
    ]);
    const ledger = await queryOne<{ balance: number }>(
      t,
      sql`select sum(amount)::int as balance from family_credit where parent_user_id = ${parentId}`,
    );
    expect(ledger.balance).toBe(0);
    const entries = await queryAll<{ reason: string }>(
      t,
      sql`select reason from family_credit where parent_user_id = ${parentId} and reason = 'spent'`,
    );
    expect(entries).toHaveLength(2);
  }, 60_000);
});

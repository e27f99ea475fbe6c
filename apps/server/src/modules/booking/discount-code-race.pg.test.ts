import type { BasketResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPerson, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

const FAMILIES = 12;

/**
 * A code's last use, raced for on a PostgreSQL server (where checkouts really run side by side):
 * each family books a different run, so only the code's own lock stands between them; its uses
 * are counted again under it, so exactly one order carries it and every other family is told it
 * is used up.
 */
describeOnPostgres('the last use of a discount code, raced for on PostgreSQL', () => {
  let t: TestApp;
  /** Each family: its session and the basket item it checks out. */
  const families: { cookie: string; itemId: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.db.execute(sql`insert into discount_codes (club_id, code, reduction_kind, reduction_value, usage_limit)
      values ((select id from clubs where subdomain = 'demo'), 'LAST1', 'fixed', 500, 1)`);
    for (let i = 0; i < FAMILIES; i++) {
      const { runId } = await createRun(t, { capacity: 1 });
      const email = `code-race-${i}@example.com`;
      await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
      const cookie = await t.signIn('demo', email);
      const [childId] = await createChildren(t, email, 1);
      const res = await t.request({
        method: 'POST',
        url: '/api/v4/parent/basket/add',
        cookie,
        body: { type: 'term', childId, runId },
      });
      expect(res.statusCode, res.body).toBe(200);
      families.push({ cookie, itemId: (res.json() as BasketResponse).items[0].itemId });
    }
  }, 120_000);
  afterAll(() => t?.close());

  it(`${FAMILIES} families checking out with a code of one use at once: exactly one order carries it`, async () => {
    const answers = await Promise.all(
      families.map(({ cookie, itemId }, i) =>
        t.request({
          method: 'POST',
          url: '/api/orders/order/create',
          cookie,
          body: { idempotencyKey: `code-race-${i}`, items: [itemId], discountCode: 'last1' },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(
      refused.map((res) => `${res.statusCode} ${res.json().error.code} ${res.json().error.issues[0].path}`),
    ).toEqual(refused.map(() => '400 DISCOUNT_CODE_REFUSED body.discountCode'));
    expect(refused[0].json().error.message).toBe('The code LAST1 has already been used as many times as it can be.');
    const carrying = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where discount_code_id = (select id from discount_codes where code = 'LAST1')`,
    );
    expect(carrying.n).toBe(1);
    // The race's own orders (the demo's seeded history has orders of its own).
    const orders = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where idempotency_key like 'code-race-%'`,
    );
    expect(orders.n).toBe(1);
  }, 60_000);
});

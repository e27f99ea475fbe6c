import { sql } from 'drizzle-orm';
import { DEMO_SALE_KEY_PREFIX } from '../db/seed/demo-sales.js';
import type { TestApp } from './test-app.js';

/**
 * Takes the demo's seeded money history away (`db/seed/demo-sales.ts`: its orders, their payments, refunds and
 * plans; the places stay, as they were before it), for a file whose figures are sums from a club with no orders
 * (`db/seed/demo-money.test.ts` is about the history itself).
 */
export async function withoutSeededMoney(t: Pick<TestApp, 'db'>): Promise<void> {
  const seeded = sql`select id from orders where idempotency_key like ${`${DEMO_SALE_KEY_PREFIX}%`}`;
  await t.db.execute(sql`delete from subscriptions where order_id in (${seeded})`);
  await t.db.execute(sql`delete from orders where id in (${seeded})`);
}

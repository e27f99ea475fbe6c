import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { arjunsOrderToPay } from '../../test-support/payment-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SUPPORT = 'support@clubroom.localhost';
const DAY_MS = 86_400_000;

describe.each(testDrivers)('reconciling payments on %s', (driver) => {
  let t: TestApp;
  let parent: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
  });
  afterAll(() => t.close());

  /** A paid order whose payment is owed back (its places gone) since three days ago. */
  async function refundDuePayment(): Promise<number> {
    const { order, paymentMethodId } = await arjunsOrderToPay(t, parent);
    const paid = await t.request({
      method: 'POST',
      url: '/rest/v1/payments/pay',
      cookie: parent,
      body: { orderId: order.uuid, paymentMethodId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The provider's event about it is settled first: it would try the refund too.
    await t.app.jobs.settled();
    const long = new Date(t.clock.now().getTime() - 3 * DAY_MS).toISOString();
    const { id } = await queryOne<{ id: number }>(
      t,
      sql`update payments set outcome = 'refund-due', created_at = ${long}, updated_at = ${long}
          where order_id = (select id from orders where uuid = ${order.uuid}) returning id`,
    );
    return id;
  }
  const failuresOf = async (id: number) =>
    (await queryOne<{ n: number }>(t, sql`select refund_failures as n from payments where id = ${id}`)).n;
  const alertsTo = async (to: string) => (await t.latestMail(to))?.subject ?? null;
  const alertCount = async () => {
    await t.app.jobs.settled();
    return (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from dev_mailbox where "to" = ${SUPPORT} and subject like '%keeps failing'`,
      )
    ).n;
  };

  it('is a pg-boss schedule of every minute, not a timer in each process', async () => {
    const row = await queryOne<{ cron: string }>(
      t,
      sql`select cron from pgboss.schedule where name = 'reconcile-payments'`,
    );
    expect(row.cron).toBe('* * * * *');
  });

  it('keeps trying a refund owed however old, and alerts the club and support once, at the fifth failure', async () => {
    // Only this test's runs: the schedule's own (a worker's, every minute) would race them.
    await t.db.execute(sql`delete from pgboss.schedule`);
    await t.app.jobs.settled();
    const id = await refundDuePayment();
    const refunds = vi.spyOn(t.app.payments.refunds, 'create').mockRejectedValue(new Error('insufficient balance'));
    try {
      for (let attempt = 1; attempt <= 4; attempt++) {
        await expect(t.runJob('reconcile-payments', {})).rejects.toThrow('could not be settled');
      }
      expect(await failuresOf(id)).toBe(4);
      expect(await alertsTo(SUPPORT)).toBeNull();

      await expect(t.runJob('reconcile-payments', {})).rejects.toThrow('could not be settled');
      expect(await failuresOf(id)).toBe(5);
      for (const to of [SUPPORT, DEMO.organiser]) {
        const mail = await t.latestMail(to);
        expect(mail?.subject).toMatch(/^A refund owed by .+ keeps failing$/);
        expect(mail?.text).toContain('has failed 5 times');
        expect(mail?.text).toMatch(/http:\/\/demo\.[^ ]+\/cms\/orders\/\d+/);
      }
      expect(await alertCount()).toBe(1);

      // Tried again and counted, never alerted twice.
      await expect(t.runJob('reconcile-payments', {})).rejects.toThrow('could not be settled');
      expect(await failuresOf(id)).toBe(6);
      expect(await alertCount()).toBe(1);
    } finally {
      refunds.mockRestore();
    }
    // Once the provider takes it, the payment is refunded and no longer tried.
    await t.runJob('reconcile-payments', {});
    expect((await queryOne<{ outcome: string }>(t, sql`select outcome from payments where id = ${id}`)).outcome).toBe(
      'refunded',
    );
  });
});

import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Charge, PaymentIntent } from '../../platform/payments/index.js';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { clubRequest } from '../../test-support/http-client.js';
import { sandboxObjects } from '../../test-support/payment-fixtures.js';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worst moment to die: the provider has taken the money, and we have not yet recorded it. A real
 * server process (PostgreSQL) is killed there (SIGKILL, CLUBROOM_FAULT=kill-after-charge), started
 * again, and the order must end confirmed exactly once, the parent charged exactly once.
 */
describeOnPostgres('a server killed between the charge and its record', () => {
  let t: TestApp;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // The in-process app only sets up the database and reads it: it runs no jobs of the servers'. The servers run on
    // its clock (CLOCK_START, flowing from there), so the database is a copy of the template every integration file
    // copies, seeded as of that instant.
    t = await createTestApp('postgres', { env: { JOBS_WORKER: 'false' } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: t.testDb.url!,
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
    CLOCK_START: t.clock.now().toISOString(),
    JOBS_POLL_SECONDS: '0.5',
    ...extra,
  });

  it('ends with the order confirmed once and one charge', async () => {
    const cookie = await t.signIn('demo', DEMO.parent); // a session row, which the server processes read
    const childId = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });

    server = await startServerProcess(env({ CLUBROOM_FAULT: 'kill-after-charge' }));
    const call = (path: string, body: unknown) =>
      clubRequest({ port: server!.port, club: 'demo', method: 'POST', path, body, cookie });
    const basket: BasketResponse = JSON.parse(
      (await call('/api/v4/parent/basket/add', { type: 'term', childId, runId })).body,
    );
    const order: OrderResponse = JSON.parse(
      (await call('/api/orders/order/create', { idempotencyKey: 'crash-test-order', items: [basket.items[0].itemId] }))
        .body,
    );
    const method = JSON.parse(
      (
        await call('/sandbox/v1/payment_methods', {
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        })
      ).body,
    ) as { id: string };

    const exited = new Promise((resolve) => server!.child.once('exit', (_code, signal) => resolve(signal)));
    await expect(call('/rest/v1/payments/pay', { orderId: order.uuid, paymentMethodId: method.id })).rejects.toThrow();
    expect(await exited).toBe('SIGKILL');
    expect(
      (await queryOne<{ status: string }>(t, sql`select status from orders where uuid = ${order.uuid}`)).status,
    ).toBe('pending');

    // Started again, with no fault: the provider's event (queued before the kill) settles the order.
    server = await startServerProcess(env());
    let status = 'pending';
    for (let waited = 0; status !== 'completed' && waited < 30_000; waited += 250) {
      await sleep(250);
      status = (await queryOne<{ status: string }>(t, sql`select status from orders where uuid = ${order.uuid}`))
        .status;
    }
    expect(status, server.output()).toBe('completed');
    // The browser's retry of post-pay finds it done.
    const intents = (await sandboxObjects<PaymentIntent>(t, 'payment_intent')).filter(
      (i) => i.metadata.orderUuid === order.uuid,
    );
    expect(intents.map((i) => i.status)).toEqual(['succeeded']);
    const postPay = await call('/rest/v1/payments/post-pay', { orderId: order.uuid, paymentIntentId: intents[0].id });
    expect(postPay.status, postPay.body).toBe(200);

    const charges = (await sandboxObjects<Charge>(t, 'charge')).filter((c) => c.payment_intent === intents[0].id);
    expect(charges).toHaveLength(1);
    expect(
      await queryAll(t, sql`select id from bookings where run_id = ${runId} and status = 'confirmed'`),
    ).toHaveLength(1);
    const confirmations = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from (select data from pgboss.job union all select data from pgboss.archive) j
          where j.data->>'to' = ${DEMO.parent} and j.data->>'subject' like '%is confirmed'`,
    );
    expect(confirmations.n).toBe(1);
  }, 180_000);
});

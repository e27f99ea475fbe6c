import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, pendingOrder, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { signInNewParent } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const HOUR = 3_600_000;
const REFUNDS = 30;

/**
 * Issue 21.25: thirty refunds of an order in a row are one email, a few minutes after the first, listing each; the
 * rate limit on refunds (5 an order an hour) still holds. The email's job is queued by the first refund, for a few
 * minutes on; this test lets it run (`settled`) only once the thirty are made.
 */
describe.each(testDrivers)('refund emails in batches on %s', (driver) => {
  let t: TestApp;
  const email = 'refund-batch@example.com';

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('30 refunds of one order are one email listing each, sent once its job runs', async () => {
    const { cookie, kids } = await signInNewParent(t, email);
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 6000 });
    const order = await pendingOrder(t, cookie, { childId: kids[0], runId });
    const paymentMethodId = await cardMethod(t, cookie, TEST_CARDS.visa);
    const paid = await t.request({
      method: 'POST',
      url: '/rest/v1/payments/pay',
      cookie,
      body: { orderId: order.uuid, paymentMethodId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const confirmation = await t.latestMail(email);
    const { id: orderId } = await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${order.uuid}`);

    const refund = (i: number, organiser: string) =>
      t.request({
        method: 'POST',
        url: `/api/v4/orders/order/${orderId}/refund`,
        cookie: organiser,
        body: { amount: 100, reason: `goodwill ${i}`, idempotencyKey: `refund-batch-${i}` },
      });
    let organiser = await t.signIn('demo', DEMO.organiser);
    for (let i = 1; i <= REFUNDS; i++) {
      const res = await refund(i, organiser);
      expect(res.statusCode, res.body).toBe(200);
      // Nothing yet: the email waits a few minutes for more refunds.
      if (i === 1) expect(await t.latestMail(email)).toEqual(confirmation);
      if (i % 5 === 0 && i < REFUNDS) {
        // The sixth refund within the hour is refused, as before; an hour on they carry on.
        expect((await refund(1000 + i, organiser)).statusCode).toBe(429);
        t.clock.advance(HOUR);
        organiser = await t.signIn('demo', DEMO.organiser);
      }
    }
    // Its time has come by the test's clock, hours on: its job sends the email, once however often it runs.
    await t.app.jobs.settled();
    const [job] = await queryAll<{ data: { clubId: number; paymentId: number; orderUuid: string } }>(
      t,
      sql`select data from pgboss.job where name = 'refund-email'`,
    );
    await t.runJob('refund-email', job.data);
    await t.runJob('refund-email', job.data); // run again, as a retry would: nothing more is sent

    const mail = await t.latestMail(email);
    expect(mail?.subject).toBe('Your refund from Little Legends Sports Club');
    expect(mail?.text).toContain('Little Legends Sports Club has refunded £30.00 to the card you paid with:');
    for (const i of [1, 17, 30]) expect(mail?.text).toContain(`- £1.00: goodwill ${i}\n`);
    expect(mail?.text).toMatch(/Thank you,\nLittle Legends Sports Club$/);
    const sent = await t.request({
      club: null,
      ip: '127.0.0.1',
      url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    });
    const subjects = (sent.json().messages as { subject: string }[]).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Your refund'))).toHaveLength(1);
    expect(await queryAll(t, sql`select id from pgboss.job where name = 'refund-email'`)).toHaveLength(1);
  });
});

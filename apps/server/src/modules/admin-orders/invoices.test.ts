import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { pendingOrder } from '../../test-support/payment-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const TERM_INVOICES = '/api/v4/orders/outstanding/invoice';
const orderInvoice = (orderId: number) => `/api/v4/orders/order/${orderId}/invoice`;

describe.each(testDrivers)('invoices on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let termId: number;
  const families: { email: string; cookie: string; orderId: number; uuid: string }[] = [];
  const post = (url: string, cookie: string, body: object = {}) => t.request({ method: 'POST', url, cookie, body });

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    const run = await createRun(t, { capacity: 10, sessions: 3 });
    termId = (await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${run.runId}`)).id;
    for (const name of ['invoice-a', 'invoice-b']) {
      const email = `${name}@example.com`;
      await createPerson(t, { email, firstName: name, memberships: [{ club: 'demo', role: 'parent' }] });
      const cookie = await t.signIn('demo', email);
      const [childId] = await createChildren(t, email, 1);
      const order = await pendingOrder(t, cookie, { childId, runId: run.runId });
      const { id } = await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${order.uuid}`);
      families.push({ email, cookie, orderId: id, uuid: order.uuid });
    }
  });
  afterAll(() => t.close());

  it("emails every order of the term waiting for payment to its parent, with the link to the order's payment page", async () => {
    const res = await post(TERM_INVOICES, organiser, { termId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2, orderIds: families.map((f) => f.orderId) });
    for (const family of families) {
      const mail = await t.latestMail(family.email);
      expect(mail?.subject).toBe('Your invoice from Little Legends Sports Club');
      // What the card will be charged: £27.00 and demo's passing-on fee, as its own line.
      expect(mail?.text).toContain('an invoice for £28.42');
      expect(mail?.text).toContain('Order: £27.00\nPlatform fee: £1.42');
      expect(mail?.text).toMatch(new RegExp(`Pay now: http://demo\\.localhost(:\\d+)?/order/${family.uuid}/pay\\n`));
    }
  });

  it('emails one order as an invoice, and refuses an order that is not waiting for payment', async () => {
    const [first] = families;
    const res = await post(orderInvoice(first.orderId), organiser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1, orderIds: [first.orderId] });

    const free = await createRun(t, { capacity: 5, sessions: 1, ...FREE_RUN });
    const [childId] = await createChildren(t, first.email, 1);
    const paidUuid = await bookFree(t, first.cookie, { type: 'term', childId, runId: free.runId });
    const paid = await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${paidUuid}`);
    const refused = await post(orderInvoice(paid.id), organiser);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.invoices.notPending);
  });

  it("with the Health Check's SMS Invoices on, each invoice also goes as an SMS with its link (off: none)", async () => {
    const [first, second] = families;
    const texts = () =>
      queryAll<{ to: string; body: string }>(t, sql`select "to", body from dev_sms_outbox where body like '%invoice%'`);
    await t.db.execute(sql`update users set mobile = '07700 900456' where email = ${first.email}`);
    await t.db.execute(sql`delete from dev_sms_outbox`);
    // Off (the default): the invoice is emailed, no SMS.
    expect((await post(orderInvoice(first.orderId), organiser)).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await texts()).toEqual([]);

    expect((await post('/api/settings/sms', organiser, { smsInvoices: 1 })).statusCode).toBe(200);
    const res = await post(TERM_INVOICES, organiser, { termId });
    expect(res.json().sent).toBe(2);
    await t.app.jobs.settled();
    // The family with a UK mobile gets the SMS; the one without gets the email alone.
    expect(await texts()).toEqual([
      {
        to: '+447700900456',
        body: expect.stringMatching(
          new RegExp(
            `^Little Legends Sports Club: your invoice for £28\\.42 is ready\\. Pay here: http://demo\\.localhost(:\\d+)?/order/${first.uuid}/pay$`,
          ),
        ),
      },
    ]);
    expect((await t.latestMail(second.email))?.subject).toBe('Your invoice from Little Legends Sports Club');
    // A mobile that replied STOP gets no invoice SMS.
    await t.db.execute(sql`insert into sms_opt_outs (phone, created_at) values ('+447700900456', now())`);
    expect((await post(orderInvoice(first.orderId), organiser)).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await texts()).toHaveLength(1);
  });

  it('answers 404 for a term or order of another club or none, 400 naming a bad termId', async () => {
    const theirs = await createRun(t, { club: 'riverside', capacity: 5, sessions: 1 });
    const theirTerm = await queryOne<{ id: number }>(t, sql`select term_id as id from runs where id = ${theirs.runId}`);
    expect((await post(TERM_INVOICES, organiser, { termId: theirTerm.id })).statusCode).toBe(404);
    expect((await post(orderInvoice(999999), organiser)).statusCode).toBe(404);
    const bad = await post(TERM_INVOICES, organiser, { termId: 'spring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('body.termId');
  });

  it('is refused to coaches, parents and organisers without financial access', async () => {
    await createPerson(t, {
      email: 'invoice-no-finance@example.com',
      memberships: [{ club: 'demo', role: 'organiser', financialAccess: false }],
    });
    const cookies = [
      await t.signIn('demo', DEMO.coach),
      families[0].cookie,
      await t.signIn('demo', 'invoice-no-finance@example.com'),
    ];
    for (const cookie of cookies) expect((await post(TERM_INVOICES, cookie, { termId })).statusCode).toBe(403);
  });
});

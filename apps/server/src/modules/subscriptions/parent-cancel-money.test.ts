import type { OrderResponse, ParentBookingsResponse } from '@clubroom/domain/api';
import { cancelMoneyWords } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import {
  cardMethod,
  pendingOrder,
  sandboxObjects,
  sendRefundEmails,
  TEST_CARDS,
} from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** The demo club, as a cancel's words name it and its money. */
const CLUB = { name: 'Little Legends Sports Club', currencySymbol: '£' };

const PRICE = 2700;

/** Issue 21.4: a parent's own cancel of a paid place does with its money what the club's policy says, and tells them. */
describe.each(testDrivers)("a parent's cancel of a paid place on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let children: number[];

  const post = (url: string, body?: unknown, cookie = cookies.parent) =>
    t.request({ method: 'POST', url, cookie, body });
  const policy = (cancellationRefund: 'refund' | 'club') =>
    t.request({
      method: 'PUT',
      url: '/api/v4/client/booking-settings',
      cookie: cookies.organiser,
      body: { cancelDaysBefore: 0, cancellationRefund, setupFeeAmount: 0, setupFeeMandatory: false },
    });
  /** A term place of one of the parent's children, paid with 4242: its order's uuid and its booking. */
  async function paidPlace(childId: number) {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: PRICE });
    const { uuid } = await pendingOrder(t, cookies.parent, { childId, runId });
    const paid = await post('/rest/v1/payments/pay', {
      orderId: uuid,
      paymentMethodId: await cardMethod(t, cookies.parent, TEST_CARDS.visa),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const list = await t.request({ url: '/api/v4/people/bookings/all/0/100', cookie: cookies.parent });
    const booking = (list.json() as ParentBookingsResponse).bookings.find((b) => b.orderUuid === uuid)!;
    return { uuid, booking };
  }
  const refundsOf = async (uuid: string) =>
    (await sandboxObjects<{ amount: number; payment_intent: string }>(t, 'refund')).filter((r) =>
      intents.get(uuid)?.includes(r.payment_intent),
    );
  const intents = new Map<string, string[]>();
  const rememberIntents = async (uuid: string) =>
    intents.set(
      uuid,
      (
        await queryAll<{ id: string }>(
          t,
          sql`select p.provider_intent_id as id from payments p join orders o on o.id = p.order_id where o.uuid = ${uuid}`,
        )
      ).map((r) => r.id),
    );
  /** Every email the parent has had, oldest first (the dev mailbox keeps them all). */
  const mails = () =>
    queryAll<{ subject: string; text: string }>(
      t,
      sql`select subject, text from dev_mailbox where "to" = ${DEMO.parent} order by id`,
    );
  const order = async (uuid: string) =>
    (await t.request({ url: `/api/orders/order/${uuid}`, cookie: cookies.parent })).json() as OrderResponse;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    children = await createChildren(t, DEMO.parent, 2);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it("refunds the place's price to the card at once where the club's policy says so, and the order shows it", async () => {
    expect((await policy('refund')).statusCode).toBe(200);
    const { uuid, booking } = await paidPlace(children[0]);
    await rememberIntents(uuid);
    expect(booking).toMatchObject({ cancellable: true, refundOnCancel: true });

    const before = (await mails()).length;
    const cancel = await post('/api/bookings/cancel', { bookingRef: booking.bookingRef });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sendRefundEmails(t);
    // One email for the cancel, in the cancel dialog's words about the money, and the refund's own (issue 21.7).
    const sent = (await mails()).slice(before);
    const cancelled = sent.filter((mail) => /^Your cancellation with /.test(mail.subject));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].text).toContain(`book.\n${cancelMoneyWords(booking, CLUB)}\n`);
    expect(cancelMoneyWords(booking, CLUB)).toMatch(/^Its price is refunded to the card that paid for it/);
    const [refund, ...others] = sent.filter((mail) => /^Your refund from /.test(mail.subject));
    expect(others).toEqual([]);
    expect(refund.text).toContain('£27.00');
    expect(refund.text).toContain('Why: you cancelled Child1 Racer');
    expect((await refundsOf(uuid)).map((r) => r.amount)).toEqual([PRICE]);

    const after = await order(uuid);
    expect(after.cancelledLines).toEqual([0]);
    expect(after.refunds).toEqual([{ amount: PRICE, createdAt: expect.any(String) }]);
  });

  it('refunds nothing where the club arranges refunds, and emails the parent that it does', async () => {
    expect((await policy('club')).statusCode).toBe(200);
    const { uuid, booking } = await paidPlace(children[1]);
    await rememberIntents(uuid);
    expect(booking.refundOnCancel).toBe(false);

    expect((await post('/api/bookings/cancel', { bookingRef: booking.bookingRef })).statusCode).toBe(200);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toMatch(/^Your cancellation with /);
    expect(mail?.text).toMatch(/You cancelled Child2 Racer's place in .+\. The place is given up/);
    expect(mail?.text).toContain(`book.\nRefunds, where due, are arranged by the club.\n`);
    expect(cancelMoneyWords(booking, CLUB)).toBe('Refunds, where due, are arranged by the club.');
    // Signed once, by the club (it was signed by the club and then by the team).
    expect(mail?.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
    expect(await inboxSubjects(t, cookies.parent), "in the parent's inbox too").toContain(mail?.subject);
    expect(await refundsOf(uuid)).toEqual([]);
    expect((await order(uuid)).cancelledLines).toEqual([0]);
    expect((await order(uuid)).refunds).toEqual([]);
  });
});

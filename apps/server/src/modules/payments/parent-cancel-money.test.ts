import type { OrderResponse, ParentBookingsResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, pendingOrder, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

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

    const cancel = await post('/api/bookings/cancel', { bookingRef: booking.bookingRef });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toMatch(/^Your refund from /);
    expect(mail?.text).toContain('£27.00');
    expect(mail?.text).toContain('Why: you cancelled Child1 Racer');
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
    expect(mail?.text).toMatch(/arranges any refund for places paid for/);
    expect(await refundsOf(uuid)).toEqual([]);
    expect((await order(uuid)).cancelledLines).toEqual([0]);
    expect((await order(uuid)).refunds).toEqual([]);
  });
});

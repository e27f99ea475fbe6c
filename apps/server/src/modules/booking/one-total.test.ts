import type { AdminOrder, BasketResponse, OrderResponse, PaymentOrder } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge } from '../../platform/payments/index.js';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { cardMethod, sandboxObjects, TEST_CARDS } from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** Issue 21.2's order: £206.91, and demo's fees passed on (4.5 % = 931.095p → 931p, and 20p). */
const TOTAL = 20_691;
const FEE = 951;
const TO_PAY = 21_642;

/**
 * Issue 21 point 2 and issue 23 point 10: one order, one total. Where the club passes the fee on, it is a line of
 * its own from the basket on, and the basket, the payment page, the order page, the confirmation email, the charge,
 * the staff's order page and the invoice email all say the same total.
 */
describe.each(testDrivers)('one total for one order on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let arjun: number;
  let keys = 0;

  const get = (url: string, cookie = cookies.parent) => t.request({ url, cookie });
  const post = (url: string, body: unknown, cookie = cookies.parent) =>
    t.request({ method: 'POST', url, cookie, body });
  const setAbsorb = (absorb: boolean) =>
    t.db.execute(sql`update club_payment_settings set absorb_charges = ${absorb}
      where club_id = (select id from clubs where subdomain = 'demo')`);

  /** A term place of `price` in the basket: the basket as the parent then sees it. */
  async function basketWith(price: number): Promise<BasketResponse> {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: price });
    const add = await post('/api/v4/parent/basket/add', { type: 'term', childId: arjun, runId });
    expect(add.statusCode, add.body).toBe(200);
    return add.json();
  }
  async function checkout(basket: BasketResponse): Promise<OrderResponse> {
    const items = basket.items.map((item) => item.itemId);
    const made = await post('/api/orders/order/create', { idempotencyKey: `one-total-${++keys}`, items });
    expect(made.statusCode, made.body).toBe(200);
    return made.json();
  }
  async function payByCard(uuid: string) {
    const paymentMethodId = await cardMethod(t, cookies.parent, TEST_CARDS.visa);
    const paid = await post('/rest/v1/payments/pay', { orderId: uuid, paymentMethodId });
    expect(paid.statusCode, paid.body).toBe(200);
    const { paymentIntentId } = paid.json().data as { paymentIntentId: string };
    return (await sandboxObjects<Charge>(t, 'charge')).find((c) => c.payment_intent === paymentIntentId)!;
  }
  const orderIdOf = async (uuid: string) =>
    (await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${uuid}`)).id;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
  });
  afterAll(() => t.close());

  it('passed on: the fee is its own line, and every page, email and the charge say £216.42', async () => {
    const basket = await basketWith(TOTAL);
    expect(basket).toMatchObject({ total: TOTAL, passingOnFee: FEE, totalToPay: TO_PAY });

    const order = await checkout(basket);
    expect(order).toMatchObject({ total: TOTAL, passingOnFee: FEE, totalToPay: TO_PAY });

    const page: PaymentOrder = (await get(`/api/payments/orders/${order.uuid}`)).json().data;
    expect(page).toMatchObject({ amount: TOTAL, passingOnFee: FEE, total: TO_PAY });
    expect(page.paymentRequest.displayItems.at(-1)).toEqual({ label: 'Platform fee', amount: FEE });

    const charge = await payByCard(order.uuid);
    expect(charge.amount).toBe(TO_PAY);

    const shown: OrderResponse = (await get(`/api/orders/order/${order.uuid}`)).json();
    expect(shown).toMatchObject({ status: 'completed', total: TOTAL, passingOnFee: FEE, totalToPay: TO_PAY });

    const email = await t.latestMail(DEMO.parent);
    expect(email?.subject).toMatch(/is confirmed$/);
    expect(email?.text).toContain('- Platform fee: £9.51');
    expect(email?.text).toContain('Total: £216.42');

    // The staff's order: the amount charged, the fee its own line, and all of it left to refund.
    const staff = await get(`/api/v4/orders/order/${await orderIdOf(order.uuid)}`, cookies.organiser);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json() as AdminOrder).toMatchObject({
      total: TOTAL,
      passingOnFee: FEE,
      totalToPay: TO_PAY,
      refundable: TO_PAY,
      payments: [expect.objectContaining({ amount: TO_PAY, fee: FEE })],
    });
  });

  it("the invoice and the staff's lists ask for what the card will be charged, the fee its own line", async () => {
    const order = await checkout(await basketWith(11_000));
    expect(order).toMatchObject({ total: 11_000, passingOnFee: 515, totalToPay: 11_515 });
    const orderId = await orderIdOf(order.uuid);
    const sent = await post(`/api/v4/orders/order/${orderId}/invoice`, {}, cookies.organiser);
    expect(sent.statusCode, sent.body).toBe(200);
    const invoice = await t.latestMail(DEMO.parent);
    expect(invoice?.text).toContain('an invoice for £115.15');
    expect(invoice?.text).toContain('Order: £110.00\nPlatform fee: £5.15');

    const list = (await get('/api/v4/orders?status=pending', cookies.organiser)).json();
    expect(list.orders.find((o: { orderId: number }) => o.orderId === orderId)).toMatchObject({
      total: 11_000,
      passingOnFee: 515,
      totalToPay: 11_515,
    });
  });

  it('absorbed: no fee line, and the basket, order and charge are the order total', async () => {
    await setAbsorb(true);
    try {
      const basket = await basketWith(TOTAL);
      expect(basket).toMatchObject({ total: TOTAL, passingOnFee: 0, totalToPay: TOTAL });
      const order = await checkout(basket);
      expect(order).toMatchObject({ passingOnFee: 0, totalToPay: TOTAL });
      const page: PaymentOrder = (await get(`/api/payments/orders/${order.uuid}`)).json().data;
      expect(page).toMatchObject({ passingOnFee: 0, total: TOTAL });
      expect(page.paymentRequest.displayItems.map((item) => item.label)).not.toContain('Platform fee');
      expect((await payByCard(order.uuid)).amount).toBe(TOTAL);
      const email = await t.latestMail(DEMO.parent);
      expect(email?.text).not.toContain('Platform fee');
      expect(email?.text).toContain('Total: £206.91');
    } finally {
      await setAbsorb(false);
    }
  });

  it('keeps the fee fixed at checkout: the club changing its fee mode later changes no order', async () => {
    const order = await checkout(await basketWith(TOTAL));
    await setAbsorb(true);
    try {
      const page: PaymentOrder = (await get(`/api/payments/orders/${order.uuid}`)).json().data;
      expect(page).toMatchObject({ passingOnFee: FEE, total: TO_PAY });
      expect((await payByCard(order.uuid)).amount).toBe(TO_PAY);
    } finally {
      await setAbsorb(false);
    }
  });
});

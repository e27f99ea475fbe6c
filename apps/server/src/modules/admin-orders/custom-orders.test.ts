import type { AdminOrder, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { accountTablesDigest, expectInputRefused } from '../../test-support/bad-input.js';
import { createChildren } from '../../test-support/booking-fixtures.js';
import { cardMethod } from '../../test-support/payment-fixtures.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const CUSTOM = '/api/v4/orders/order/custom';
const ORDER_TABLES = ['orders', 'order_lines'];

describe.each(testDrivers)('custom orders staff make for a family, on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies & { noFinance: string };
  let parentId: number;
  let childId: number;
  let keys = 0;
  const body = (overrides: object = {}) => ({
    parentId,
    childId,
    lines: [
      { description: 'Club hoodie', amount: 2500 },
      { description: 'Gala entry', amount: 800 },
    ],
    idempotencyKey: `custom-order-${++keys}`,
    ...overrides,
  });
  const post = (url: string, payload: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, method: 'POST', url, cookie, body: payload });

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = { ...(await signInDemoPeople(t)), noFinance: await signInOrganiserWithoutFinance(t) };
    [childId] = await createChildren(t, DEMO.parent, 1);
    ({ id: parentId } = await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`));
  });
  afterAll(() => t.close());

  it('makes an order waiting for payment with the lines as typed, once however often it is sent', async () => {
    const payload = body();
    const made = await post(CUSTOM, payload);
    expect(made.statusCode, made.body).toBe(200);
    const { orderId, uuid } = made.json() as { orderId: number; uuid: string };
    const again = await post(CUSTOM, payload);
    expect(again.json()).toEqual({ orderId, uuid });

    const view = (
      await t.request({ club: 'demo', url: `/api/v4/orders/order/${orderId}`, cookie: cookies.organiser })
    ).json() as AdminOrder;
    expect(view).toMatchObject({ status: 'pending', subtotal: 3300, discounts: 0, total: 3300 });
    expect(view.lines.map((l) => [l.kind, l.title, l.childId, l.amount])).toEqual([
      ['custom', 'Club hoodie', childId, 2500],
      ['custom', 'Gala entry', childId, 800],
    ]);
    const parentView = (
      await t.request({ club: 'demo', url: `/api/orders/order/${uuid}`, cookie: cookies.parent })
    ).json() as OrderResponse;
    expect(parentView.lines.map((l) => [l.type, l.description, l.amount])).toEqual([
      ['custom', 'Club hoodie', 2500],
      ['custom', 'Gala entry', 800],
    ]);
  });

  it('its invoice says what is due, line by line, and no places held (issue 21.31)', async () => {
    const { orderId } = (await post(CUSTOM, body())).json() as { orderId: number };
    const sent = await post(`/api/v4/orders/order/${orderId}/invoice`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.text).toContain(
      `an invoice for £34.69: order ${orderId}. £34.69 is due: please pay it with the link below.`,
    );
    expect(mail?.text).toContain('- Club hoodie: £25.00\n- Gala entry: £8.00');
    expect(mail?.text).not.toContain('places are held');
    expect(mail?.text).toMatch(/Thank you,\nLittle Legends Sports Club$/);
  });

  it('is paid by the parent by card like any order, and is then complete', async () => {
    const { uuid, orderId } = (await post(CUSTOM, body({ childId: null }))).json() as { orderId: number; uuid: string };
    const paymentMethodId = await cardMethod(t, cookies.parent, '4242424242424242');
    const paid = await post('/rest/v1/payments/pay', { orderId: uuid, paymentMethodId }, cookies.parent);
    expect(paid.statusCode, paid.body).toBe(200);
    const { status } = await queryOne<{ status: string }>(t, sql`select status from orders where id = ${orderId}`);
    expect(status).toBe('completed');
  });

  it.each([
    ['no lines', { lines: [] }, 'body.lines'],
    ['a line of nothing', { lines: [{ description: 'Kit', amount: 0 }] }, 'body.lines.0.amount'],
    ['a line of pence and a half', { lines: [{ description: 'Kit', amount: 10.5 }] }, 'body.lines.0.amount'],
    ['a line without words', { lines: [{ description: '  ', amount: 100 }] }, 'body.lines.0.description'],
    ['no parent', { parentId: undefined }, 'body.parentId'],
    ['no key', { idempotencyKey: undefined }, 'body.idempotencyKey'],
  ])('refuses %s (400 naming the field), writing nothing', async (name, overrides, field) => {
    const before = await accountTablesDigest(t, ORDER_TABLES);
    await expectInputRefused(t, {
      name,
      request: { club: 'demo', method: 'POST', url: CUSTOM, cookie: cookies.organiser, body: body(overrides) },
      field,
    });
    expect(await accountTablesDigest(t, ORDER_TABLES)).toBe(before);
  });

  it("answers 404 for a parent not of the club or a child not the parent's, 403 to those without financial access", async () => {
    const before = await accountTablesDigest(t, ORDER_TABLES);
    const { id: riversideParent } = await queryOne<{ id: number }>(
      t,
      sql`select id from users where email = ${DEMO.riversideOrganiser}`,
    );
    expect((await post(CUSTOM, body({ parentId: riversideParent, childId: null }))).statusCode).toBe(404);
    expect((await post(CUSTOM, body({ childId: 999999 }))).statusCode).toBe(404);
    expect((await post(CUSTOM, body(), cookies.riverside, 'riverside')).statusCode).toBe(404);
    for (const cookie of [cookies.noFinance, cookies.coach, cookies.parent]) {
      expect((await post(CUSTOM, body(), cookie)).statusCode).toBe(403);
    }
    expect(await accountTablesDigest(t, ORDER_TABLES)).toBe(before);
  });
});

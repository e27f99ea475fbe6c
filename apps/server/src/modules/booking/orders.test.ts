import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { BOOKING_SETTINGS_TTL_MS } from './booking-settings.js';

const MINUTE = 60_000;
const CREATE = '/api/orders/order/create';
const BOOK = '/rest/v1/payments/book';

describe.each(testDrivers)('checkout, Book Now and orders on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let arjun: number;
  let maya: number;
  let key = 0;
  const nextKey = () => `checkout-key-${driver}-${++key}`;

  const post = (url: string, body: unknown, cookie = parent) => t.request({ method: 'POST', url, cookie, body });
  const hold = async (body: object): Promise<string> => {
    const res = await post('/api/v4/parent/basket/add', body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BasketResponse).items.at(-1)!.itemId;
  };
  const getOrder = (uuid: string, cookie?: string) => t.request({ url: `/api/orders/order/${uuid}`, cookie });
  const bookingsOf = (runId: number) =>
    queryAll<{ child_id: number; status: string }>(
      t,
      sql`select child_id, status from bookings where run_id = ${runId} order by child_id`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    maya = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Maya'`)).id;
    await createPerson(t, { email: 'order-snoop@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.execute(sql`delete from holds`);
  });

  it('checks out the basket into a pending order, its places held on; a retry answers the same order', async () => {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    const itemId = await hold({ type: 'term', childId: arjun, runId });
    const idempotencyKey = nextKey();
    const res = await post(CREATE, { idempotencyKey, items: [itemId] });
    expect(res.statusCode, res.body).toBe(200);
    const order: OrderResponse = res.json();
    expect(order).toMatchObject({ status: 'pending', subtotal: 2700, discounts: 0, total: 2700, currency: 'GBP' });
    expect(order.lines).toEqual([
      expect.objectContaining({ type: 'term', description: 'Booking Test Class – Term', childName: 'Arjun Parent' }),
    ]);
    // Out of the basket, into the order, held for the pending time (60 minutes by default).
    expect((await t.request({ url: '/api/v4/parent/basket', cookie: parent })).json().items).toEqual([]);
    const held = await queryOne<{ expires_at: Date }>(t, sql`select expires_at from holds where run_id = ${runId}`);
    expect(new Date(held.expires_at).getTime()).toBe(TEST_NOW.getTime() + 60 * MINUTE);

    const retry = await post(CREATE, { idempotencyKey, items: [itemId] });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().uuid).toBe(order.uuid);
    const orders = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where idempotency_key = ${idempotencyKey}`,
    );
    expect(orders.n).toBe(1);

    // An order with an amount is completed by paying, not by Book Now.
    const book = await post(BOOK, { orderId: order.uuid });
    expect(book.statusCode).toBe(409);
    expect(await bookingsOf(runId)).toEqual([]);
  });

  it('answers 409 naming an item whose hold has expired, writing no order', async () => {
    const { runId } = await createRun(t, { capacity: 5 });
    const itemId = await hold({ type: 'term', childId: arjun, runId });
    t.clock.advance(16 * MINUTE);
    const idempotencyKey = nextKey();
    const expired = await post(CREATE, { idempotencyKey, items: [itemId] });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toMatchObject({ code: 'HOLD_EXPIRED', issues: [{ path: 'body.items.0' }] });
    // Once the expiry job has tidied it away, the item is still named by its place in the request.
    await t.app.jobs.settled();
    expect(await queryOne(t, sql`select count(*)::int as n from holds where run_id = ${runId}`)).toEqual({ n: 0 });
    const tidied = await post(CREATE, { idempotencyKey, items: [itemId] });
    expect(tidied.json().error).toEqual({
      code: 'HOLD_EXPIRED',
      message: 'A place in your basket is no longer held for you. Please add it again to book it.',
      issues: [
        {
          path: 'body.items.0',
          message: 'A place in your basket is no longer held for you. Please add it again to book it.',
        },
      ],
    });
    expect(
      await queryOne(t, sql`select count(*)::int as n from orders where idempotency_key = ${idempotencyKey}`),
    ).toEqual({ n: 0 });
  });

  it.each([
    ['no key', { items: [] }, 'body.idempotencyKey'],
    ['an empty basket', { idempotencyKey: 'abcdefgh-1' }, 'body.items'],
    ['an item that is not a uuid', { idempotencyKey: 'abcdefgh-2', items: ['7'] }, 'body.items.0'],
  ])('refuses a checkout with %s (400 naming the field)', async (_, body, field) => {
    const res = await post(CREATE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('Book Now confirms a free trial at once, emails the order, and shows it to its parent and organisers only', async () => {
    const { runId, sessionStarts } = await createRun(t, { capacity: 5, trialPrice: 0 });
    await t.db.execute(sql`delete from club_children where child_id = ${maya}`); // booking makes her a member
    await hold({ type: 'trial', childId: maya, runId, sessionStart: sessionStarts[1] });
    const idempotencyKey = nextKey();
    const res = await post(BOOK, { idempotencyKey });
    expect(res.statusCode, res.body).toBe(200);
    const { uuid } = res.json().data;
    expect(await bookingsOf(runId)).toEqual([{ child_id: maya, status: 'confirmed' }]);
    expect(await queryOne(t, sql`select count(*)::int as n from holds where run_id = ${runId}`)).toEqual({ n: 0 });
    const member = sql`select count(*)::int as n from club_children where child_id = ${maya}
      and club_id = (select id from clubs where subdomain = 'demo')`;
    expect(await queryOne(t, member)).toEqual({ n: 1 });

    // A retried Book Now (the same key) answers the same order and books nothing more.
    const retry = await post(BOOK, { idempotencyKey });
    expect(retry.json().data.uuid).toBe(uuid);
    expect(await bookingsOf(runId)).toHaveLength(1);

    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toBe('Your booking with Little Legends Sports Club is confirmed');
    expect(mail?.text).toContain('- Booking Test Class – Trial session (Maya Parent): Free');
    expect(mail?.text).toContain(`/order/${uuid}`);

    const own = await getOrder(uuid, parent);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      uuid,
      status: 'completed',
      total: 0,
      lines: [{ type: 'trial', dates: [sessionStarts[1]] }],
    });
    expect((await getOrder(uuid, await t.signIn('demo', DEMO.organiser))).statusCode).toBe(200);
    for (const cookie of [await t.signIn('demo', 'order-snoop@example.com'), await t.signIn('demo', DEMO.coach)]) {
      expect((await getOrder(uuid, cookie)).statusCode).toBe(404);
    }
    expect((await getOrder(uuid)).statusCode).toBe(401);
  });

  it('never books a child twice into one run, even from two orders (the unique index as the last line)', async () => {
    const { runId, sessionStarts } = await createRun(t, { capacity: 5, trialPrice: 0 });
    await hold({ type: 'trial', childId: arjun, runId, sessionStart: sessionStarts[0] });
    expect((await post(BOOK, { idempotencyKey: nextKey() })).statusCode).toBe(200);
    // Booked: the same child cannot even be held again.
    const again = await post('/api/v4/parent/basket/add', { type: 'term', childId: arjun, runId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Arjun already has a place in Booking Test Class.');
    // Bypassing every check, the database itself refuses a second confirmed booking.
    const insert = t.db.execute(
      sql`insert into bookings (club_id, run_id, child_id) select club_id, id, ${arjun} from runs where id = ${runId}`,
    );
    await expect(insert).rejects.toThrow();
  });

  it('two tabs checking out one basket with different keys make one order', async () => {
    const { runId, sessionStarts } = await createRun(t, { capacity: 5, trialPrice: 0 });
    const itemId = await hold({ type: 'trial', childId: arjun, runId, sessionStart: sessionStarts[2] });
    const [a, b] = await Promise.all([
      post(CREATE, { idempotencyKey: nextKey(), items: [itemId] }),
      post(CREATE, { idempotencyKey: nextKey(), items: [itemId] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [loser] = [a, b].filter((r) => r.statusCode === 409);
    expect(loser.json().error.code).toBe('HOLD_EXPIRED');
  });

  it('a setup-fee order for children the parent names; another parent’s child is 404', async () => {
    await t.db.execute(sql`insert into club_booking_settings (club_id, setup_fee_amount)
      values ((select id from clubs where subdomain = 'demo'), 1500) on conflict (club_id) do update set setup_fee_amount = 1500`);
    // Each process keeps a club's booking settings for a few seconds: the change prices once they have passed.
    t.clock.advance(BOOKING_SETTINGS_TTL_MS);
    try {
      const res = await post(CREATE, { idempotencyKey: nextKey(), children: [arjun], orderItemType: 'setup-fee' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total: 1500, lines: [{ type: 'setup-fee', childId: arjun, amount: 1500 }] });
      const [stranger] = await createChildren(t, 'order-snoop@example.com', 1);
      const refused = await post(CREATE, { idempotencyKey: nextKey(), children: [stranger] });
      expect(refused.statusCode).toBe(404);
    } finally {
      await t.db.execute(sql`delete from club_booking_settings`);
    }
  });
});

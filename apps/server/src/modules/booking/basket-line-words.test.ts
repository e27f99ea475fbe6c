import type { BasketResponse, OrderResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createCamp, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const DAY_MS = 86_400_000;

/**
 * Issue 21.11: a basket card and an order line tell two places of one class apart (two Gymnastics
 * terms): the term, venue, weekly day and time, and how much of the term a place covers.
 */
describe.each(testDrivers)("the basket's and order's place words on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  let arjun: number;
  let venueName: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    ({ name: venueName } = await queryOne<{ name: string }>(
      t,
      sql`select v.name from venues v join clubs c on c.id = v.club_id where c.subdomain = 'demo' order by v.id limit 1`,
    ));
  });
  afterAll(() => t.close());

  const add = async (body: unknown): Promise<BasketResponse> => {
    const res = await t.request({ method: 'POST', url: '/api/v4/parent/basket/add', cookie: parent, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('names the term, venue, weekly time and the part of the term, on the card, the line and the order', async () => {
    const { runId } = await createRun(t, { capacity: 5, sessions: 4, pricePerTerm: 4000, pricePerSession: 1000 });
    await t.db
      .execute(sql`insert into run_class_times (club_id, run_id, day_of_week, start_hour, start_minute, duration_minutes)
      select club_id, id, 1, 16, 30, 60 from runs where id = ${runId}`);
    // The first of its four sessions is over: the place is a part term.
    t.clock.set(new Date(TEST_NOW.getTime() + 2 * DAY_MS));
    parent = await t.signIn('demo', DEMO.parent); // a session from two days before has lapsed
    try {
      const basket = await add({ type: 'term', childId: arjun, runId });
      const facts = {
        termName: 'Booking test term',
        venueName,
        classTimes: [{ dow: 1, starttime: { hours: 16, mins: 30 } }],
        sessions: { charged: 3, total: 4 },
      };
      expect(basket.items[0]).toMatchObject({ childName: 'Arjun Parent', ...facts });
      expect(basket.lines[0]).toMatchObject({ type: 'term', childName: 'Arjun Parent', ...facts });

      const created = await t.request({
        method: 'POST',
        url: '/api/orders/order/create',
        cookie: parent,
        body: { idempotencyKey: 'line-words-1', items: [basket.items[0].itemId] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { uuid } = created.json() as OrderResponse;
      const order: OrderResponse = (await t.request({ url: `/api/orders/order/${uuid}`, cookie: parent })).json();
      expect(order.lines[0]).toMatchObject(facts);
    } finally {
      t.clock.set(TEST_NOW);
      parent = await t.signIn('demo', DEMO.parent);
      await t.db.execute(sql`delete from holds`);
    }
  });

  it('names a camp’s venue, with no term, weekly time or sessions', async () => {
    const { campId, weekId } = await createCamp(t, { capacity: 5 });
    const basket = await add({ type: 'camp-week', childId: arjun, campId, weekId });
    const facts = { termName: null, venueName, classTimes: [], sessions: null };
    expect(basket.items[0]).toMatchObject(facts);
    expect(basket.lines[0]).toMatchObject(facts);
    await t.db.execute(sql`delete from holds`);
  });
});

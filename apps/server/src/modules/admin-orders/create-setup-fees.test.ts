import type { CreateSetupFeesResponse, SetupFeeContact } from '@clubroom/domain/api';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const CREATE = '/api/settings/create-setup-fees';

describe.each(testDrivers)('creating setup fees on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  /** One child each of two families with no setup fee, in the order the contacts table lists them. */
  let families: { childId: number; parentName: string }[];

  const create = (children: number[], idempotencyKey: string) =>
    t.request({ method: 'POST', url: CREATE, cookie: organiser, body: { children, idempotencyKey } });
  const setupFeeOrders = () =>
    queryAll<{ childId: number; uuid: string }>(
      t,
      sql`select l.child_id as "childId", o.uuid from order_lines l join orders o on o.id = l.order_id
          where l.type = 'setup-fee'`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    await t.db.execute(sql`insert into club_booking_settings (club_id, setup_fee_amount)
      values ((select id from clubs where subdomain = 'demo'), 1500)
      on conflict (club_id) do update set setup_fee_amount = 1500`);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from orders where id in (select order_id from order_lines where type = 'setup-fee')`);
    const res = await t.request({ url: '/api/settings/setup-fee-contacts', cookie: organiser });
    const contacts = (res.json() as { contacts: SetupFeeContact[] }).contacts.filter((c) => c.setupFeePaid === '0');
    families = contacts.filter((c, i) => contacts.findIndex((o) => o.parentName === c.parentName) === i).slice(0, 2);
    expect(families).toHaveLength(2);
  });

  it('makes one order per family when the same request is sent twice at once', async () => {
    const key = randomUUID();
    const children = families.map((f) => f.childId);
    const answers = await Promise.all([create(children, key), create(children, key)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const made = await setupFeeOrders();
    expect(made.map((o) => o.childId).sort()).toEqual([...children].sort());
    // Each answer names the orders made, or finds the children's fees already waiting for payment.
    for (const res of answers) {
      const { orders, skipped } = res.json() as CreateSetupFeesResponse;
      expect(orders.map((o) => o.uuid).every((uuid) => made.some((m) => m.uuid === uuid))).toBe(true);
      expect([...orders.flatMap((o) => o.childIds), ...skipped].sort()).toEqual([...children].sort());
    }
  });

  it("makes every family's order or none: a failure at the second family leaves no order for the first", async () => {
    const second = families[1].childId;
    await t.db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.parent_user_id = (SELECT parent_user_id FROM children WHERE id = ${second}) THEN
          RAISE EXCEPTION 'test: write refused'; END IF; RETURN NEW; END $$`),
    );
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER test_refuse_order BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION test_refuse_order()',
      ),
    );
    try {
      const res = await create(
        families.map((f) => f.childId),
        randomUUID(),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER test_refuse_order ON orders'));
      await t.db.execute(sql.raw('DROP FUNCTION test_refuse_order()'));
    }
    expect(await setupFeeOrders()).toEqual([]);
  });

  it('asks for the request key: without one it is a 400 naming it, and nothing is made', async () => {
    const res = await t.request({
      method: 'POST',
      url: CREATE,
      cookie: organiser,
      body: { children: families.map((f) => f.childId) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain('body.idempotencyKey');
    expect(await setupFeeOrders()).toEqual([]);
  });
});

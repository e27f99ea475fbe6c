import type { ContactDetail } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { pendingOrder } from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, signInOrganiserWithoutFinance } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** Issue 21, point 27: an order's amounts only for staff with financial access, as on the other money screens. */
describe.each(testDrivers)('order amounts for staff on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let parent: string;
  let noFinance: string;
  let uuid: string;
  let parentId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ organiser, parent } = await signInDemoPeople(t));
    noFinance = await signInOrganiserWithoutFinance(t);
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    uuid = (await pendingOrder(t, parent, { childId: arjun, runId })).uuid;
    parentId = await userIdOf(t, DEMO.parent);
  });
  afterAll(() => t.close());

  it('GET /api/orders/order/{uuid}: the parent and financial staff read it; an organiser without financial access gets 404', async () => {
    for (const cookie of [parent, organiser]) {
      const res = await t.request({ url: `/api/orders/order/${uuid}`, cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().total).toBe(2700);
    }
    const refused = await t.request({ url: `/api/orders/order/${uuid}`, cookie: noFinance });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.body).not.toContain('2700');
  });

  it("the contact page lists the parent's orders with amounts only for financial staff", async () => {
    const ordersSeenBy = async (cookie: string) => {
      const res = await t.request({ url: `/api/v4/contacts/${parentId}`, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ContactDetail).orders.find((o) => o.uuid === uuid)!;
    };
    expect(await ordersSeenBy(organiser)).toMatchObject({ total: 2700, status: 'pending' });
    expect(await ordersSeenBy(noFinance)).toMatchObject({ total: null, status: 'pending' });
  });
});

import type { AdminBooking, FamilyOrderResponse, RebookResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { signInOrganiserWithoutFinance } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** Issue 21, point 27: staff without financial access see no order amounts on the bookings screens either. */
describe.each(testDrivers)('order amounts on the bookings routes on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let noFinance: string;
  let kids: number[];

  const post = (url: string, body: unknown, cookie: string) => t.request({ method: 'POST', url, cookie, body });
  const bookFor = async (runId: number, childId: number, cookie: string, paidOffline = false) => {
    const res = await post(`/api/v4/admin-bookings/run/${runId}`, { childIds: [childId], paidOffline }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FamilyOrderResponse;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    noFinance = await signInOrganiserWithoutFinance(t);
    kids = await createChildren(t, DEMO.parent, 3);
    for (const childId of kids) {
      await t.db.execute(
        sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${childId})`,
      );
    }
  });
  afterAll(() => t.close());

  it("booking for a family answers the order's total only to financial staff", async () => {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    expect(await bookFor(runId, kids[0], organiser)).toMatchObject({ status: 'pending', total: 2700 });
    const unseen = await bookFor(runId, kids[1], noFinance);
    expect(unseen).toMatchObject({ status: 'pending', total: null });
    expect(Object.keys(unseen).sort()).toEqual(['orderId', 'parentUserId', 'status', 'total', 'uuid']);
  });

  it("a booking's detail, and cancelling it, show its order's total only to financial staff", async () => {
    const { runId } = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    await bookFor(runId, kids[2], organiser, true);
    const { ref } = await queryOne<{ ref: string }>(
      t,
      sql`select booking_ref as ref from bookings where run_id = ${runId} and child_id = ${kids[2]}`,
    );
    const detail = async (cookie: string) => {
      const res = await t.request({ url: `/api/v4/admin-bookings/booking/${ref}`, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminBooking).order;
    };
    expect(await detail(organiser)).toMatchObject({ status: 'completed', total: 2700 });
    expect(await detail(noFinance)).toMatchObject({ status: 'completed', total: null });
    const cancelled = await post(`/api/v4/admin-bookings/booking/${ref}/cancel`, {}, noFinance);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as AdminBooking).order).toMatchObject({ total: null });
  });

  it("a large rebook lists each parent's new order without its total for staff without financial access", async () => {
    const from = await createRun(t, { capacity: 5, pricePerTerm: 0 });
    const to = await createRun(t, { capacity: 5, pricePerTerm: 2700 });
    await bookFor(from.runId, kids[0], organiser, true);
    const res = await post(
      `/api/v4/registers/run/${from.runId}/rebook`,
      { targetRunId: to.runId, childIds: [kids[0]] },
      noFinance,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { orders } = res.json() as RebookResponse;
    expect(orders).toHaveLength(1);
    expect(orders[0].total).toBeNull();
  });
});

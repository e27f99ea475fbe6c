import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne, switchedInto, whoAmI } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, signInOrganiserWithoutFinance } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** Issue 21 (19, 20): recording money as received needs financial access, and never a switched session. */
describe.each(testDrivers)('booking paid offline on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let noFinance: string;
  let switched: string;
  let kids: number[];

  const post = (url: string, body: unknown, cookie: string) => t.request({ method: 'POST', url, cookie, body });
  const ordersNow = async () => (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from orders`)).n;
  const auditNow = async () => (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from audit_log`)).n;

  /** The refusal, with nothing written: no order, no hold, no audit row. */
  async function refused(url: string, body: object, cookie: string, code: string, message: string) {
    const [orders, audit] = [await ordersNow(), await auditNow()];
    const res = await post(url, body, cookie);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toMatchObject({ code, message });
    expect([await ordersNow(), await auditNow()]).toEqual([orders, audit]);
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ organiser } = await signInDemoPeople(t));
    noFinance = await signInOrganiserWithoutFinance(t);
    switched = await switchedInto(t, DEMO.organiser);
    kids = await createChildren(t, DEMO.parent, 3);
    for (const childId of kids)
      await t.db.execute(
        sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${childId})`,
      );
  });
  afterAll(() => t.close());

  const needsFinance = messages.adminBookings.paidOfflineNeedsFinance;

  it('a run: refused to an organiser without financial access and to a switched session; a pending order is theirs to make', async () => {
    const { runId } = await createRun(t, { capacity: 5 });
    const url = `/api/v4/admin-bookings/run/${runId}`;
    await refused(url, { childIds: [kids[0]], paidOffline: true }, noFinance, 'FORBIDDEN', needsFinance);
    const { firstName } = (await whoAmI(t, switched)).user!;
    const notSwitched = messages.switchedSession.refused(firstName);
    await refused(url, { childIds: [kids[0]], paidOffline: true }, switched, 'SWITCHED_SESSION_REFUSED', notSwitched);
    const pending = await post(url, { childIds: [kids[0]], paidOffline: false }, noFinance);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().status).toBe('pending');
  });

  it('a camp, and a day added to a camp booking: refused without financial access', async () => {
    const camp = await createCamp(t, { capacity: 5 });
    const url = `/api/v4/admin-bookings/camp/${camp.campId}`;
    const body = { childId: kids[1], weekId: camp.weekId, dayStarts: camp.dayStarts.slice(0, 1), paidOffline: true };
    await refused(url, body, noFinance, 'FORBIDDEN', needsFinance);
    const booked = await post(url, body, organiser);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().status).toBe('completed');
    const { ref, day } = await queryOne<{ ref: string; day: number }>(
      t,
      sql`select b.booking_ref as ref, (select id from camp_days where camp_week_id = ${camp.weekId} order by starts_at offset 1 limit 1) as day
          from bookings b where b.child_id = ${kids[1]} and b.status = 'confirmed' limit 1`,
    );
    const add = `/api/v4/admin-bookings/booking/${ref}/days/add`;
    await refused(add, { dayId: day, paidOffline: true }, noFinance, 'FORBIDDEN', needsFinance);
    const added = await post(add, { dayId: day, paidOffline: true }, organiser);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().order.status).toBe('completed');
  });
});

import type { RebookResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const OTHER_PARENT = 'rebook-parent@example.com';

describe.each(testDrivers)('large rebook from a register on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'coach' | 'parent' | 'other' | 'riverside', string> = {} as never;
  let runId: number;
  /** Priya's three children and the other parent's two, all booked on the run. */
  let priyas: number[];
  let others: number[];

  const rebook = (body: object, cookie = cookies.organiser, id = runId, club = 'demo') =>
    t.request({ club, method: 'POST', url: `/api/v4/registers/run/${id}/rebook`, cookie, body });
  const pendingOrders = () =>
    queryAll<{ uuid: string; parent_user_id: number; total: number; status: string }>(
      t,
      sql`select uuid, parent_user_id, total, status from orders where status = 'pending' order by id`,
    );
  const heldOn = (orderUuid: string) =>
    queryAll<{ child_id: number; run_id: number }>(
      t,
      sql`select h.child_id, h.run_id from holds h join orders o on o.id = h.order_id
        where o.uuid = ${orderUuid} order by h.child_id`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    await createPerson(t, { email: OTHER_PARENT, firstName: 'Olu' });
    cookies.organiser = await t.signIn('demo', DEMO.organiser);
    cookies.coach = await t.signIn('demo', DEMO.coach);
    cookies.parent = await t.signIn('demo', DEMO.parent);
    cookies.other = await t.signIn('demo', OTHER_PARENT);
    cookies.riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    priyas = await createChildren(t, DEMO.parent, 3);
    others = await createChildren(t, OTHER_PARENT, 2);
    // Priya's third child is too old for the next term's class (5 to 10 years).
    await t.db.execute(sql`update children set date_of_birth = '2012-01-01' where id = ${priyas[2]}`);
    ({ runId } = await createRun(t, { capacity: 10, sessions: 2, ...FREE_RUN }));
    await bookFree(t, cookies.parent, { type: 'term', childId: priyas[0], runId });
    await bookFree(t, cookies.parent, { type: 'term', childId: priyas[1], runId });
    await bookFree(t, cookies.parent, { type: 'term', childId: priyas[2], runId });
    await bookFree(t, cookies.other, { type: 'term', childId: others[0], runId });
    await bookFree(t, cookies.other, { type: 'term', childId: others[1], runId });
  });
  afterAll(() => t.close());

  it('holds each place in one pending order per parent, priced, emailed with the link to pay, refusing age, already held and full', async () => {
    const target = await createRun(t, {
      capacity: 3,
      sessions: 3,
      ageFromMonths: 60,
      ageToMonths: 120,
      pricePerTerm: 2700,
      pricePerSession: 1000,
    });
    // The other parent already has their first child's place in their basket: one of three taken.
    const held = await t.request({
      method: 'POST',
      url: '/api/v4/parent/basket/add',
      cookie: cookies.other,
      body: { type: 'term', childId: others[0], runId: target.runId },
    });
    expect(held.statusCode, held.body).toBe(200);
    const before = await pendingOrders();

    const res = await rebook({ targetRunId: target.runId, childIds: [...priyas, ...others] });
    expect(res.statusCode, res.body).toBe(200);
    const answer: RebookResponse = res.json();
    const [order] = (await pendingOrders()).slice(before.length);
    expect((await pendingOrders()).length).toBe(before.length + 1);
    // Priced as Priya's own checkout: two terms at £27.00, the second child's with the demo's 10% sibling discount.
    expect(order).toMatchObject({ parent_user_id: await userIdOf(t, DEMO.parent), total: 5130, status: 'pending' });
    expect(answer.rebooked).toEqual([
      { childId: priyas[0], childName: 'Child1 Racer', orderUuid: order.uuid },
      { childId: priyas[1], childName: 'Child2 Racer', orderUuid: order.uuid },
    ]);
    expect(answer.refused.map(({ childId, reason }) => ({ childId, reason }))).toEqual([
      { childId: priyas[2], reason: 'not_bookable' },
      { childId: others[0], reason: 'already_booked' },
      { childId: others[1], reason: 'full' },
    ]);
    expect(answer.orders).toEqual([{ uuid: order.uuid, parentName: 'Priya Parent', total: 5130 }]);
    expect(await heldOn(order.uuid)).toEqual(
      [priyas[0], priyas[1]].map((childId) => ({ child_id: childId, run_id: target.runId })),
    );

    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.text).toMatch(new RegExp(`https?://demo\\.[^/\\s]+/order/${order.uuid}/pay`));
    expect(mail?.text).toContain('£51.30');
    expect(mail?.text).toContain('Child1 Racer on Booking Test Class');
    expect(mail?.text).toContain('Child2 Racer');
    expect(mail?.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
    // Nothing held for the other parent: no order, so no email asking them to pay (their latest is a booking's).
    expect((await t.latestMail(OTHER_PARENT))?.text).not.toContain('/pay');

    // Capacity holds: the run is full, so nobody else gets in.
    const again = await rebook({ targetRunId: target.runId, childIds: [others[1]] });
    expect((again.json() as RebookResponse).refused).toMatchObject([{ childId: others[1], reason: 'full' }]);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const target = await createRun(t, { capacity: 10, sessions: 1, ...FREE_RUN });
    const foreign = await createRun(t, { club: 'riverside', capacity: 10, sessions: 1, ...FREE_RUN });
    const before = await pendingOrders();
    const pathOf = async (body: object) => {
      const res = await rebook(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.issues.map((i: { path: string }) => i.path);
    };
    expect(await pathOf({ targetRunId: runId, childIds: [priyas[0]] })).toEqual(['body.targetRunId']);
    expect(await pathOf({ targetRunId: foreign.runId, childIds: [priyas[0]] })).toEqual(['body.targetRunId']);
    expect(await pathOf({ targetRunId: target.runId, childIds: [priyas[0], 999999] })).toEqual(['body.childIds.1']);
    expect(await pathOf({ targetRunId: target.runId, childIds: [] })).toEqual(['body.childIds']);
    expect(await pathOf({ childIds: [priyas[0]] })).toEqual(['body.targetRunId']);
    expect(await pendingOrders()).toEqual(before);
    expect(await queryAll(t, sql`select 1 from holds where run_id = ${target.runId}`)).toEqual([]);
  });

  it("answers 404 for another club's run and 403 to a coach, even one assigned to the run", async () => {
    const target = await createRun(t, { capacity: 10, sessions: 1, ...FREE_RUN });
    const body = { targetRunId: target.runId, childIds: [priyas[0]] };
    expect((await rebook(body, cookies.riverside, runId, 'riverside')).statusCode).toBe(404);
    await t.request({
      method: 'POST',
      url: `/api/v4/registers/run/${runId}/coaches/add`,
      cookie: cookies.organiser,
      body: { userId: await userIdOf(t, DEMO.coach) },
    });
    expect((await rebook(body, cookies.coach)).statusCode).toBe(403);
    expect(await queryAll(t, sql`select 1 from holds where run_id = ${target.runId}`)).toEqual([]);
  });
});

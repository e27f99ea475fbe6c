import type { FamilyOrderResponse, InviteToRunResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople } from '../../test-support/signed-in-people.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const BOOK = (runId: number) => `/api/v4/admin-bookings/run/${runId}`;

describe.each(testDrivers)('booking for families on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'coach' | 'parent' | 'riverside', string> = {} as never;
  /** Demo parent's children, members of demo. */
  let kids: number[];

  const post = (url: string, body: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, method: 'POST', url, cookie, body });
  const get = (url: string, cookie = cookies.organiser, club = 'demo') => t.request({ club, url, cookie });
  const book = async (runId: number, body: object) => {
    const res = await post(BOOK(runId), body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FamilyOrderResponse;
  };
  const placesTaken = async (runId: number) =>
    (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from bookings where run_id = ${runId} and status = 'confirmed'`,
      )
    ).n;
  const refOf = async (runId: number, childId: number) =>
    (
      await queryOne<{ ref: string }>(
        t,
        sql`select booking_ref as ref from bookings where run_id = ${runId} and child_id = ${childId}`,
      )
    ).ref;

  /** Moves a run's sessions two days earlier: the first of them is over, the term under way. */
  const startedTerm = (runId: number) =>
    t.db.execute(sql`update run_sessions set starts_at = starts_at - interval '2 days',
      ends_at = ends_at - interval '2 days' where run_id = ${runId}`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    Object.assign(cookies, await signInDemoPeople(t));
    kids = await createChildren(t, DEMO.parent, 6);
    for (const childId of kids) {
      await t.db.execute(
        sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${childId})`,
      );
    }
  });
  afterAll(() => t.close());

  describe('book a run for a family', () => {
    it('makes a pending order for the parent, pro-rata once the term has started, and emails them its link', async () => {
      const { runId } = await createRun(t, { capacity: 5, sessions: 3, pricePerTerm: 2700, pricePerSession: 1000 });
      await startedTerm(runId);
      const order = await book(runId, { childIds: [kids[0]], prorata: true, paidOffline: false });
      expect(order).toMatchObject({ status: 'pending', total: 1800 });
      expect(order.parentUserId).toBe(
        (await queryOne<{ id: number }>(t, sql`select id from users where email = ${DEMO.parent}`)).id,
      );
      // The place is held by the order for the parent to pay, not booked yet.
      expect(await placesTaken(runId)).toBe(0);
      const held = await queryAll(
        t,
        sql`select 1 from holds h join orders o on o.id = h.order_id where o.uuid = ${order.uuid}`,
      );
      expect(held).toHaveLength(1);
      const mail = await t.latestMail(DEMO.parent);
      expect(mail?.text).toContain(`/order/${order.uuid}`);
      expect(mail?.text).toContain('£18.00');
      // Signed by the club, as every email between it and a family (issue 21.7).
      expect(mail?.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
      // In the family's inbox at the club too.
      expect(await inboxSubjects(t, cookies.parent)).toContain(mail?.subject);
    });

    it('charges the whole term when pro-rata is switched off', async () => {
      const { runId } = await createRun(t, { capacity: 5, sessions: 3, pricePerTerm: 2700, pricePerSession: 1000 });
      await startedTerm(runId);
      const order = await book(runId, { childIds: [kids[0]], prorata: false, paidOffline: false });
      expect(order).toMatchObject({ status: 'pending', total: 2700 });
    });

    it('paid offline completes the order, takes the place and records who marked it paid', async () => {
      const { runId } = await createRun(t, { capacity: 1, pricePerTerm: 2700 });
      const order = await book(runId, { childIds: [kids[1]], paidOffline: true });
      expect(order).toMatchObject({ status: 'completed', total: 2700 });
      expect(await placesTaken(runId)).toBe(1);
      const audit = await queryOne<{ action: string; details: { orderUuid: string; amount: number } }>(
        t,
        sql`select action, details from audit_log where action = 'order.paid-offline' order by id desc limit 1`,
      );
      expect(audit.details).toEqual({ orderUuid: order.uuid, amount: 2700 });

      // Full now: the next family is refused under the same lock as a parent's booking.
      const full = await post(BOOK(runId), { childIds: [kids[2]], paidOffline: true });
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json().error.code).toBe('CAPACITY_EXCEEDED');
      expect(await placesTaken(runId)).toBe(1);
      // Nothing left in the parent's basket by the refusal.
      const basket = await get('/api/v4/parent/basket', cookies.parent);
      expect(basket.json().items).toEqual([]);
    });

    it('leaves a monthly plan pending for the parent to subscribe, even when asked to mark it paid', async () => {
      const { runId } = await createRun(t, { capacity: 5, monthlyPlan: { price: 3000, trialDays: 0 } });
      const order = await book(runId, { childIds: [kids[4]], paidOffline: true });
      expect(order.status).toBe('pending');
      expect(await placesTaken(runId)).toBe(0);
    });

    it("refuses a child already booked, and one outside the age limits, with the parent flow's words", async () => {
      const { runId } = await createRun(t, { capacity: 5 });
      await book(runId, { childIds: [kids[3]], paidOffline: true });
      const again = await post(BOOK(runId), { childIds: [kids[3]] });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().error.message).toBe('Child4 already has a place in Booking Test Class.');

      const { runId: olderRun } = await createRun(t, { capacity: 5, ageFromMonths: 120, ageToMonths: 144 });
      const young = await post(BOOK(olderRun), { childIds: [kids[3]] });
      expect(young.statusCode, young.body).toBe(400);
      const [issue] = young.json().error.issues;
      expect(issue.path).toBe('body.childIds.0');
      expect(issue.message).toMatch(/^Child4 is too young for Booking Test Class, which is for ages/);
    });

    it('books several children of one family in one order, priced together: the sibling discount applies', async () => {
      const { runId } = await createRun(t, { capacity: 5, sessions: 3, pricePerTerm: 2700, pricePerSession: 1000 });
      const order = await book(runId, { childIds: [kids[0], kids[1]], paidOffline: false });
      // Two terms at £27.00, the second child's with the demo's 10% sibling discount: one order, one total.
      expect(order).toMatchObject({ status: 'pending', total: 5130 });
      const held = await queryAll<{ child_id: number }>(
        t,
        sql`select h.child_id from holds h join orders o on o.id = h.order_id where o.uuid = ${order.uuid} order by h.child_id`,
      );
      expect(held.map((h) => h.child_id)).toEqual([kids[0], kids[1]]);
      expect((await t.latestMail(DEMO.parent))?.text).toContain('£51.30');
    });

    it('books nothing when one of the children is refused, naming that child; children of two families are refused', async () => {
      const { runId } = await createRun(t, { capacity: 5, ageFromMonths: 0, ageToMonths: 0 });
      await book(runId, { childIds: [kids[3]], paidOffline: true });
      const before = await queryAll(t, sql`select id from holds order by id`);
      const refused = await post(BOOK(runId), { childIds: [kids[2], kids[3]] });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toBe('Child4 already has a place in Booking Test Class.');
      expect(await queryAll(t, sql`select id from holds order by id`)).toEqual(before);

      await createPerson(t, { email: 'other-family@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
      const [otherChild] = await createChildren(t, 'other-family@example.com', 1);
      await t.db.execute(
        sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${otherChild})`,
      );
      const mixed = await post(BOOK(runId), { childIds: [kids[2], otherChild] });
      expect(mixed.statusCode, mixed.body).toBe(400);
      expect(mixed.json().error.issues).toEqual([
        { path: 'body.childIds.1', message: messages.adminBookings.oneFamilyOnly },
      ]);
      const twice = await post(BOOK(runId), { childIds: [kids[2], kids[2]] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.issues[0].path).toBe('body.childIds');
      expect(await queryAll(t, sql`select id from holds order by id`)).toEqual(before);
    });

    it('refuses coaches and parents, and answers 404 for another club’s run or child', async () => {
      const { runId } = await createRun(t, { capacity: 5 });
      expect((await post(BOOK(runId), { childIds: [kids[4]] }, cookies.coach)).statusCode).toBe(403);
      expect((await post(BOOK(runId), { childIds: [kids[4]] }, cookies.parent)).statusCode).toBe(403);
      expect((await post(BOOK(runId), { childIds: [kids[4]] }, cookies.riverside, 'riverside')).statusCode).toBe(404);
      const [stranger] = await createChildren(t, DEMO.riversideOrganiser, 1); // no member of demo
      expect((await post(BOOK(runId), { childIds: [stranger] })).statusCode).toBe(404);
      expect(await placesTaken(runId)).toBe(0);
    });
  });

  describe('book a camp for a family', () => {
    const CAMP = (campId: number) => `/api/v4/admin-bookings/camp/${campId}`;
    const campPlaces = async (weekId: number) =>
      (
        await queryOne<{ n: number }>(
          t,
          sql`select count(*)::int as n from bookings b join camp_days d on d.id = b.camp_day_id
              where d.camp_week_id = ${weekId} and b.status = 'confirmed'`,
        )
      ).n;

    it('books chosen days at the day price, or the whole week, and refuses a full camp', async () => {
      const { campId, weekId, dayStarts } = await createCamp(t, { capacity: 1, dayPrice: 2000, weekPrice: 9000 });
      const days = await post(CAMP(campId), { childId: kids[0], weekId, dayStarts: dayStarts.slice(0, 2) });
      expect(days.statusCode, days.body).toBe(200);
      expect(days.json()).toMatchObject({ status: 'pending', total: 4000 });

      const week = await post(CAMP(campId), { childId: kids[1], weekId, paidOffline: true });
      expect(week.statusCode, week.body).toBe(409); // the first two days are held by the pending order
      expect(week.json().error.code).toBe('CAPACITY_EXCEEDED');

      const { campId: other, weekId: otherWeek } = await createCamp(t, { capacity: 1, weekPrice: 9000 });
      const paid = await post(CAMP(other), { childId: kids[1], weekId: otherWeek, paidOffline: true });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'completed', total: 9000 });
      expect(await campPlaces(otherWeek)).toBe(5);
    });

    it("refuses a coach, another camp's week, and another club's camp", async () => {
      const { campId, weekId } = await createCamp(t, { capacity: 3 });
      const { weekId: otherWeek } = await createCamp(t, { capacity: 3 });
      expect((await post(CAMP(campId), { childId: kids[2], weekId }, cookies.coach)).statusCode).toBe(403);
      expect((await post(CAMP(campId), { childId: kids[2], weekId: otherWeek })).statusCode).toBe(404);
      expect((await post(CAMP(campId), { childId: kids[2], weekId }, cookies.riverside, 'riverside')).statusCode).toBe(
        404,
      );
      expect(await campPlaces(weekId)).toBe(0);
    });
  });

  describe('invite families to a run', () => {
    it('queues an email per address, once each, linking to the run’s booking page', async () => {
      const { runId } = await createRun(t, { capacity: 5 });
      const res = await post(`${BOOK(runId)}/invite`, {
        emails: ['Alex@Example.com', 'sam@example.com', 'alex@example.com'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as InviteToRunResponse).sent).toEqual(['alex@example.com', 'sam@example.com']);
      for (const to of ['alex@example.com', 'sam@example.com']) {
        const mail = await t.latestMail(to);
        expect(mail?.subject).toContain('Booking Test Class');
        expect(mail?.text).toMatch(new RegExp(`https?://demo\\.[^/\\s]+/${runId}/book\\b`));
        expect(mail?.text).toMatch(/\n\nThank you,\nLittle Legends Sports Club$/);
      }
    });

    it('answers 400 naming each bad address, and sends nothing', async () => {
      const { runId } = await createRun(t, { capacity: 5 });
      const res = await post(`${BOOK(runId)}/invite`, { emails: ['ok@example.com', 'not-an-address'] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual(['body.emails.1']);
      expect(await t.latestMail('ok@example.com')).toBeUndefined();
      const none = await post(`${BOOK(runId)}/invite`, { emails: [] });
      expect(none.json().error.issues[0].path).toBe('body.emails');
    });

    it('refuses coaches, and answers 404 for another club’s run', async () => {
      const { runId } = await createRun(t, { capacity: 5 });
      const body = { emails: ['x@example.com'] };
      expect((await post(`${BOOK(runId)}/invite`, body, cookies.coach)).statusCode).toBe(403);
      expect((await post(`${BOOK(runId)}/invite`, body, cookies.riverside, 'riverside')).statusCode).toBe(404);
    });
  });

  describe('a booking by its reference', () => {
    it('shows the child, parent, run, sessions and order, and cancels it, freeing the place', async () => {
      const { runId, sessionStarts } = await createRun(t, { capacity: 1, sessions: 2 });
      const order = await book(runId, { childIds: [kids[5]], paidOffline: true });
      const ref = await refOf(runId, kids[5]);
      const res = await get(`/api/v4/admin-bookings/booking/${ref}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        bookingRef: ref,
        status: 'confirmed',
        kind: 'term',
        child: { childId: kids[5], firstName: 'Child6' },
        parent: { name: 'Priya Parent', email: DEMO.parent },
        run: { runId, className: 'Booking Test Class', termName: 'Booking test term' },
        camp: null,
        sessions: sessionStarts,
        order: { uuid: order.uuid, status: 'completed', total: order.total },
      });

      expect((await post(`/api/v4/admin-bookings/booking/${ref}/cancel`, {}, cookies.coach)).statusCode).toBe(403);
      const cancelled = await post(`/api/v4/admin-bookings/booking/${ref}/cancel`, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      expect(await placesTaken(runId)).toBe(0);
    });

    it('answers 404 for another club’s booking, and 403 to a coach', async () => {
      const { runId } = await createRun(t, { capacity: 2 });
      await book(runId, { childIds: [kids[4]], paidOffline: true });
      const ref = await refOf(runId, kids[4]);
      expect((await get(`/api/v4/admin-bookings/booking/${ref}`, cookies.coach)).statusCode).toBe(403);
      expect((await get(`/api/v4/admin-bookings/booking/${ref}`, cookies.riverside, 'riverside')).statusCode).toBe(404);
      expect(
        (await post(`/api/v4/admin-bookings/booking/${ref}/cancel`, {}, cookies.riverside, 'riverside')).statusCode,
      ).toBe(404);
      expect(await placesTaken(runId)).toBe(1);
    });
  });
});

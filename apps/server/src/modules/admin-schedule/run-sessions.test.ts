import type {
  AdminRunSession,
  BasketResponse,
  FamilyCreditBalance,
  RegisterResponse,
  RunInfo,
  RunSessionResponse,
  RunSessionsResponse,
  UpcomingSession,
} from '@clubroom/domain/api';
import { addDays, formatDateTime, localDateOf, localWeekday, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { issuePaths, runBody, RUNS, scheduleAdminOf, TERM_START } from '../../test-support/admin-schedule-fixtures.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import {
  cardMethod,
  pendingOrder,
  sandboxObjects,
  sendRefundEmails,
  TEST_CARDS,
} from '../../test-support/payment-fixtures.js';
import { signInDemoPeople, signInNewParent, type DemoCookies } from '../../test-support/signed-in-people.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow, londonWallTimeOf } from '../../test-support/test-dates.js';

const FAMILY = 'session-family@example.com';
const SESSION_PRICE = 1000;
const LONDON = 'Europe/London';
const dayAfterNow = londonDateDaysFromTestNow;
const londonAt = (date: string, hours: number, mins: number) => zonedWallTimeToEpoch(date, hours, mins, LONDON);

/**
 * Issue 23.21: a run's one-off extra date, and a single session cancelled (families told by email, their share of
 * its price given back as the club's cancellation policy says) or put back on.
 */
describe.each(testDrivers)("a run's single sessions on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let family: { cookie: string; kids: number[] };
  /** A run priced by the session (£10), three weekly sessions from tomorrow; the family's first child booked and paid. */
  let run: { runId: number; sessionStarts: number[] };
  let orderUuid: string;

  const sessionsUrl = (runId = run.runId) => `${RUNS}/${runId}/sessions`;
  const get = async <T>(url: string, cookie = cookies.organiser) => {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = (url: string, body?: unknown, cookie = cookies.organiser) =>
    t.request({ method: 'POST', url, cookie, body });
  const sessions = async () => (await get<RunSessionsResponse>(sessionsUrl())).sessions;
  const sessionAt = async (startTime: number) => (await sessions()).find((s) => s.startTime === startTime)!;
  const setPolicy = async (cancellationRefund: 'refund' | 'credit' | 'club') => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v4/client/booking-settings',
      cookie: cookies.organiser,
      body: { cancelDaysBefore: 0, cancellationRefund, setupFeeAmount: 0, setupFeeMandatory: false },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const credit = async () => {
    const { data } = await get<{ data: FamilyCreditBalance[] }>('/api/v4/parent/credit', family.cookie);
    return data[0]?.balance ?? 0;
  };
  /** What a term place for the family's second child costs now (in the basket, then taken out again). */
  const termPriceNow = async () => {
    const add = await post(
      '/api/v4/parent/basket/add',
      { type: 'term', runId: run.runId, childId: family.kids[1] },
      family.cookie,
    );
    expect(add.statusCode, add.body).toBe(200);
    const item = (add.json() as BasketResponse).items.at(-1)!;
    expect((await post(`/api/v4/parent/basket/${item.itemId}/remove`, undefined, family.cookie)).statusCode).toBe(200);
    return item.amount;
  };
  const sessionCount = async () =>
    (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from run_sessions where run_id = ${run.runId}`)).n;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    family = await signInNewParent(t, FAMILY, 2);
    run = await createRun(t, { capacity: 5, pricePerTerm: 0, pricePerSession: SESSION_PRICE, sessions: 3 });
    ({ uuid: orderUuid } = await pendingOrder(t, family.cookie, { childId: family.kids[0], runId: run.runId }));
    const paid = await post(
      '/rest/v1/payments/pay',
      { orderId: orderUuid, paymentMethodId: await cardMethod(t, family.cookie, TEST_CARDS.visa) },
      family.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.jobs.settled();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it("lists a run's sessions with the children booked on each", async () => {
    const listed = await get<RunSessionsResponse>(sessionsUrl());
    expect(listed.run).toMatchObject({ runId: run.runId, className: 'Booking Test Class' });
    expect(listed.sessions.map((s) => [s.startTime, s.oneOff, s.cancelled, s.ahead, s.booked])).toEqual(
      run.sessionStarts.map((start) => [start, false, null, true, 1]),
    );
  });

  it('adds a one-off date: on the register, the public dates and the price; term places get it at no charge', async () => {
    expect(await termPriceNow()).toBe(3 * SESSION_PRICE);
    const date = dayAfterNow(27); // within four weeks of the term's end (Tuesday 10 November by default)
    const added = await post(`${RUNS}/${run.runId}/add-date`, {
      date,
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { session } = added.json() as { session: AdminRunSession };
    expect(session).toMatchObject({ oneOff: true, cancelled: null, ahead: true, booked: 1 });
    expect(session.startTime).toBe(londonAt(date, 10, 0)); // 10:00 in London

    const register = await get<RegisterResponse>(`/api/v4/registers/run/${run.runId}`);
    expect(register.sessions.map((s) => s.sessionId)).toContain(session.sessionId);
    expect(register.children[0].sessionIds).toContain(session.sessionId);
    const info = (await t.request({ url: `/api/v4/public/run/${run.runId}` })).json() as RunInfo;
    expect(info.run.sessions.map((s) => s.startTime)).toContain(session.startTime);
    expect(info.sessionsTotal).toBe(4);
    // A new booking pays for it as for any session; the family booked before has it without paying more.
    expect(await termPriceNow()).toBe(4 * SESSION_PRICE);
  });

  it('refuses a date in the past, far from the term, at a time the run meets, or ending before it starts: 400 naming the field', async () => {
    const before = await sessionCount();
    // The first session's own London day and hour (12:00–13:00 by default; the run meets at TEST_NOW's time of day).
    const firstLocal = localDateOf(run.sessionStarts[0], LONDON);
    const clashing = {
      date: firstLocal,
      startTime: londonWallTimeOf(run.sessionStarts[0]),
      endTime: londonWallTimeOf(run.sessionStarts[0] + 15 * 60),
    };
    const cases: [object, string][] = [
      [{ date: dayAfterNow(-1), startTime: '10:00', endTime: '11:00' }, 'body.date'],
      [{ date: dayAfterNow(138), startTime: '10:00', endTime: '11:00' }, 'body.date'],
      [clashing, 'body.date'],
      [{ date: dayAfterNow(20), startTime: '11:00', endTime: '10:00' }, 'body.endTime'],
      [{ date: dayAfterNow(20), startTime: '25:00', endTime: '26:00' }, 'body.startTime'],
      [{ date: '', startTime: '10:00', endTime: '11:00' }, 'body.date'],
      [{ startTime: '10:00', endTime: '11:00' }, 'body.date'],
    ];
    for (const [body, field] of cases) {
      const res = await post(`${RUNS}/${run.runId}/add-date`, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(issuePaths(res)).toContain(field);
    }
    const clash = await post(`${RUNS}/${run.runId}/add-date`, clashing);
    expect(clash.json().error.message).toContain('Booking Test Class already has a session then');
    expect(await sessionCount()).toBe(before);
  });

  it('lets only the club’s schedule managers in: a coach 403, a parent 403, another club 404', async () => {
    const [sessionId] = (await sessions()).map((s) => s.sessionId);
    const paths = [
      ['GET', sessionsUrl()],
      ['GET', `${sessionsUrl()}/${sessionId}`],
      ['POST', `${RUNS}/${run.runId}/add-date`],
      ['POST', `${sessionsUrl()}/${sessionId}/cancel`],
      ['POST', `${sessionsUrl()}/${sessionId}/restore`],
    ] as const;
    const validDate = { date: dayAfterNow(20), startTime: '10:00', endTime: '11:00' };
    for (const [method, url] of paths) {
      const body = method === 'GET' ? undefined : url.endsWith('add-date') ? validDate : {};
      expect((await t.request({ method, url, body, cookie: cookies.coach })).statusCode, url).toBe(403);
      expect((await t.request({ method, url, body, cookie: family.cookie })).statusCode, url).toBe(403);
      const foreign = await t.request({ club: 'riverside', method, url, body, cookie: cookies.riverside });
      expect(foreign.statusCode, url).toBe(404);
    }
    expect((await sessionAt(run.sessionStarts[0])).cancelled).toBeNull();
  });

  it("cancels a session: kept and marked everywhere, families emailed, each share kept as credit by the club's policy", async () => {
    await setPolicy('credit');
    const target = await sessionAt(run.sessionStarts[1]);
    const preview = await get<RunSessionResponse>(`${sessionsUrl()}/${target.sessionId}`);
    expect(preview.cancellationRefund).toBe('credit');
    expect(preview.families).toEqual([
      {
        parentName: expect.any(String),
        places: [{ childName: expect.any(String), share: SESSION_PRICE, paymentPlan: false }],
      },
    ]);

    const res = await post(`${sessionsUrl()}/${target.sessionId}/cancel`, { reason: '  The hall is flooded  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session.cancelled).toEqual({ at: expect.any(Number), reason: 'The hall is flooded' });
    await t.app.jobs.settled();

    expect(await credit()).toBe(SESSION_PRICE);
    const mail = await t.latestMail(FAMILY);
    expect(mail?.subject).toBe('Little Legends Sports Club: Booking Test Class session cancelled');
    expect(mail?.text).toContain('Reason: The hall is flooded');
    expect(mail?.text).toContain('£10.00 for ');
    expect(mail?.text).toContain('is kept as credit with Little Legends Sports Club for a later booking.');
    // In the family's inbox at the club too.
    expect(await inboxSubjects(t, family.cookie)).toContain(mail?.subject);

    const register = await get<RegisterResponse>(`/api/v4/registers/run/${run.runId}`);
    expect(register.sessions.find((s) => s.sessionId === target.sessionId)?.cancelled).toEqual({
      reason: 'The hall is flooded',
    });
    const info = (await t.request({ url: `/api/v4/public/run/${run.runId}` })).json() as RunInfo;
    expect(info.run.sessions.find((s) => s.startTime === target.startTime)?.cancelled).toBe(true);
    expect(info.sessionsTotal).toBe(3);
    const feed = await get<{ sessions: UpcomingSession[] }>('/api/v4/people/bookings/current/feed', family.cookie);
    expect(feed.sessions.find((s) => s.startTime === target.startTime)?.cancelled).toBe(true);
    // Nobody pays for a session that does not happen, and nobody can book a trial of it.
    expect(await termPriceNow()).toBe(3 * SESSION_PRICE);

    // Again: answered as it is; nothing credited or emailed twice.
    const again = await post(`${sessionsUrl()}/${target.sessionId}/cancel`, {});
    expect(again.statusCode, again.body).toBe(200);
    await t.runJob('run-session-changed', { clubId: await clubId(), sessionId: target.sessionId, change: 'cancelled' });
    await t.app.jobs.settled();
    expect(await credit()).toBe(SESSION_PRICE);
  });

  it('puts a cancelled session back on while it is ahead: families emailed, what they were given stays theirs', async () => {
    const target = await sessionAt(run.sessionStarts[1]);
    // At the start of the Monday of its week (signed in afresh; the session may be early that Monday, as the run meets
    // at TEST_NOW's time of day), the club home counts the sessions that happen this week.
    const targetDay = localDateOf(target.startTime, LONDON);
    const mondayOfWeek = addDays(targetDay, -((localWeekday(target.startTime, LONDON) + 6) % 7));
    t.clock.set(new Date(londonAt(mondayOfWeek, 0, 0) * 1000));
    const monday = await t.signIn('demo', DEMO.organiser);
    const weekSessions = async () =>
      (await get<{ thisWeek: { sessions: number } }>('/api/v4/client/quick-info', monday)).thisWeek.sessions;
    const whileCancelled = await weekSessions();

    const res = await post(`${sessionsUrl()}/${target.sessionId}/restore`, undefined, monday);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session.cancelled).toBeNull();
    expect(await weekSessions()).toBe(whileCancelled + 1);
    t.clock.set(TEST_NOW); // back to the morning the family signed in
    await t.app.jobs.settled();
    const mail = await t.latestMail(FAMILY);
    expect(mail?.subject).toBe('Little Legends Sports Club: Booking Test Class session back on');
    expect(mail?.text).toContain('is back on, as booked');
    expect(await credit()).toBe(SESSION_PRICE);
    const audit = await queryAll<{ action: string }>(
      t,
      sql`select action from audit_log where action like 'session.%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['session.added', 'session.cancelled', 'session.restored']);
  });

  it('refunds each share to the card under the refund policy, once; a started session can be neither cancelled nor restored', async () => {
    await setPolicy('refund');
    const target = await sessionAt(run.sessionStarts[2]);
    expect((await post(`${sessionsUrl()}/${target.sessionId}/cancel`, { reason: null })).statusCode).toBe(200);
    await t.app.jobs.settled();
    const intent = await queryOne<{ id: string }>(
      t,
      sql`select p.provider_intent_id as id from payments p join orders o on o.id = p.order_id where o.uuid = ${orderUuid}`,
    );
    const refunds = (await sandboxObjects<{ payment_intent: string; amount: number }>(t, 'refund')).filter(
      (r) => r.payment_intent === intent.id,
    );
    expect(refunds.map((r) => r.amount)).toEqual([SESSION_PRICE]);
    // The refund's own email (after the cancellation's, a few minutes on) says how much and why.
    await sendRefundEmails(t);
    const refundMail = (await t.latestMail(FAMILY))?.text;
    expect(refundMail).toContain('Little Legends Sports Club has refunded £10.00 to the card you paid with.');
    expect(refundMail).toContain(
      `Why: The Booking Test Class session on ${formatDateTime(target.startTime, LONDON)} is cancelled.`,
    );

    // A fortnight on, signed in afresh (the morning's sign-in has lapsed): the first session has started.
    t.clock.set(new Date((run.sessionStarts[0] + 60) * 1000));
    const later = await t.signIn('demo', DEMO.organiser);
    const first = (await get<RunSessionsResponse>(sessionsUrl(), later)).sessions[0];
    expect(first.ahead).toBe(false);
    const late = await post(`${sessionsUrl()}/${first.sessionId}/cancel`, {}, later);
    expect(late.statusCode, late.body).toBe(409);
    t.clock.set(new Date((run.sessionStarts[2] + 60) * 1000));
    const laterStill = await t.signIn('demo', DEMO.organiser);
    expect((await post(`${sessionsUrl()}/${target.sessionId}/restore`, undefined, laterStill)).statusCode).toBe(409);
  });

  it("keeps one-off dates and cancellations when the run's class times are saved again", async () => {
    const { admin, organiser, venueId, termId } = await scheduleAdminOf(t);
    const made = await admin.createRun(runBody(termId, venueId));
    const url = `${RUNS}/${made.runId}/sessions`;
    const call = (path: string, body?: unknown) => t.request({ method: 'POST', url: path, body, cookie: organiser });
    expect(
      (
        await call(`${RUNS}/${made.runId}/add-date`, {
          date: addDays(TERM_START, 5),
          startTime: '09:00',
          endTime: '10:00',
        })
      ).statusCode,
    ).toBe(200);
    const listed = (await get<RunSessionsResponse>(url)).sessions;
    const monday = listed.find((s) => !s.oneOff)!;
    expect((await call(`${url}/${monday.sessionId}/cancel`, { reason: 'Coach away' })).statusCode).toBe(200);

    expect((await call(`${RUNS}/${made.runId}`, runBody(termId, venueId, { className: 'Renamed' }))).statusCode).toBe(
      200,
    );
    const after = (await get<RunSessionsResponse>(url)).sessions;
    expect(after.filter((s) => s.oneOff).map((s) => s.startTime)).toEqual([londonAt(addDays(TERM_START, 5), 9, 0)]);
    expect(after.find((s) => s.sessionId === monday.sessionId)?.cancelled?.reason).toBe('Coach away');
    expect(after).toHaveLength(listed.length);
  });

  const clubId = async () => (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
});

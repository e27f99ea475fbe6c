import type { ClientHomeResponse } from '@clubroom/domain/api';
import { clubPeriods } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEpoch } from '../../lib/epoch.js';
import { DEMO, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { childIdNamed, signInOrganiserWithoutFinance } from '../../test-support/signed-in-people.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const HOME = '/api/v4/client/quick-info';
const HOUR_MS = 3_600_000;

describe.each(testDrivers)('the club home (quick-info) on %s', (driver) => {
  let t: TestApp;
  const cookies = {} as Record<'organiser' | 'coach' | 'parent' | 'noFinance', string>;
  let before: ClientHomeResponse;
  let runId: number;
  let todaySessionId: number;
  /** How many of the run's sessions (today's and the weekly ones) fall in this club-local week. */
  let thisWeeksSessions: number;
  let orderUuid: string;

  const home = async (cookie: string): Promise<ClientHomeResponse> => {
    const res = await t.request({ url: HOME, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const childId = (firstName: string) => childIdNamed(t, firstName);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies.organiser = await t.signIn('demo', DEMO.organiser);
    cookies.coach = await t.signIn('demo', DEMO.coach);
    cookies.parent = await t.signIn('demo', DEMO.parent);
    cookies.noFinance = await signInOrganiserWithoutFinance(t, 'home-no-finance@example.com');
    before = await home(cookies.organiser);

    // A run of 10 places meeting weekly from tomorrow, and once more later today: halfway to the club's midnight, so
    // it is today's at any hour (TEST_NOW may be a Sunday 23:30).
    const run = await createRun(t, { capacity: 10, sessions: 3, ...FREE_RUN });
    runId = run.runId;
    const { day, week } = clubPeriods(toEpoch(TEST_NOW), 'Europe/London');
    const today = new Date(Math.round((TEST_NOW.getTime() + day.to * 1000) / 2));
    thisWeeksSessions = [toEpoch(today), ...run.sessionStarts].filter((s) => s >= week.from && s < week.to).length;
    todaySessionId = (
      await queryOne<{ id: number }>(
        t,
        sql`insert into run_sessions (club_id, run_id, starts_at, ends_at)
          select club_id, id, ${today.toISOString()}, ${new Date(today.getTime() + HOUR_MS).toISOString()}
          from runs where id = ${runId} returning id`,
      )
    ).id;
    // Arjun takes a term place (every session); Maya a trial of next week's session only.
    orderUuid = await bookFree(t, cookies.parent, { type: 'term', childId: await childId('Arjun'), runId });
    await bookFree(t, cookies.parent, {
      type: 'trial',
      childId: await childId('Maya'),
      runId,
      sessionStart: run.sessionStarts[1],
    });
  });
  afterAll(() => t.close());

  it("shows an organiser today's sessions with the places booked on each, and this week's", async () => {
    const now = await home(cookies.organiser);
    const session = now.today.find((s) => s.sessionId === todaySessionId);
    // Arjun's term place counts today; Maya's trial is another week's session.
    expect(session).toMatchObject({ runId, className: 'Booking Test Class', booked: 1, capacity: 10 });
    expect(now.today.every((s, i) => i === 0 || now.today[i - 1].startTime <= s.startTime)).toBe(true);
    // Today's session and tomorrow's (unless today is Sunday) are this week's, each with Arjun.
    expect(now.thisWeek.sessions - before.thisWeek.sessions).toBe(thisWeeksSessions);
    expect(now.thisWeek.places - before.thisWeek.places).toBe(thisWeeksSessions);
  });

  it('shows the fill rate (term places, not trials), waiting lists and the latest bookings, newest first', async () => {
    const now = await home(cookies.organiser);
    expect(now.fillRate!.capacity - before.fillRate!.capacity).toBe(10);
    expect(now.fillRate!.booked - before.fillRate!.booked).toBe(1);
    const waiting = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from waiting_list_entries where status = 'waiting'
        and club_id = (select id from clubs where subdomain = 'demo')`,
    );
    expect(now.waitingLists!.children).toBe(waiting.n);
    expect(now.recentBookings!.slice(0, 2).map((b) => [b.childName, b.what])).toEqual([
      ['Maya Parent', 'Booking Test Class'],
      ['Arjun Parent', 'Booking Test Class'],
    ]);
  });

  it("counts the month's card payments, refunds, platform fees and net for those who see the money, and for nobody else", async () => {
    const { id: orderId } = await queryOne<{ id: number }>(t, sql`select id from orders where uuid = ${orderUuid}`);
    const payment = await queryOne<{ id: number }>(
      t,
      sql`insert into payments (club_id, order_id, parent_user_id, provider_intent_id, amount, fee, application_fee,
          currency, status, created_at, updated_at)
        select club_id, id, parent_user_id, 'pi_home_test', 1250, 0, 40, 'GBP', 'succeeded', ${TEST_NOW.toISOString()},
          ${TEST_NOW.toISOString()} from orders where id = ${orderId} returning id`,
    );
    await t.db
      .execute(sql`insert into refunds (payment_id, provider_refund_id, idempotency_key, amount, reason, created_at)
      values (${payment.id}, 're_home_test', 'home-test-refund', 250, 'Test', ${TEST_NOW.toISOString()})`);
    const money = (await home(cookies.organiser)).moneyThisMonth!;
    expect(money.currency).toBe('GBP');
    expect(money.paid - before.moneyThisMonth!.paid).toBe(1250);
    expect(money.refunded - before.moneyThisMonth!.refunded).toBe(250);
    // The platform's 40 less the fifth the refund gave back; net is what Financials calls net.
    expect(money.platformFees - before.moneyThisMonth!.platformFees).toBe(32);
    expect(money.net - before.moneyThisMonth!.net).toBe(1250 - 250 - 32);

    const noFinance = await home(cookies.noFinance);
    expect(noFinance.moneyThisMonth).toBeNull();
    expect(noFinance.fillRate).not.toBeNull();
  });

  it('shows a coach only the sessions of the runs they take, and nothing of the club’s figures', async () => {
    const unassigned = await home(cookies.coach);
    expect(unassigned.today.map((s) => s.runId)).not.toContain(runId);
    expect(unassigned).toMatchObject({
      fillRate: null,
      waitingLists: null,
      recentBookings: null,
      moneyThisMonth: null,
    });
    await t.db.execute(sql`insert into run_coaches (club_id, run_id, user_id)
      select club_id, ${runId}, ${await userIdOf(t, DEMO.coach)} from runs where id = ${runId}`);
    const assigned = await home(cookies.coach);
    expect(assigned.today.find((s) => s.sessionId === todaySessionId)?.booked).toBe(1);
    expect(assigned.today.filter((s) => s.runId !== runId)).toEqual(unassigned.today);
  });

  it('refuses parents and another club’s organiser', async () => {
    expect((await t.request({ url: HOME, cookie: cookies.parent })).statusCode).toBe(403);
    const riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    expect((await t.request({ url: HOME, cookie: riverside })).statusCode).toBe(403);
  });
});

import type { ParentBooking, RegisterSummary, RunInfo, RunSessionsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNS } from '../../test-support/admin-schedule-fixtures.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, signInNewParent, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** A cancelled session is nobody's next session: the registers list, the family's booking and the run's page skip it. */
describe.each(testDrivers)('the next session after a cancelled one, on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let family: { cookie: string; kids: number[] };
  /**
   * A free run of three weekly sessions from tomorrow, the family's first child booked for the term and the second
   * for a trial of the last session; the first and the last sessions cancelled.
   */
  let run: { runId: number; sessionStarts: number[] };

  const get = async <T>(url: string, cookie: string) => {
    const res = await t.request({ url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = async (url: string, body: unknown, cookie: string) => {
    const res = await t.request({ method: 'POST', url, cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    family = await signInNewParent(t, 'next-session-family@example.com', 2);
    // Parents may cancel up to two days before the first session: the cancelled one is tomorrow, the next in 8 days
    // (the trial's, cancelled, in 15).
    await t.request({
      method: 'PUT',
      url: '/api/v4/client/booking-settings',
      cookie: cookies.organiser,
      body: { cancelDaysBefore: 2, cancellationRefund: 'club', setupFeeAmount: 0, setupFeeMandatory: false },
    });
    run = await createRun(t, { capacity: 5, pricePerTerm: 0, pricePerSession: 0, trialPrice: 0 });
    const { runId, sessionStarts } = run;
    await post('/api/v4/parent/basket/add', { type: 'term', childId: family.kids[0], runId }, family.cookie);
    const trial = { type: 'trial', childId: family.kids[1], runId, sessionStart: sessionStarts[2] };
    await post('/api/v4/parent/basket/add', trial, family.cookie);
    await post('/rest/v1/payments/book', { idempotencyKey: 'next-session-booking' }, family.cookie);
    const { sessions } = await get<RunSessionsResponse>(`${RUNS}/${run.runId}/sessions`, cookies.organiser);
    for (const { sessionId } of [sessions[0], sessions[2]]) {
      await post(`${RUNS}/${run.runId}/sessions/${sessionId}/cancel`, {}, cookies.organiser);
    }
    await t.app.jobs.settled();
  });
  afterAll(() => t.close());

  it("the registers list's next session is the first that happens", async () => {
    const { registers } = await get<{ registers: RegisterSummary[] }>('/api/v4/registers', cookies.organiser);
    expect(registers.find((r) => r.runId === run.runId)?.nextSessionTime).toBe(run.sessionStarts[1]);
  });

  it("the family's booking starts at its first session that happens, and may be cancelled by its deadline", async () => {
    const { bookings } = await get<{ bookings: ParentBooking[] }>('/api/v4/people/bookings/all/0/20', family.cookie);
    const booking = bookings.find((b) => b.runId === run.runId && b.kind === 'term')!;
    expect(booking.firstSession?.startTime).toBe(run.sessionStarts[1]);
    expect(booking.lastSession?.startTime).toBe(run.sessionStarts[1]);
    expect(booking.cancellable).toBe(true);
    // The server's own deadline agrees: the cancel goes through.
    await post('/api/bookings/cancel', { bookingRef: booking.bookingRef }, family.cookie);
  });

  it('a trial of the cancelled session has no session left: not cancellable, the server refusing it too', async () => {
    const { bookings } = await get<{ bookings: ParentBooking[] }>('/api/v4/people/bookings/all/0/20', family.cookie);
    const trial = bookings.find((b) => b.runId === run.runId && b.kind === 'trial')!;
    expect(trial).toMatchObject({ firstSession: null, lastSession: null, cancellable: false });
    const res = await t.request({
      method: 'POST',
      url: '/api/bookings/cancel',
      cookie: family.cookie,
      body: { bookingRef: trial.bookingRef },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toEqual({ code: 'CANCELLATION_CLOSED', message: messages.cancellation.sessionCancelled });
  });

  it("the run's page counts and starts from the sessions that happen", async () => {
    const info = (await t.request({ url: `/api/v4/public/run/${run.runId}` })).json() as RunInfo;
    expect(info.sessionsLeft).toBe(1);
    expect(info.run.runStartTime).toBe(run.sessionStarts[1]);
  });
});

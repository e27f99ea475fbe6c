import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const URL = '/api/v4/client/booking-settings';

describe.each(testDrivers)("the club's booking settings on %s", (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  const settingsRow = async () =>
    queryOne<{ cancel_days_before: number | null; setup_fee_amount: number; setup_fee_mandatory: boolean }>(
      t,
      sql`select cancel_days_before, setup_fee_amount, setup_fee_mandatory from club_booking_settings
          where club_id = (select id from clubs where subdomain = 'demo')`,
    );
  const save = (body: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ method: 'PUT', club, url: URL, cookie, body });

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
  });
  afterAll(() => t.close());

  it("reads the club's settings and saves them all at once; the parents' cancel deadline follows", async () => {
    const read = await t.request({ url: URL, cookie: cookies.organiser });
    expect(read.statusCode, read.body).toBe(200);
    // The demo club's seed: parents cancel up to two days before.
    expect(read.json().data).toMatchObject({ cancelDaysBefore: 2 });

    const saved = await save({
      cancelDaysBefore: 0,
      cancellationRefund: 'refund',
      setupFeeAmount: 2500,
      setupFeeMandatory: true,
      holdCapPerRun: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      cancelDaysBefore: 0,
      cancellationRefund: 'refund',
      setupFeeAmount: 2500,
      setupFeeMandatory: true,
      holdCapPerRun: 2,
      trialsOffered: true,
    });
    expect(await settingsRow()).toEqual({ cancel_days_before: 0, setup_fee_amount: 2500, setup_fee_mandatory: true });

    const closed = await save({
      cancelDaysBefore: null,
      cancellationRefund: 'club',
      setupFeeAmount: 0,
      setupFeeMandatory: false,
    });
    expect(closed.json().data).toMatchObject({ cancelDaysBefore: null, holdCapPerRun: null });
    const bookings = await t.request({ url: '/api/v4/people/bookings/all/0/100', cookie: cookies.parent });
    expect(bookings.json().bookings.every((b: { cancellable: boolean }) => !b.cancellable)).toBe(true);
  });

  it('trials switched off at club level: no run offers one on the schedule or its page, and booking one is a 400 (issue 23.5)', async () => {
    const run = await createRun(t, { capacity: 5, trialPrice: 500 });
    const parent = cookies.parent;
    const arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    const onSchedule = async () => {
      const res = await t.request({ club: 'demo', url: '/api/v4/public/schedule/current' });
      const runs = res
        .json()
        .terms.flatMap((term: { runs: { runId: number; hasTrialOptions: number }[] }) => term.runs);
      return runs.find((r: { runId: number }) => r.runId === run.runId).hasTrialOptions;
    };
    const runPage = async () =>
      (await t.request({ club: 'demo', url: `/api/v4/public/run/${run.runId}`, cookie: parent })).json().trial;
    const bookTrial = () =>
      t.request({
        method: 'POST',
        club: 'demo',
        url: '/api/v4/parent/basket/add',
        cookie: parent,
        body: { type: 'trial', childId: arjun, runId: run.runId, sessionStart: run.sessionStarts[1] },
      });
    const settings = { cancelDaysBefore: 2, cancellationRefund: 'club', setupFeeAmount: 0, setupFeeMandatory: false };
    expect(await onSchedule()).toBe(1);
    expect(await runPage()).toEqual({ sessions: 1, price: 500 });

    const off = await save({ ...settings, trialsOffered: false });
    expect(off.json().data).toMatchObject({ trialsOffered: false });
    expect(await onSchedule()).toBe(0);
    expect(await runPage()).toBeNull();
    const refused = await bookTrial();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.issues[0]).toMatchObject({ path: 'body.runId' });
    expect(refused.json().error.message).toMatch(/does not offer trial sessions/);

    await save({ ...settings, trialsOffered: true });
    expect(await onSchedule()).toBe(1);
    expect(await runPage()).toEqual({ sessions: 1, price: 500 });
    const booked = await bookTrial();
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('refuses bad values naming the field, and writes nothing', async () => {
    const before = await settingsRow();
    for (const [body, field] of [
      [
        { cancelDaysBefore: -1, cancellationRefund: 'club', setupFeeAmount: 0, setupFeeMandatory: false },
        'body.cancelDaysBefore',
      ],
      [
        { cancelDaysBefore: 61, cancellationRefund: 'club', setupFeeAmount: 0, setupFeeMandatory: false },
        'body.cancelDaysBefore',
      ],
      [
        { cancelDaysBefore: 1.5, cancellationRefund: 'club', setupFeeAmount: 0, setupFeeMandatory: false },
        'body.cancelDaysBefore',
      ],
      [
        { cancelDaysBefore: 2, cancellationRefund: 'club', setupFeeAmount: 100_001, setupFeeMandatory: false },
        'body.setupFeeAmount',
      ],
      [
        { cancelDaysBefore: 2, cancellationRefund: 'club', setupFeeAmount: 12.5, setupFeeMandatory: false },
        'body.setupFeeAmount',
      ],
      [{ cancelDaysBefore: 2, cancellationRefund: 'club', setupFeeAmount: 100 }, 'body.setupFeeMandatory'],
      [
        { cancelDaysBefore: 2, cancellationRefund: 'voucher', setupFeeAmount: 0, setupFeeMandatory: false },
        'body.cancellationRefund',
      ],
      [
        {
          cancelDaysBefore: 2,
          cancellationRefund: 'club',
          setupFeeAmount: 0,
          setupFeeMandatory: false,
          holdCapPerRun: 0,
        },
        'body.holdCapPerRun',
      ],
      [
        {
          cancelDaysBefore: 2,
          cancellationRefund: 'club',
          setupFeeAmount: 0,
          setupFeeMandatory: false,
          holdCapPerRun: 2.5,
        },
        'body.holdCapPerRun',
      ],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect(await settingsRow()).toEqual(before);
  });

  it('only the club’s managers read or change them, each only their own club’s', async () => {
    const body = { cancelDaysBefore: 5, cancellationRefund: 'club', setupFeeAmount: 0, setupFeeMandatory: false };
    expect((await save(body, cookies.coach)).statusCode).toBe(403);
    expect((await save(body, cookies.parent)).statusCode).toBe(403);
    expect((await t.request({ url: URL, cookie: cookies.coach })).statusCode).toBe(403);
    // Riverside's organiser on demo's site is no organiser there; on their own site they change riverside's.
    expect((await save(body, cookies.riverside)).statusCode).toBe(403);
    expect((await save(body, cookies.riverside, 'riverside')).statusCode).toBe(200);
    expect((await settingsRow()).cancel_days_before).not.toBe(5);
  });
});

import type { BasketResponse, ScheduleResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';

const BASKET = '/api/v4/parent/basket';
const ADD = '/api/v4/parent/basket/add';
const MINUTE = 60_000;

/** Every table a basket request may write: a refused one must leave them all as they were. */
const bookingDigest = (t: TestApp) =>
  queryOne<{ d: string }>(
    t,
    sql`select md5(coalesce((select string_agg(h::text, '|' order by h.id) from holds h), '') ||
      coalesce((select string_agg(b::text, '|' order by b.id) from bookings b), '')) as d`,
  );

describe.each(testDrivers)('the basket on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let otherParent: string;
  let arjun: number;
  let otherChild: number;

  const add = (body: unknown, cookie = parent, club = 'demo') =>
    t.request({ method: 'POST', club, url: ADD, cookie, body });
  const basket = async (cookie = parent): Promise<BasketResponse> => (await t.request({ url: BASKET, cookie })).json();
  const runOnSchedule = async (runId: number) => {
    const schedule: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    return schedule.terms.flatMap((term) => term.runs).find((r) => r.runId === runId)!;
  };
  const clearHolds = () => t.db.execute(sql`delete from holds`);

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    await createPerson(t, { email: 'basket-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    otherParent = await t.signIn('demo', 'basket-other@example.com');
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    [otherChild] = await createChildren(t, 'basket-other@example.com', 1);
  });
  afterAll(() => t.close());

  it('holds a term place for 15 minutes, priced, and the public schedule counts it at once', async () => {
    const { runId } = await createRun(t, { capacity: 3, pricePerTerm: 2700 });
    expect((await runOnSchedule(runId)).bookingsCount).toBe(0);
    const res = await add({ type: 'term', childId: arjun, runId });
    expect(res.statusCode, res.body).toBe(200);
    const body: BasketResponse = res.json();
    expect(body.items).toEqual([
      expect.objectContaining({
        type: 'term',
        childId: arjun,
        childName: 'Arjun Parent',
        className: 'Booking Test Class',
        runId,
        expiresAt: new Date(TEST_NOW.getTime() + 15 * MINUTE).toISOString(),
      }),
    ]);
    expect(body).toMatchObject({ total: 2700, holdMinutes: 15, currency: 'GBP' });
    expect(body.lines[0]).toMatchObject({ type: 'term', amount: 2700, childName: 'Arjun Parent' });
    expect(await runOnSchedule(runId)).toMatchObject({ bookingsCount: 1, spacesAvailable: true });

    // Expiry is a time: once it has passed the place is free, whether or not a job has run.
    t.clock.advance(15 * MINUTE + 1000);
    try {
      expect((await basket()).items).toEqual([]);
      expect((await runOnSchedule(runId)).bookingsCount).toBe(0);
    } finally {
      t.clock.set(TEST_NOW);
      await clearHolds();
    }
  });

  it('releases a place taken out of the basket at once', async () => {
    const { runId } = await createRun(t, { capacity: 1 });
    const { items } = (await add({ type: 'term', childId: arjun, runId })).json() as BasketResponse;
    expect((await runOnSchedule(runId)).spacesAvailable).toBe(false);
    const res = await t.request({ method: 'POST', url: `${BASKET}/${items[0].itemId}/remove`, cookie: parent });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([]);
    expect((await runOnSchedule(runId)).spacesAvailable).toBe(true);
    // Someone else's item, or one already gone: 404.
    const again = await t.request({ method: 'POST', url: `${BASKET}/${items[0].itemId}/remove`, cookie: parent });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a full run with a message a parent understands, writing nothing', async () => {
    const { runId } = await createRun(t, { capacity: 1 });
    expect((await add({ type: 'term', childId: otherChild, runId }, otherParent)).statusCode).toBe(200);
    const before = await bookingDigest(t);
    const res = await add({ type: 'term', childId: arjun, runId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CAPACITY_EXCEEDED',
      message:
        'Sorry, Booking Test Class is now full: every place has been taken. You can join the waiting list instead.',
    });
    expect(await bookingDigest(t)).toEqual(before);
    await clearHolds();
  });

  it('refuses the same child twice in one run (409), and holds camp weeks and days per day', async () => {
    const { runId } = await createRun(t, { capacity: 5 });
    expect((await add({ type: 'term', childId: arjun, runId })).statusCode).toBe(200);
    const twice = await add({ type: 'term', childId: arjun, runId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Arjun already has a place in Booking Test Class held in a basket.');

    const camp = await createCamp(t, { capacity: 2, dayPrice: 2000, weekPrice: 9000 });
    const week = await add({ type: 'camp-week', childId: arjun, campId: camp.campId, weekId: camp.weekId });
    expect(week.statusCode, week.body).toBe(200);
    const days = await add(
      {
        type: 'camp-days',
        childId: otherChild,
        campId: camp.campId,
        weekId: camp.weekId,
        dayStarts: camp.dayStarts.slice(0, 2),
      },
      otherParent,
    );
    expect(days.statusCode, days.body).toBe(200);
    expect((days.json() as BasketResponse).lines).toEqual([
      expect.objectContaining({ type: 'camp-days', amount: 4000, dates: camp.dayStarts.slice(0, 2) }),
    ]);
    const held = await queryAll<{ n: number }>(
      t,
      sql`select count(*)::int as n from holds where camp_day_id is not null group by camp_day_id order by camp_day_id`,
    );
    expect(held.map((r) => r.n)).toEqual([2, 2, 1, 1, 1]);
    // The first two days are now full; a third child cannot have them.
    const [third] = await createChildren(t, 'basket-other@example.com', 1);
    const full = await add(
      { type: 'camp-days', childId: third, campId: camp.campId, weekId: camp.weekId, dayStarts: [camp.dayStarts[0]] },
      otherParent,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('CAPACITY_EXCEEDED');
    await clearHolds();
  });

  it('prices each camp card as the total was summed: the week cap comes off the card it applies to (issue 21.6)', async () => {
    const camp = await createCamp(t, { capacity: 5, dayPrice: 3500, weekPrice: 15000 });
    const [sibling] = await createChildren(t, DEMO.parent, 1);
    const { campId, weekId, dayStarts } = camp;
    expect(
      (await add({ type: 'camp-days', childId: arjun, campId, weekId, dayStarts: dayStarts.slice(0, 4) })).statusCode,
    ).toBe(200);
    expect(
      (await add({ type: 'camp-days', childId: arjun, campId, weekId, dayStarts: [dayStarts[4]] })).statusCode,
    ).toBe(200);
    expect((await add({ type: 'camp-week', childId: sibling, campId, weekId })).statusCode).toBe(200);
    const body = await basket();
    // Mon–Thu £140; Friday takes the week to its £150 cap, so its card is £10 and says so; the sibling's week £150.
    expect(body.items.map((i) => [i.type, i.amount, i.cappedAtWeekPrice])).toEqual([
      ['camp-days', 14000, false],
      ['camp-days', 1000, true],
      ['camp-week', 15000, false],
    ]);
    expect(body.subtotal).toBe(30000);
    expect(body.items.reduce((sum, item) => sum + item.amount, 0)).toBe(body.subtotal);
    await clearHolds();
  });

  it.each([
    ['another parent’s child', () => ({ type: 'term', childId: otherChild }), 404],
    ['an unknown run', () => ({ type: 'term', childId: arjun, runId: 999_999 }), 404],
  ])('answers 404 for %s, writing nothing', async (_, body, status) => {
    const { runId } = await createRun(t, { capacity: 5 });
    const before = await bookingDigest(t);
    const res = await add({ runId, ...body() });
    expect(res.statusCode, res.body).toBe(status);
    expect(await bookingDigest(t)).toEqual(before);
  });

  it("answers 404 for another club's run on demo's site", async () => {
    const { runId } = await createRun(t, { club: 'riverside', capacity: 5 });
    const res = await add({ type: 'term', childId: arjun, runId });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a child outside the age range, naming the child and the day', async () => {
    const { runId } = await createRun(t, { capacity: 5, ageFromMonths: 24, ageToMonths: 48 });
    const before = await bookingDigest(t);
    const res = await add({ type: 'term', childId: arjun, runId });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.issues[0].path).toBe('body.childId');
    expect(error.message).toMatch(
      /^Arjun is too old for Booking Test Class, which is for ages 2 years - 4 years: Arjun will be 7 years/,
    );
    expect(await bookingDigest(t)).toEqual(before);
  });

  it.each([
    ['a negative child id', { type: 'term', childId: -1, runId: 1 }, 'body.childId'],
    ['a huge run id', { type: 'term', childId: 1, runId: 2 ** 40 }, 'body.runId'],
    ['no days', { type: 'camp-days', childId: 1, campId: 1, weekId: 1, dayStarts: [] }, 'body.dayStarts'],
    ['an unknown type', { type: 'lifetime', childId: 1, runId: 1 }, 'body.type'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('refuses a trial on a run without trials, and a trial session that is not one of the run’s', async () => {
    const plain = await createRun(t, { capacity: 5 });
    const noTrial = await add({
      type: 'trial',
      childId: arjun,
      runId: plain.runId,
      sessionStart: plain.sessionStarts[0],
    });
    expect(noTrial.statusCode).toBe(400);
    expect(noTrial.json().error.issues[0].path).toBe('body.runId');
    const withTrial = await createRun(t, { capacity: 5, trialPrice: 0 });
    const wrong = await add({ type: 'trial', childId: arjun, runId: withTrial.runId, sessionStart: 12345 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues[0].path).toBe('body.sessionStart');
  });

  it('holds exactly 5 of 100 concurrent attempts for 5 places', async () => {
    await createPerson(t, { email: 'rush-parent@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    const rusher = await t.signIn('demo', 'rush-parent@example.com');
    const kids = await createChildren(t, 'rush-parent@example.com', 100);
    const { runId } = await createRun(t, { capacity: 5 });
    const answers = await Promise.all(kids.map((childId) => add({ type: 'term', childId, runId }, rusher)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(95);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'CAPACITY_EXCEEDED')).toBe(
      true,
    );
    const held = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from holds where run_id = ${runId}`);
    expect(held.n).toBe(5);
  });
});

import { FEED_MAX_SESSIONS, type UpcomingSession } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createCamp, createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_CAMP, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const FEED = '/api/v4/people/bookings/current/feed';
const DAY = 86_400;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

describe.each(testDrivers)('the upcoming sessions of a parent on %s', (driver) => {
  let t: TestApp;
  let parent: string;
  let arjun: number;
  let maya: number;
  const feed = async (cookie = parent): Promise<UpcomingSession[]> => {
    const res = await t.request({ url: FEED, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sessions;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    arjun = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`)).id;
    maya = (await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Maya'`)).id;
  });
  afterAll(() => t.close());

  it('lists term sessions, a trial only on its session and camp days, soonest first, for the next 8 weeks', async () => {
    const term = await createRun(t, { capacity: 5, sessions: 12, ...FREE_RUN });
    await bookFree(t, parent, { type: 'term', childId: arjun, runId: term.runId });
    const trial = await createRun(t, { capacity: 5, sessions: 3, ...FREE_RUN });
    const sessionStart = trial.sessionStarts[1];
    await bookFree(t, parent, { type: 'trial', childId: maya, runId: trial.runId, sessionStart });
    const camp = await createCamp(t, { capacity: 5, ...FREE_CAMP });
    const days = camp.dayStarts.slice(2, 4);
    await bookFree(t, parent, {
      type: 'camp-days',
      childId: maya,
      campId: camp.campId,
      weekId: camp.weekId,
      dayStarts: days,
    });

    const sessions = await feed();
    const horizon = epoch(TEST_NOW) + 56 * DAY;
    const termSessions = term.sessionStarts.filter((start) => start < horizon);
    expect(termSessions).toHaveLength(8); // of 12: the last four are beyond 8 weeks
    const expected = [
      ...termSessions.map((startTime) => ({ startTime, child: 'Arjun Parent', kind: 'term', runId: term.runId })),
      { startTime: sessionStart, child: 'Maya Parent', kind: 'trial', runId: trial.runId },
      ...days.map((startTime) => ({ startTime, child: 'Maya Parent', kind: 'camp-days', runId: null })),
    ].sort((a, b) => a.startTime - b.startTime || a.child.localeCompare(b.child));
    expect(
      sessions.map((s) => ({ startTime: s.startTime, child: s.child.name, kind: s.kind, runId: s.runId })),
    ).toEqual(expected);
    expect(sessions.find((s) => s.kind === 'trial')).toMatchObject({
      endTime: sessionStart + 3600,
      className: 'Booking Test Class',
      campId: null,
    });
    expect(sessions.find((s) => s.kind === 'camp-days')).toMatchObject({
      className: 'Booking Test Camp',
      campId: camp.campId,
      endTime: days[0] + 6 * 3600,
    });

    // A day on, the first session is over: it is no longer upcoming.
    t.clock.set(new Date((term.sessionStarts[0] + 2 * 3600) * 1000));
    try {
      const later = await feed(await t.signIn('demo', DEMO.parent));
      expect(later.map((s) => s.startTime)).not.toContain(term.sessionStarts[0]);
      expect(later.filter((s) => s.kind === 'term')).toHaveLength(8); // the window moved on a day, not a week
    } finally {
      t.clock.set(TEST_NOW);
    }
    await t.db.execute(sql`delete from bookings where run_id in (${term.runId}, ${trial.runId})`);
    await t.db.execute(sql`delete from bookings where camp_day_id is not null`);
  });

  it('leaves out cancelled bookings and other families', async () => {
    const run = await createRun(t, { capacity: 5, sessions: 2, ...FREE_RUN });
    await bookFree(t, parent, { type: 'term', childId: arjun, runId: run.runId });
    await createPerson(t, { email: 'feed-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    const other = await t.signIn('demo', 'feed-other@example.com');
    const [theirs] = await createChildren(t, 'feed-other@example.com', 1);
    const otherRun = await createRun(t, { capacity: 5, sessions: 2, ...FREE_RUN });
    await bookFree(t, other, { type: 'term', childId: theirs, runId: otherRun.runId });

    expect((await feed()).map((s) => s.runId)).toEqual([run.runId, run.runId]);
    expect((await feed(other)).map((s) => s.runId)).toEqual([otherRun.runId, otherRun.runId]);
    await t.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() where run_id = ${run.runId}`);
    expect(await feed()).toEqual([]);
    // Another club's feed: none of demo's.
    const riverside = await t.signIn('riverside', DEMO.parent);
    expect((await t.request({ club: 'riverside', url: FEED, cookie: riverside })).json()).toEqual({ sessions: [] });
  });

  it(`answers at most ${FEED_MAX_SESSIONS} sessions, the soonest`, async () => {
    const [leo] = await createChildren(t, DEMO.parent, 1);
    const starts: number[] = [];
    for (let i = 0; i < 7; i++) {
      const run = await createRun(t, { capacity: 5, sessions: 8, ...FREE_RUN });
      await bookFree(t, parent, { type: 'term', childId: leo, runId: run.runId });
      starts.push(...run.sessionStarts);
    }
    const sessions = await feed();
    expect(starts).toHaveLength(56);
    expect(sessions).toHaveLength(FEED_MAX_SESSIONS);
    expect(sessions.map((s) => s.startTime)).toEqual(starts.sort((a, b) => a - b).slice(0, FEED_MAX_SESSIONS));
  });
});

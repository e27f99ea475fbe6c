import type { RpdeItem, RpdePage } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonUtcOffsetHoursAt } from '../../test-support/test-dates.js';

const FEED = '/api/v4/public/open-data/scheduled-sessions';
const pathOfUrl = (url: string) => new URL(url).pathname + new URL(url).search;

describe.each(testDrivers)("a club's open-data feed (RPDE) on %s", (driver) => {
  let t: TestApp;
  let organiser: string;
  let demoSessionIds: number[];
  let lastNext: string;

  const page = async (url: string, club = 'demo') => {
    const res = await t.request({ club, url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RpdePage;
  };
  /** Follows `next` from `url` until a page has no items: every item in feed order, and the last page's address. */
  const readAll = async (url: string) => {
    const items: RpdeItem[] = [];
    for (let next = url; ;) {
      const answer = await page(next);
      if (answer.items.length === 0) return { items, last: pathOfUrl(answer.next) };
      expect(answer.items.length).toBeLessThanOrEqual(100);
      items.push(...answer.items);
      next = pathOfUrl(answer.next);
    }
  };
  /** The changes after the last page read: a PostgreSQL server holds them back while any older transaction runs, even another database's (see the feed). */
  const changesSince = async (from: string, count: number) => {
    for (let tries = 0; ; tries++) {
      const { items, last } = await readAll(from);
      if (items.length >= count || tries === 120) return { items, last };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    demoSessionIds = (
      await queryAll<{ id: number }>(
        t,
        sql`select s.id from run_sessions s join runs r on r.id = s.run_id
          where s.club_id = (select id from clubs where subdomain = 'demo') and not r.draft and not r.invite_only`,
      )
    ).map((r) => r.id);
  });
  afterAll(() => t.close());

  it('answers 404 until the club opts in, from its club options', async () => {
    expect((await t.request({ url: FEED })).statusCode).toBe(404);
    const optIn = await t.request({
      method: 'POST',
      url: '/api/settings/dropdown/on',
      body: { setting: 'open-data' },
      cookie: organiser,
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect((await t.request({ url: FEED })).statusCode).toBe(200);
    // Another club that has not opted in still answers 404.
    expect((await t.request({ club: 'riverside', url: FEED })).statusCode).toBe(404);
  });

  it("pages through every public session of the club once, in (modified, id) order, and the last page's next is itself", async () => {
    const { items, last } = await readAll(FEED);
    expect(items.map((i) => Number(i.id)).sort((a, b) => a - b)).toEqual([...demoSessionIds].sort((a, b) => a - b));
    const order = items.map((i) => [i.modified, Number(i.id)]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(items.every((i) => i.state === 'updated' && i.kind === 'ScheduledSession')).toBe(true);
    expect(last).toMatch(/^\/api\/v4\/public\/open-data\/scheduled-sessions\?afterTimestamp=\d+&afterId=\d+$/);
    expect(pathOfUrl((await page(last)).next)).toBe(last);
    lastNext = last;

    // Times carry the club's offset on the day: BST (+01:00) in summer time, GMT (Z or +00:00) in winter; the demo's
    // terms span a clocks change (25 October 2026 at the default TEST_NOW), so both are there.
    const starts = items.map((i) => i.data!.startDate);
    const writtenOffset = (s: string) => (s.endsWith('+01:00') ? 1 : /(Z|\+00:00)$/.test(s) ? 0 : s);
    expect(starts.map(writtenOffset)).toEqual(starts.map((s) => londonUtcOffsetHoursAt(Date.parse(s) / 1000)));
    expect(new Set(starts.map(writtenOffset))).toEqual(new Set([0, 1]));
    expect(items[0].data).toMatchObject({
      '@type': 'ScheduledSession',
      superEvent: { '@type': 'SessionSeries', organizer: { name: 'Little Legends Sports Club' } },
    });
  });

  it('lists a cancelled session as updated and cancelled, a deleted one and a draft class as deleted, after the last page', async () => {
    const [cancelled, deleted] = demoSessionIds;
    await t.db.execute(sql`update run_sessions set cancelled_at = now() where id = ${cancelled}`);
    await t.db.execute(sql`delete from run_sessions where id = ${deleted}`);
    const { items } = await changesSince(lastNext, 2);
    expect(items.find((i) => i.id === String(cancelled))).toMatchObject({
      state: 'updated',
      data: { eventStatus: 'https://schema.org/EventCancelled' },
    });
    const gone = items.find((i) => i.id === String(deleted));
    expect(gone).toMatchObject({ state: 'deleted', kind: 'ScheduledSession' });
    expect(gone).not.toHaveProperty('data');

    const [run] = await queryAll<{ id: number; count: number }>(
      t,
      sql`select run_id as id, count(*)::int as count from run_sessions where id = ${demoSessionIds[2]} group by run_id`,
    );
    const sessionsOfRun = (
      await queryAll<{ id: number }>(t, sql`select id from run_sessions where run_id = ${run.id}`)
    ).map((r) => String(r.id));
    await t.db.execute(sql`update runs set draft = true where id = ${run.id}`);
    const later = await changesSince(lastNext, new Set([String(cancelled), String(deleted), ...sessionsOfRun]).size);
    const ofRun = later.items.filter((i) => sessionsOfRun.includes(i.id));
    expect(ofRun.map((i) => i.state)).toEqual(sessionsOfRun.map(() => 'deleted'));
  });

  it('answers 400 for afterTimestamp without afterId', async () => {
    const res = await t.request({ url: `${FEED}?afterTimestamp=5` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('querystring.afterId');
  });
});

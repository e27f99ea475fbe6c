import type { BrowserAnalyticsSettings, ClientHomeResponse, ScheduleAnalyticsReport } from '@clubroom/domain/api';
import { clubToday } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_RUN } from '../../test-support/free-bookings.js';
import { createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const ANALYTICS = '/api/v4/public/schedule/browser-analytics';
const REPORT = '/api/v4/reporting/schedule-analytics';
/** The club's own website, where its schedule is embedded: another origin than the club's Clubroom site. */
const WEBSITE = 'https://www.little-legends.example';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe.each(testDrivers)("the schedule page's analytics on %s", (driver) => {
  let t: TestApp;
  let organiser: string;
  let today: string;

  const send = (
    body: unknown,
    {
      ip = '203.0.113.7',
      ua = FIREFOX,
      headers = {},
      club = 'demo',
      origin = undefined as string | null | undefined,
    } = {},
  ) =>
    t.request({
      method: 'POST',
      club,
      url: ANALYTICS,
      body,
      ip,
      origin,
      headers: { ...(ua && { 'user-agent': ua }), ...headers },
    });
  const recorded = async (body: unknown, options?: Parameters<typeof send>[1]) => {
    const res = await send(body, options);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { recorded: boolean }).recorded;
  };
  const report = async (query = '', cookie = organiser, club = 'demo') => {
    const res = await t.request({ club, url: `${REPORT}${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ScheduleAnalyticsReport;
  };
  const todayOf = (r: ScheduleAnalyticsReport) => r.days.find((day) => day.date === today)!;

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    today = clubToday('Europe/London', t.clock.now());
  });
  afterAll(() => t.close());

  it('tells the page to collect, except when the browser asks not to be tracked (DNT, GPC)', async () => {
    const settings = async (headers: Record<string, string> = {}) => {
      const res = await t.request({ url: ANALYTICS, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.vary).toContain('Sec-GPC');
      expect(res.headers['set-cookie']).toBeUndefined();
      return res.json() as BrowserAnalyticsSettings;
    };
    expect(await settings()).toMatchObject({ collect: true, cookies: false, events: ['view', 'filter', 'click'] });
    expect((await settings({ dnt: '1' })).collect).toBe(false);
    expect((await settings({ 'sec-gpc': '1' })).collect).toBe(false);
  });

  it("counts views, and each day's visitor once by a salted hash, without a cookie or the address kept", async () => {
    const before = todayOf(await report());
    const first = await send({ event: 'view' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(await recorded({ event: 'view' })).toBe(true);
    expect(await recorded({ event: 'view' }, { ua: SAFARI })).toBe(true);
    expect(await recorded({ event: 'view' }, { ip: '198.51.100.9' })).toBe(true);

    const after = todayOf(await report());
    expect(after.views - before.views).toBe(4);
    expect(after.visitors - before.visitors).toBe(3);
    const hashes = await queryAll<{ visitor_hash: string }>(
      t,
      sql`select visitor_hash from schedule_analytics_visitors`,
    );
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    for (const { visitor_hash } of hashes) {
      expect(visitor_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(visitor_hash).not.toContain('203.0.113.7');
    }
  });

  it('keeps nothing from a browser asking not to be tracked, or from a robot', async () => {
    const before = todayOf(await report());
    expect(await recorded({ event: 'view' }, { headers: { dnt: '1' } })).toBe(false);
    expect(await recorded({ event: 'view' }, { headers: { 'sec-gpc': '1' } })).toBe(false);
    expect(
      await recorded(
        { event: 'view' },
        { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      ),
    ).toBe(false);
    expect(await recorded({ event: 'view' }, { ua: '' })).toBe(false);
    expect(todayOf(await report())).toEqual(before);
  });

  it('counts the filters used by name, and the funnel of a class from its link to its places booked', async () => {
    const { runId } = await createRun(t, { capacity: 5, ...FREE_RUN });
    const before = todayOf(await report());
    expect(await recorded({ event: 'filter', filters: ['day', 'age'] })).toBe(true);
    expect(await recorded({ event: 'filter', filters: ['day'] })).toBe(true);
    expect(await recorded({ event: 'click', runId })).toBe(true);
    expect(await recorded({ event: 'click', runId }, { ip: freshIp() })).toBe(true);
    const parent = await t.signIn('demo', DEMO.parent);
    const arjun = await queryOne<{ id: number }>(t, sql`select id from children where first_name = 'Arjun'`);
    await bookFree(t, parent, { type: 'term', childId: arjun.id, runId });

    const r = await report();
    expect(r.filters.slice(0, 2)).toEqual([
      { filter: 'day', uses: 2 },
      { filter: 'age', uses: 1 },
    ]);
    expect(r.runs.find((run) => run.runId === runId)).toEqual({
      runId,
      className: 'Booking Test Class',
      termName: 'Booking test term',
      clicks: 2,
      embedClicks: 0,
      bookings: 1,
    });
    const after = todayOf(r);
    expect([after.filterUses - before.filterUses, after.clicks - before.clicks]).toEqual([3, 2]);
    expect(after.bookings - before.bookings).toBe(1);
    expect(r.days).toHaveLength(28);
    expect(r.to).toBe(today);
  });

  it("counts the embedded schedule's views, filters and clicks from the club's own website apart from the page's", async () => {
    const { runId } = await createRun(t, { capacity: 5, ...FREE_RUN });
    const sourceOf = (r: ScheduleAnalyticsReport, source: 'page' | 'embed') =>
      r.sources.find((s) => s.source === source)!;
    const before = await report();
    // The browser's preflight: any origin may post JSON, without credentials.
    const preflight = await t.request({
      method: 'OPTIONS',
      url: ANALYTICS,
      headers: {
        origin: WEBSITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const fromWebsite = { origin: WEBSITE, ua: SAFARI, ip: freshIp() };
    const view = await send({ event: 'view' }, fromWebsite);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['access-control-allow-origin']).toBe('*');
    expect(view.headers['set-cookie']).toBeUndefined();
    expect(await recorded({ event: 'filter', filters: ['age'] }, fromWebsite)).toBe(true);
    expect(await recorded({ event: 'click', runId }, fromWebsite)).toBe(true);
    expect(await recorded({ event: 'click', runId })).toBe(true);
    // The embed respects the same signals: nothing kept for DNT or GPC.
    expect(await recorded({ event: 'click', runId }, { ...fromWebsite, headers: { 'sec-gpc': '1' } })).toBe(false);

    const after = await report();
    const change = (source: 'page' | 'embed') => {
      const [b, a] = [sourceOf(before, source), sourceOf(after, source)];
      return [a.views - b.views, a.visitors - b.visitors, a.filterUses - b.filterUses, a.clicks - b.clicks];
    };
    expect(change('embed')).toEqual([1, 1, 1, 1]);
    expect(change('page')).toEqual([0, 0, 0, 1]);
    // The day's lines on the chart tell the website's views from the page's.
    expect(todayOf(after).views - todayOf(before).views).toBe(1);
    expect(todayOf(after).embedViews - todayOf(before).embedViews).toBe(1);
    expect(await recorded({ event: 'view' }, { ip: freshIp() })).toBe(true);
    const afterPageView = todayOf(await report());
    expect(afterPageView.views - todayOf(after).views).toBe(1);
    expect(afterPageView.embedViews).toBe(todayOf(after).embedViews);
    expect(after.totals.clicks - before.totals.clicks).toBe(2);
    expect(after.runs.find((run) => run.runId === runId)).toMatchObject({ clicks: 2, embedClicks: 1 });
  });

  it("refuses a link to a class that is not the club's public one, naming the field, and counts nothing", async () => {
    const other = await createRun(t, { club: 'riverside', capacity: 5 });
    const draft = await createRun(t, { capacity: 5 });
    await t.db.execute(sql`update runs set draft = true where id = ${draft.runId}`);
    const before = await report();
    for (const [body, field] of [
      [{ event: 'click', runId: other.runId }, 'body.runId'],
      [{ event: 'click', runId: draft.runId }, 'body.runId'],
      [{ event: 'click', campId: 999999 }, 'body.campId'],
      [{ event: 'click', runId: 1, campId: 1 }, 'body.runId'],
      [{ event: 'click' }, 'body.runId'],
      [{ event: 'filter', filters: ['postcode'] }, 'body.filters.0'],
      [{ event: 'filter', filters: [] }, 'body.filters'],
      [{ event: 'purchase' }, 'body.event'],
    ] as const) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(field);
    }
    expect(await report()).toEqual(before);
  });

  it('refuses events past the limit from one address (429), counting none of them', async () => {
    const ip = freshIp();
    await t.db.execute(
      sql`insert into rate_limit_counters (key, count, window_start)
          values (${`schedule-analytics:ip:${ip}`}, 600, ${t.clock.now().toISOString()})`,
    );
    const before = todayOf(await report());
    const res = await send({ event: 'view' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(todayOf(await report())).toEqual(before);
  });

  it("keeps each club's figures apart, and gives the report to the club's schedule managers only", async () => {
    const riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
    const before = await report('', riverside, 'riverside');
    await recorded({ event: 'view' });
    expect(await report('', riverside, 'riverside')).toEqual(before);
    const parent = await t.signIn('demo', DEMO.parent);
    expect((await t.request({ url: REPORT, cookie: parent })).statusCode).toBe(403);
    expect((await t.request({ url: REPORT })).statusCode).toBe(401);
  });

  it('reports a period of days, refusing one out of order or too long by the field', async () => {
    const r = await report('?from=2026-10-01&to=2026-10-03');
    expect(r.days.map((day) => day.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    for (const [query, field] of [
      ['?from=2026-10-05&to=2026-10-01', 'querystring.from'],
      ['?from=2025-01-01&to=2026-10-01', 'querystring.to'],
      ['?from=2026-02-31', 'querystring.from'],
    ]) {
      const res = await t.request({ url: `${REPORT}${query}`, cookie: organiser });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });

  it("shows the last 7 days' figures on the club home, to managers and not coaches", async () => {
    const home = await t.request({ url: '/api/v4/client/quick-info', cookie: organiser });
    expect(home.statusCode, home.body).toBe(200);
    const figures = (home.json() as ClientHomeResponse).scheduleAnalytics!;
    expect(figures.views).toBeGreaterThanOrEqual(4);
    expect(figures.clicks).toBeGreaterThanOrEqual(2);
    const coach = await t.signIn('demo', DEMO.coach);
    const coachHome = await t.request({ url: '/api/v4/client/quick-info', cookie: coach });
    expect((coachHome.json() as ClientHomeResponse).scheduleAnalytics).toBeNull();
  });
});

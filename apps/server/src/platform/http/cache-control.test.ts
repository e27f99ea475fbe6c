import fs from 'node:fs';
import { allRoutes, EMBED_SCRIPT_MAX_AGE, pathOf } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test-support/accounts.js';
import { fakeEmbedBuild } from '../../test-support/fake-embed-build.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

const SAMPLE_PARAMS = {
  runId: 1,
  sessionId: 999999,
  checkoutSession: 'cs_999999',
  campId: 1,
  subscriptionId: 999999,
  weekId: 1,
  dayOfWeek: 1,
  termId: 1,
  staffId: 999999,
  personId: 999999,
  parentId: 999999,
  role: 'parent',
  itemUuid: '00000000-0000-4000-8000-000000000000',
  uuid: '00000000-0000-4000-8000-000000000000',
  orderUuid: '00000000-0000-4000-8000-000000000000',
  bookingRef: '00000000-0000-4000-8000-000000000000',
  invitationId: 999999,
  venueId: 999999,
  discountCodeId: 999999,
  messageId: 999999,
  attachmentId: 999999,
  token: 'tok_none',
  id: 'pi_none',
  logoFile: 'no-such-logo.png',
  skinFile: '0000000000000000.css',
  clientId: 999999,
  bookingId: 999999,
  runInstanceId: 999999,
  offset: 0,
  limit: 20,
  orderId: 999999,
  childId: 999999,
  feature: 'beta-payment-secures-booking',
  value: '1',
  setting: 'grading-trophies',
  clubId: 999999,
  planId: 999999,
  questionId: 999999,
  attributeId: 999999,
  trophyId: 999999,
  awardId: 999999,
  networkId: 999999,
  textId: 999999,
};
/**
 * Routes whose handler says how their answer may be cached: the public schedule is revalidated by its ETag; a club's
 * public timetable feed is kept as long as calendar apps are asked to wait before reading it again; the listing
 * site's search and premium list (every club's public facts) for a minute, as the server keeps them; a club's
 * sitemap for an hour; the embed script (the same on every club's host, naming no one) for an hour.
 */
const CACHEABLE: Record<string, string> = {
  currentSchedule: 'no-cache',
  clubCalendarFeed: 'public, max-age=300',
  searchListings: 'public, max-age=60',
  premiumListings: 'public, max-age=60',
  clubSitemap: 'public, max-age=3600',
  scheduleEmbedScript: `public, max-age=${EMBED_SCRIPT_MAX_AGE}`,
};

describe('Cache-Control of API answers', () => {
  let t: TestApp;
  // Signing out ends the session: last.
  const routes = Object.values(allRoutes).sort(
    (a, b) => Number(a === allRoutes.logout) - Number(b === allRoutes.logout),
  );

  let webDir: string;

  beforeAll(async () => {
    // A build with the embed script, whatever `npm run build` has made.
    webDir = fakeEmbedBuild();
    t = await createTestApp(httpLayerDriver, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['nobody', null],
    ['an organiser', DEMO.organiser],
    ['a parent', DEMO.parent],
  ])('no answer of any route may be stored, as %s, unless the route says how', async (_, email) => {
    const cookie = email ? await t.signIn('demo', email) : undefined;
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await t.request({
        method: route.method as 'GET',
        club: route.path.startsWith('/api/dev/') || route.path === '/dev/mailbox' ? null : 'demo',
        url: pathOf(route, SAMPLE_PARAMS),
        cookie,
        body: route.method === 'GET' ? undefined : {},
      });
      const expected = CACHEABLE[route.operationId] ?? 'no-store';
      if (res.headers['cache-control'] !== expected)
        wrong.push(`${route.operationId} (${res.statusCode}): ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps a signed-in person's answers out of every cache", async () => {
    const cookie = await t.signIn('demo', DEMO.organiser);
    for (const url of ['/api/auth/me', '/api/v4/client/staff', '/api/v4/parent/user/marketing-preferences']) {
      const res = await t.request({ url, cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets the public schedule be cached and revalidated by its ETag, as before', async () => {
    const res = await t.get('demo', '/api/v4/public/schedule/current');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.get('demo', '/api/v4/public/schedule/current', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

import type { ScheduleResponse } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { testDrivers } from '../test-support/test-database.js';
import { subdomainFromHost } from './tenancy.js';

describe('subdomainFromHost', () => {
  it.each([
    ['demo.localhost:3000', 'demo'],
    ['DEMO.localhost', 'demo'],
    ['localhost:3000', null],
    ['127.0.0.1:3000', null],
    ['demo.example.com', null],
    ['a.b.localhost', 'a.b'],
    [undefined, null],
  ])('%s → %s', (host, expected) => {
    expect(subdomainFromHost(host, 'localhost')).toBe(expected);
  });
});

describe.each(testDrivers)('tenancy on %s', (driver) => {
  let t: TestApp;
  let demo: ScheduleResponse;
  let riverside: ScheduleResponse;

  beforeAll(async () => {
    t = await createTestApp(driver);
    demo = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    riverside = (await t.get('riverside', '/api/v4/public/schedule/current')).json();
  });
  afterAll(() => t.close());

  it("riverside never sees demo's terms, runs, camps or venues", () => {
    const ids = (s: ScheduleResponse) => ({
      terms: s.terms.map((x) => x.termId),
      runs: s.terms.flatMap((x) => x.runs.map((r) => r.runId)),
      camps: s.camps.map((c) => c.campId),
      venues: [...s.terms.flatMap((x) => x.runs.map((r) => r.venueName)), ...s.camps.map((c) => c.venueName)],
    });
    const [d, r] = [ids(demo), ids(riverside)];
    expect(r.runs.length).toBeGreaterThan(0);
    for (const key of ['terms', 'runs', 'camps', 'venues'] as const) {
      expect(r[key].filter((x) => (d[key] as unknown[]).includes(x))).toEqual([]);
    }
  });

  it("answers 404 for another club's run, camp and term by id", async () => {
    const runId = demo.terms[0].runs[0].runId;
    const campId = demo.camps[0].campId;
    const termId = demo.terms[0].termId;
    expect((await t.get('demo', `/api/v4/public/run/${runId}`)).statusCode).toBe(200);
    for (const url of [
      `/api/v4/public/run/${runId}`,
      `/api/v4/public/camp/${campId}`,
      `/api/v4/public/term/${termId}`,
    ]) {
      const res = await t.get('riverside', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers an unknown club with 404: JSON under /api, the not-found page for HTML', async () => {
    const api = await t.get('no-such-club', '/api/v4/public/schedule/current');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Club not found' } });
    const page = await t.get('no-such-club', '/');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('"notFound":true');
  });

  it('serves the club page with its bootstrap and theme, and the platform homepage on the bare domain', async () => {
    const page = await t.get('demo', '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"subdomain":"demo"');
    expect(page.body).toContain('--club-primary:#1d4ed8');
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const path of ['/12/info', '/camp/3', '/term/1/Autumn%20Term', '/term/1']) {
      expect((await t.get('demo', path)).statusCode).toBe(200);
    }
    expect((await t.get('demo', '/no/such/page')).statusCode).toBe(404);
    const home = await t.get(null, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('"club":null');
    const clubs = (await t.get(null, '/api/v4/public/clubs')).json();
    expect(clubs.clubs.map((c: { subdomain: string }) => c.subdomain).sort()).toEqual(['demo', 'riverside']);
    expect((await t.get(null, '/api/v4/public/schedule/current')).statusCode).toBe(404);
  });

  it('never answers 5xx to weird query strings, hosts or ids', async () => {
    const urls = [
      '/api/v4/public/schedule/current?day=funday&age[value]=abc&distance[radius]=-1',
      '/api/v4/public/schedule/current?%E0%A4%A=1&&&==&age[[[=]]]',
      `/api/v4/public/schedule/current?${'x'.repeat(5000)}=1`,
      '/api/v4/public/schedule/current?__proto__[polluted]=1&constructor[prototype][x]=1',
      '/api/v4/public/run/abc',
      '/api/v4/public/run/-1',
      '/api/v4/public/run/99999999999999999999',
      '/api/v4/public/run/1.5',
      '/api/v4/public/camp/%00',
      '/api/v4/public/term/0',
      '/api/v4/public/geocode',
      '/api/v4/public/geocode?postcode=',
      `/api/v4/public/geocode?postcode=${'A'.repeat(300)}`,
      '/?day=<script>alert(1)</script>',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/vue/prod/../../package.json',
    ];
    for (const url of urls) {
      const res = await t.get('demo', url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    for (const host of ['', '..localhost', 'x'.repeat(300) + '.localhost', 'demo.localhost:abc', '-bad-.localhost']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v4/public/schedule/current', headers: { host } });
      expect(res.statusCode, host).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the bad field in a 400', async () => {
    const res = await t.get('demo', '/api/v4/public/run/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.issues[0].path).toContain('runId');
  });

  it('reports health, time zones and the OpenAPI document of every route', async () => {
    expect((await t.get(null, '/health')).json()).toEqual({ status: 'ok', database: driver });
    const zones = (await t.get(null, '/api/timezones')).json().data;
    expect(zones).toContain('Europe/London');
    const doc = (await t.get(null, '/api/docs/json')).json();
    for (const path of [
      '/api/v4/public/schedule/current',
      '/api/v4/public/run/{runId}',
      '/api/v4/public/camp/{campId}',
      '/api/v4/public/term/{termId}',
      '/api/v4/public/geocode',
      '/api/timezones',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});

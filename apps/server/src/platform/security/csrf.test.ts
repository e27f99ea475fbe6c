import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signUpBody, whoAmI } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { PRODUCTION_BASE_DOMAIN, PRODUCTION_ENV } from '../../test-support/production-env.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const sample = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');

// Refused by Origin and Referer before any handler runs: on one driver (httpLayerDriver says why).
describe('CSRF defence', () => {
  const driver = httpLayerDriver;
  let t: TestApp;
  let organiser: string;
  let stateChanging: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    stateChanging = t.app.routeAccess.filter((r) => !SAFE.has(r.method) && r.csrf !== false);
  });
  afterAll(() => t.close());

  it('has state-changing routes to check', () => {
    expect(stateChanging.length).toBeGreaterThanOrEqual(15);
  });

  const refusals: [string, Record<string, string>][] = [
    ['no Origin or Referer', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, data: URL)', { origin: 'null' }],
    ["another club's Origin", { origin: 'http://riverside.localhost:3000' }],
    ['the same host on another port', { origin: 'http://demo.localhost:4000' }],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
    ['an Origin that is not a URL', { origin: 'demo.localhost:3000' }],
    // The request comes over plain HTTP: a page of the HTTPS site is another origin.
    ['the same host and port over HTTPS', { origin: 'https://demo.localhost:3000' }],
    [
      'a Referer of the same host and port over HTTPS, and no Origin',
      { referer: 'https://demo.localhost:3000/signup' },
    ],
  ];

  it("exempts only the providers' webhooks (their signatures guard them), the one-click unsubscribe (a mail client posts it from anywhere; its token guards it) and the schedule's anonymous counts (the embedded schedule posts them from the club's own website; they act as no one)", () => {
    const exempt = t.app.routeAccess.filter((r) => r.csrf === false).map((r) => `${r.method} ${r.url}`);
    expect(exempt.sort()).toEqual([
      'POST /api/messaging/email/events',
      'POST /api/messaging/sms/inbound',
      'POST /api/messaging/sms/status',
      'POST /api/messaging/unsubscribe/:token',
      'POST /api/payments/webhook',
      'POST /api/v4/public/schedule/browser-analytics',
    ]);
  });

  it.each(refusals)(
    'refuses every state-changing route with %s, signed in or not, before it runs',
    async (_, headers) => {
      const before = await accountTablesDigest(t);
      for (const route of stateChanging) {
        for (const cookie of [undefined, organiser]) {
          const res = await t.request({
            method: route.method as 'POST',
            url: sample(route.url),
            body: {},
            cookie,
            origin: null,
            headers,
          });
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
          expect(res.json().error.code, `${route.method} ${route.url}`).toBe('CSRF_REJECTED');
        }
      }
      expect(await accountTablesDigest(t)).toBe(before);
      expect((await whoAmI(t, organiser)).user?.email).toBe(DEMO.organiser); // not even logout ran
    },
  );

  it('accepts a request from a page of the same site, by Origin or, failing that, Referer', async () => {
    const email = 'csrf-ok@example.org';
    const byOrigin = await t.request({
      method: 'POST',
      url: '/api/v4/public/signup/new-user',
      body: signUpBody(email),
      ip: freshIp(),
      botCheck: true,
    });
    expect(byOrigin.statusCode, byOrigin.body).toBe(200);
    const byReferer = await t.request({
      method: 'POST',
      url: '/api/v4/public/signup/resend-code',
      body: { email },
      cookie: cookieHeader(byOrigin),
      origin: null,
      headers: { referer: 'http://demo.localhost:3000/signup' },
      ip: freshIp(),
    });
    expect(byReferer.statusCode, byReferer.body).toBe(200);
  });

  it('behind an HTTPS proxy, accepts only pages served over HTTPS, by Origin or Referer', async () => {
    const production = await createTestApp(driver, { env: PRODUCTION_ENV });
    const site = PRODUCTION_BASE_DOMAIN;
    try {
      // The proxy (on loopback, trusted by default) says the browser's request came over HTTPS.
      const logout = (headers: Record<string, string>) =>
        production.request({
          method: 'POST',
          club: null,
          url: '/api/auth/logout',
          origin: null,
          headers: { host: site, 'x-forwarded-proto': 'https', ...headers },
        });
      expect((await logout({ origin: `https://${site}` })).statusCode).toBe(200);
      expect((await logout({ referer: `https://${site}/cms` })).statusCode).toBe(200);
      const overHttp: Record<string, string>[] = [{ origin: `http://${site}` }, { referer: `http://${site}/cms` }];
      for (const headers of overHttp) {
        const refused = await logout(headers);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json().error.code).toBe('CSRF_REJECTED');
      }
    } finally {
      await production.close();
    }
  });

  it('a forged cross-site form cannot accept terms or sign the person out', async () => {
    const parent = await t.signIn('demo', DEMO.parent);
    const form = await t.request({
      method: 'POST',
      url: '/terms/update',
      cookie: parent,
      origin: 'https://evil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'version=1&acceptTerms=on',
    });
    expect(form.statusCode).toBe(403);
    expect((await whoAmI(t, parent)).contractRequired).not.toBeNull();
    const logout = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookie: parent,
      origin: 'https://evil.example',
    });
    expect(logout.statusCode).toBe(403);
    expect((await whoAmI(t, parent)).user?.email).toBe(DEMO.parent);
  });
});

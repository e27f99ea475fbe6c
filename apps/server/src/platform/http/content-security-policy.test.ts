import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

const isHtml = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');
/** An HTML file under each wildcard route (swagger-ui's own index.html only redirects). */
const HTML_FILES: Record<string, string> = {
  '/api/docs/static/*': 'oauth2-redirect.html',
  '/vue/prod/*': 'index.html',
};
/** Each route's path with every parameter filled (`/api/v4/public/run/1`). */
const sample = (url: string) =>
  url
    .replace(/:(\w+)/g, (_, name: string) => (name === 'role' ? 'parent' : '1'))
    .replace(/\*$/, HTML_FILES[url] ?? 'index.html');

describe('Content-Security-Policy on every HTML answer', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    // A built web app of its own, so the test knows which files it serves.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1);');
    t = await createTestApp(httpLayerDriver, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const kinds: [string, string | null, string, number][] = [
    ["a page of a club's site", 'demo', '/', 200],
    ["a page of the platform's site", null, '/', 200],
    ['the not-found page', 'demo', '/no-such-page', 404],
    ['the not-found page of an unknown club', 'no-such-club', '/', 404],
    ['the API docs', null, '/api/docs', 200],
    ['the API docs, with a trailing slash', 'demo', '/api/docs/', 200],
    ["the API docs' OAuth redirect page", null, '/api/docs/static/oauth2-redirect.html', 200],
    ['the dev mailbox page', null, '/dev/mailbox', 200],
    ['an HTML file of the built app, opened directly', 'demo', '/vue/prod/index.html', 200],
  ];

  it.each(kinds)('%s', async (_, club, url, status) => {
    const res = await t.get(club, url);
    expect(res.statusCode).toBe(status);
    expect(isHtml(res.headers['content-type'])).toBe(true);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/default-src '(self|none)'/);
  });

  it('lets the API docs load scripts, styles and images from this server only (no CDN)', async () => {
    const policy = String((await t.get(null, '/api/docs')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toMatch(/https?:|\*|'unsafe-/);
    // What the page loads is this server's.
    const page = (await t.get(null, '/api/docs')).body;
    for (const [, src] of page.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src).toMatch(/^\/api\/docs\/static\//);
  });

  it('lets nothing run in an HTML file that names no policy of its own', async () => {
    const res = await t.get('demo', '/vue/prod/index.html');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('every registered GET route that answers HTML carries a policy', async () => {
    const html: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method === 'GET')) {
      for (const club of ['demo', null]) {
        const res = await t.get(club, sample(route.url));
        if (!isHtml(res.headers['content-type'])) continue;
        html.push(route.url);
        expect(res.headers['content-security-policy'], `${route.url} on ${club ?? 'the platform'}`).toBeTruthy();
      }
    }
    expect(new Set(html)).toEqual(new Set(['/api/docs', '/api/docs/static/*', '/dev/mailbox', '/vue/prod/*']));
  });
});

describe("the pages' policy and the payment provider", () => {
  it('with the sandbox, lets pages load and reach nothing but the site itself', async () => {
    const t = await createTestApp(httpLayerDriver);
    try {
      const policy = String((await t.get('demo', '/')).headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/https?:/);
    } finally {
      await t.close();
    }
  });

  it("with Stripe, lets pages load Stripe.js, frame Stripe's card field and 3-D Secure, and reach Stripe's API", async () => {
    const t = await createTestApp(httpLayerDriver, {
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_csp',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
        PAYMENTS_WEBHOOK_SECRET: 'whsec_content_security_policy',
      },
    });
    try {
      const policy = String((await t.get('demo', '/')).headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://js.stripe.com;");
      expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
      expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});

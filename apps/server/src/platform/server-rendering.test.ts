import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, whoAmI } from '../test-support/accounts.js';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.js';
import { testDrivers } from '../test-support/test-database.js';

/**
 * The server's side of rendering pages (web-app.ts), with a stand-in for the web app's build: an
 * index.html and an `ssr/entry-server.js` that writes what it was given and counts its calls, so
 * these tests need no build. The real rendering and hydration are proven in e2e/server-rendering.
 */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-ssr-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><!--app-head--><link rel="stylesheet" crossorigin href="/vue/prod/assets/index-abc.css"><link rel="modulepreload" crossorigin href="/vue/prod/assets/app-def.js"></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), '.card{color:#123456}');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-def.js"}}');
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `let renders = 0;
export async function renderPage({ url, bootstrap, me, data, renderedAt }) {
  if (url.includes('explode')) throw new Error('the rendering failed');
  renders += 1;
  const terms = data.currentSchedule ? data.currentSchedule.terms.length : 'none';
  const who = me.user ? me.user.email : 'nobody';
  return '<p data-render="' + renders + '">' + bootstrap.club.name + ' ' + url + ' terms:' + terms + ' me:' + who + ' at:' + renderedAt + '</p>';
}`,
  );
  return dir;
}

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
const renderedAtOf = (html: string) => /<div id="root" data-rendered-at="(\d+)">/.exec(html)?.[1];
const pageDataOf = (html: string) =>
  /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
const meOf = (html: string) => JSON.parse(/<script id="me" type="application\/json">([^<]*)<\/script>/.exec(html)![1]);

describe.each(testDrivers)('pages rendered on the server, on %s', (driver) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = fakeWebBuild();
    t = await createTestApp(driver, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('renders the schedule from the same answer as its API, and embeds that answer once for the browser', async () => {
    const api = await t.get('demo', '/api/v4/public/schedule/current');
    const page = await t.get('demo', '/');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toContain(`terms:${api.json().terms.length}`);
    const embedded = pageDataOf(page.body)!;
    // Nothing in it can close the script element: '<' travels as \u003c.
    expect(embedded).not.toContain('<');
    expect(JSON.parse(embedded)).toEqual({ currentSchedule: api.json() });
  });

  it('writes the stylesheet into the page, so nothing blocks its first paint', async () => {
    const page = await t.get('demo', '/');
    expect(page.body).toContain('<style>.card{color:#123456}</style>');
    expect(page.body).not.toContain('rel="stylesheet"');
  });

  it("leaves the entry's chunks to its script on a page rendered here; the bare app preloads them", async () => {
    expect((await t.get('demo', '/')).body).not.toContain('modulepreload');
    expect((await t.get('demo', '/login')).body).not.toContain('modulepreload');
    const preload = '<link rel="modulepreload" crossorigin href="/vue/prod/assets/app-def.js">';
    expect((await t.get('demo', '/dashboard')).body).toContain(preload);
    expect((await t.get('demo', '/?explode=1')).body).toContain(preload); // the rendering failed: the bare app
  });

  it('renders a page once per address and content, however many visits it gets', async () => {
    const first = rootOf((await t.get('demo', '/?day=wed')).body);
    const again = rootOf((await t.get('demo', '/?day=wed')).body);
    expect(again).toBe(first);
    const other = rootOf((await t.get('demo', '/?day=thu')).body);
    expect(other).not.toBe(first);
    expect(other).toContain('/?day=thu');
  });

  it('renders the schedule page again once the schedule changes (the page is kept by its answer)', async () => {
    const before = await t.get('demo', '/?day=sat');
    const run = JSON.parse(pageDataOf(before.body)!).currentSchedule.terms[0].runs[0];
    await t.db.execute(sql`update runs set class_name = 'Renamed Kickers' where id = ${run.runId}`);
    try {
      const after = await t.get('demo', '/?day=sat');
      expect(rootOf(after.body)).not.toBe(rootOf(before.body)); // rendered again, not the kept page
      expect(JSON.parse(pageDataOf(after.body)!).currentSchedule.terms[0].runs[0].className).toBe('Renamed Kickers');
    } finally {
      await t.db.execute(sql`update runs set class_name = ${run.className} where id = ${run.runId}`);
    }
  });

  it("renders a page as of the server's clock, to the minute, and tells the browser that instant to hydrate with", async () => {
    t.clock.set(new Date('2026-10-14T11:05:42Z'));
    const page = await t.get('demo', '/?day=fri');
    const minute = Date.parse('2026-10-14T11:05:00Z') / 1000;
    expect(rootOf(page.body)).toContain(`at:${minute}`);
    expect(renderedAtOf(page.body)).toBe(String(minute));
    // Within the minute the rendering is kept; the next minute's visit gets the page as of then.
    t.clock.set(new Date('2026-10-14T11:05:59Z'));
    expect((await t.get('demo', '/?day=fri')).body).toBe(page.body);
    t.clock.set(new Date('2026-10-14T11:06:01Z'));
    expect(renderedAtOf((await t.get('demo', '/?day=fri')).body)).toBe(String(minute + 60));
    t.clock.set(TEST_NOW);
  });

  it("renders a missing run's page as not found (404) with the route's 404 embedded", async () => {
    const page = await t.get('demo', '/987654/info');
    expect(page.statusCode).toBe(404);
    expect(rootOf(page.body)).toContain('/987654/info');
    expect(JSON.parse(pageDataOf(page.body)!)).toEqual({ runInfo: null });
  });

  it('sends the bare app when the rendering fails: slower for the visitor, never an error', async () => {
    const page = await t.get('demo', '/?explode=1');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
    expect(pageDataOf(page.body)).toBeUndefined();
  });

  it('renders /login, and leaves pages that need a signed-in person to the browser', async () => {
    expect(rootOf((await t.get('demo', '/login')).body)).toContain('/login');
    const page = await t.get('demo', '/dashboard');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
  });

  it("embeds who is signed in, and never shows one person's page to anyone else", async () => {
    const visitor = await t.get('demo', '/');
    expect(meOf(visitor.body)).toEqual({
      user: null,
      roles: [],
      impersonator: null,
      contractRequired: null,
      financialAccess: false,
    });
    expect(rootOf(visitor.body)).toContain('me:nobody');
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const cookie = await t.signIn('demo', DEMO.parent);
    const parent = await t.get('demo', '/', { cookie });
    expect(meOf(parent.body)).toEqual(await whoAmI(t, cookie));
    expect(meOf(parent.body).user.email).toBe(DEMO.parent);
    expect(rootOf(parent.body)).toContain(`me:${DEMO.parent}`);
    // Their name is in it: no cache keeps it.
    expect(parent.headers['cache-control']).toBe('no-store');
    // A page the browser renders carries them too, so the app asks nothing for it.
    expect(meOf((await t.get('demo', '/dashboard', { cookie })).body).user.email).toBe(DEMO.parent);

    const visitorAgain = await t.get('demo', '/');
    expect(rootOf(visitorAgain.body)).toContain('me:nobody');
    expect(visitorAgain.body).not.toContain(DEMO.parent);
  });

  it('never serves the rendering code itself as an asset', async () => {
    const res = await t.get('demo', '/vue/prod/ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });

  it("serves the build's assets, but not its rendering code by another spelling or a way round, nor its manifest", async () => {
    const asset = await t.get('demo', '/vue/prod/assets/index-abc.css');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('.card{color:#123456}');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/vue/prod/SSR/entry-server.js',
      '/vue/prod/assets/../ssr/entry-server.js',
      '/vue/prod/assets/%2e%2e/ssr/entry-server.js',
      '/vue/prod//ssr/entry-server.js',
      '/vue/prod/.vite/manifest.json',
    ]) {
      const res = await t.get('demo', url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/renderPage|app-def/);
    }
  });
});

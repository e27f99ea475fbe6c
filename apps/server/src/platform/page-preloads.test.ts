import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clubPages } from '@clubroom/domain/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test-support/accounts.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { testDrivers } from '../test-support/test-database.js';

/**
 * A stand-in for the web app's build: index.html naming the entry's chunks, Vite's manifest and the page modules
 * (apps/web/page-modules-plugin.ts) for the contacts page and the registers, so these tests need no build. The
 * browser's side (the app takes the preloaded answers, asks for nothing twice) is proven in e2e/first-load.test.ts.
 */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-preloads-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><!--app-head--><script type="module" crossorigin src="/vue/prod/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/vue/prod/assets/app-b.js"></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
  const manifest = {
    'index.html': chunk('index-a.js', ['_app-b.js']),
    '_app-b.js': chunk('app-b.js'),
    '_shared-e.js': chunk('shared-e.js', ['_app-b.js']),
    'src/app/signed-in-pages.ts': chunk('signed-in-pages-c.js', ['_app-b.js']),
    'src/features/contacts/contacts-page.tsx': chunk('contacts-page-d.js', ['_shared-e.js', '_app-b.js']),
    'src/features/registers/registers-page.tsx': chunk('registers-page-h.js', ['_shared-e.js']),
    'src/app/sign-in-guard.tsx': chunk('sign-in-guard-f.js', ['_app-b.js']),
    'src/lib/api-routes/contacts/response-schemas.ts': chunk('response-schemas-g.js'),
  };
  const pageModules = {
    pages: {
      club: {
        contacts: ['src/app/signed-in-pages.ts', 'src/features/contacts/contacts-page.tsx'],
        registers: ['src/app/signed-in-pages.ts', 'src/features/registers/registers-page.tsx'],
      },
      platform: {},
    },
    signedIn: ['src/app/sign-in-guard.tsx'],
    responseSchemas: { allContacts: 'src/lib/api-routes/contacts/response-schemas.ts' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, '.vite', 'page-modules.json'), JSON.stringify(pageModules));
  return dir;
}

const modulePreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/vue\/prod\/assets\/([^"]+)">/g)].map((m) => m[1]);
const fetchPreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

/** The admin pages `bench/admin-cold-load` opens, whose answers the server preloads. */
const ADMIN_PAGES = [
  clubPages.cmsHome,
  clubPages.registers,
  clubPages.scheduleAdmin,
  clubPages.contacts,
  clubPages.adminOrders,
  clubPages.messageLog,
  clubPages.settingsPhotoPermissions,
].map((page) => page.path);

describe.each(testDrivers)("an admin page's HTML names what its first load needs, on %s", (driver) => {
  let t: TestApp;
  let webDir: string;
  let organiser: string;

  beforeAll(async () => {
    webDir = fakeWebBuild();
    t = await createTestApp(driver, { env: { WEB_DIST_DIR: webDir } });
    organiser = await t.signIn('demo', DEMO.organiser);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("names the page's chunks, the signed-in frame's and its answers' parser, once each, not the entry's", async () => {
    const page = await t.get('demo', '/cms/contacts', { cookie: organiser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(modulePreloadsOf(page.body)).toEqual([
      'app-b.js', // the template's own, for the entry
      'signed-in-pages-c.js',
      'contacts-page-d.js',
      'shared-e.js',
      'response-schemas-g.js',
      'sign-in-guard-f.js',
    ]);
    // The answers are asked for before the app's scripts; the chunks after the entry's.
    expect(page.body.indexOf('rel="preload" as="fetch"')).toBeLessThan(page.body.indexOf('index-a.js'));
    expect(page.body.indexOf('contacts-page-d.js')).toBeGreaterThan(page.body.indexOf('index-a.js'));
  });

  it.each(ADMIN_PAGES)('%s preloads only addresses that answer the organiser, and only as links', async (pagePath) => {
    const page = await t.get('demo', pagePath, { cookie: organiser });
    const addresses = fetchPreloadsOf(page.body);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect((await t.get('demo', address, { cookie: organiser })).statusCode, address).toBe(200);
    }
    // Nothing of the answers is in the HTML: the routes answer the browser, checking who asks.
    expect(page.body).not.toContain('id="page-data"');
  });

  it('names the answers of /cms/contacts as the web app asks for them', async () => {
    const page = await t.get('demo', '/cms/contacts', { cookie: organiser });
    expect(fetchPreloadsOf(page.body)).toEqual([
      '/api/v4/schedule/terms',
      '/api/v4/public/schedule/current',
      '/api/contacts/all-contacts',
    ]);
  });

  it('names no answer for an address with a query (the page asks for others), only the chunks', async () => {
    const page = await t.get('demo', '/cms/contacts?search=smith', { cookie: organiser });
    expect(fetchPreloadsOf(page.body)).toEqual([]);
    expect(modulePreloadsOf(page.body)).toContain('contacts-page-d.js');
  });

  it('names nothing for a visitor, nor for someone the page is not for', async () => {
    const visitor = await t.get('demo', '/cms/contacts');
    const parent = await t.get('demo', '/cms/contacts', { cookie: await t.signIn('demo', DEMO.parent) });
    for (const page of [visitor, parent]) {
      expect(fetchPreloadsOf(page.body)).toEqual([]);
      expect(modulePreloadsOf(page.body)).toEqual(['app-b.js']);
    }
  });

  it("follows each page's access: a coach's registers are named, the contacts (managers') are not", async () => {
    const coach = await t.signIn('demo', DEMO.coach);
    const registers = await t.get('demo', '/cms/registers', { cookie: coach });
    expect(modulePreloadsOf(registers.body)).toContain('registers-page-h.js');
    expect(fetchPreloadsOf(registers.body)).toEqual(['/api/v4/registers']);
    const contacts = await t.get('demo', '/cms/contacts', { cookie: coach });
    expect(modulePreloadsOf(contacts.body)).toEqual(['app-b.js']);
  });
});

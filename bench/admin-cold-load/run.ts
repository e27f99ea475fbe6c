/**
 * bench/admin-cold-load: how long the demo organiser waits for an admin page on a cold load (a new
 * browser context: empty cache, the session cookie only), in Debian's Chromium at 1280 px, against the
 * built server started as `npm start` starts it on a fresh embedded database seeded with the demo.
 * A page is usable when its `<h1>` shows and nothing in `<main>` is a loading placeholder any more.
 * Prints, per page, the median of BENCH_RUNS (3) cold loads: usable after (ms from navigation start),
 * requests made by then, and the JavaScript transferred. Issue 28's aim: every admin page within 1.5 s.
 * `npm run bench:admin-cold-load` builds first. BENCH_CLUB=lists: the 5,000-contact club of bench/admin-lists
 * instead, seeded on PostgreSQL (a throwaway database, as there), the server started on it; BENCH_WATERFALL=1
 * prints each load's requests; BENCH_PAGES=/cms/contacts,/cms/orders measures only those.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../apps/server/src/platform/security/passwords.js';
import { startServerProcess } from '../../apps/server/src/test-support/server-process.js';
import { createTestDatabase } from '../../apps/server/src/test-support/test-database.js';
import { seedBenchClub } from '../admin-lists/seed-club.js';
import { median } from '../support/median.js';
import { recordWaterfall } from './waterfall.js';
import { requireBuiltServer, spawnBuiltServer, useBenchPostgres } from '../support/built-server.js';
import { freePort, stopProcess, waitForHealth } from '../support/server-process.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const ALL_PAGES = [
  '/cms',
  '/cms/registers',
  '/cms/schedule',
  '/cms/contacts',
  '/cms/orders',
  '/cms/messages',
  '/cms/settings/photo-permissions',
];
/** BENCH_PAGES (comma-separated) measures only those, e.g. one page before and after a change, back to back. */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : ALL_PAGES;
const DEMO_PASSWORD = 'clubroom-demo-2026';

/** Resolves with the page's time (ms from navigation start) at the first frame where it is usable. */
const USABLE_AT = `new Promise((resolve) => {
  const check = () => {
    const main = document.querySelector('main');
    const usable = main?.querySelector('h1') && !main.querySelector('.animate-pulse') && !/Loading…/.test(main.innerText);
    if (usable) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

interface Load {
  usableMs: number;
  requests: number;
  jsBytes: number;
}

/** A club's site on a running built server, and its organiser's sign-in. */
interface Site {
  base: string;
  email: string;
  password: string;
  stop: () => Promise<unknown>;
}

/** The demo club, on a fresh embedded database the server seeds (as `npm start` on a developer's machine). */
async function demoSite(): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-bench-admin-cold-'));
  const port = await freePort();
  const server = spawnBuiltServer(dataDir, port);
  await waitForHealth(server, port, 'the server');
  const stop = async () => {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://demo.localhost:${port}`, email: 'organiser@example.com', password: DEMO_PASSWORD, stop };
}

/** bench/admin-lists' club (5,000 contacts, 10,000 orders), seeded in a throwaway PostgreSQL database. */
async function listsSite(): Promise<Site> {
  useBenchPostgres();
  const now = new Date();
  const testDb = await createTestDatabase('postgres', now);
  const password = randomBytes(12).toString('hex');
  const club = await seedBenchClub(testDb.url!, {
    subdomain: 'lists',
    now,
    passwordHash: await hashPassword(password),
  });
  const server = await startServerProcess({
    DATABASE_URL: testDb.url!,
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
  });
  const stop = async () => {
    await server.stop();
    await testDb.drop();
  };
  return { base: `http://lists.localhost:${server.port}`, email: club.organiserEmail, password, stop };
}

/** The organiser's session cookies, the club's terms accepted (as a first sign-in would). */
async function organiserCookies(browser: Browser, { base, email, password }: Site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/api/auth/me`);
  const post = (url: string, body: unknown) =>
    page.evaluate(
      async ({ url, body }) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, json: (await res.json()) as { contractRequired?: { version: number } } };
      },
      { url, body },
    );
  const login = await post('/api/v4/public/authentication/login-user', { email, password });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const owed = login.json.contractRequired;
  if (owed) await post('/api/v4/contract/accept', { version: owed.version, acceptTerms: true });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

async function coldLoad(browser: Browser, url: string, cookies: Awaited<ReturnType<typeof organiserCookies>>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  let requests = 0;
  let jsBytes = 0;
  let done = false;
  page.on('request', () => void (done || requests++));
  page.on('requestfinished', async (request) => {
    if (done || request.resourceType() !== 'script') return;
    jsBytes += (await request.sizes()).responseBodySize;
  });
  const waterfall = process.env.BENCH_WATERFALL ? recordWaterfall(page) : null;
  await page.goto(url, { waitUntil: 'commit' });
  // A string, not a function: tsx would wrap a named arrow function in a helper the page does not have.
  const usableMs = await page.evaluate<number>(USABLE_AT);
  done = true;
  if (waterfall) {
    console.log(`\n${url}`);
    await waterfall(usableMs);
  }
  await context.close();
  return { usableMs, requests, jsBytes };
}

requireBuiltServer('admin-cold-load');
const site = process.env.BENCH_CLUB === 'lists' ? await listsSite() : await demoSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const base = site.base;
  const cookies = await organiserCookies(browser, site);
  console.log(
    `admin-cold-load: ${new URL(base).hostname.split('.')[0]} club, median of ${runs} cold loads at 1280 px; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ` +
      `load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`,
  );
  const loads = new Map<string, Load[]>(PAGES.map((p) => [p, []]));
  // One warm-up load, so the first page measured does not pay for the server's first render of the shell.
  await coldLoad(browser, `${base}/cms`, cookies);
  for (let i = 0; i < runs; i++) {
    for (const page of PAGES) loads.get(page)!.push(await coldLoad(browser, `${base}${page}`, cookies));
  }
  for (const [page, of] of loads) {
    const m = (key: keyof Load) => median(of.map((l) => l[key]));
    console.log(
      [
        page.padEnd(34),
        `usable ${m('usableMs').toFixed(0).padStart(5)} ms (${of.map((l) => l.usableMs.toFixed(0)).join(', ')})`,
        `requests ${String(m('requests')).padStart(4)}`,
        `JS ${(m('jsBytes') / 1024).toFixed(0).padStart(5)} KiB`,
      ].join('   '),
    );
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
  await site.stop();
}

import { messages } from '@clubroom/domain/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.js';
import { launchBrowser, newPage } from './support/browser.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

declare global {
  interface Window {
    cspViolations: string[];
    layoutShift: number;
    showedLoading: boolean;
  }
}

describe("a page's first load", () => {
  it('sends the scripts and styles brotli-compressed, from the files the build compressed (.br and .gz)', async () => {
    const { context, page } = await newPage(browser);
    const encodings = new Map<string, string | undefined>();
    page.on('response', (res) => {
      if (/\/vue\/prod\/assets\/.+\.(js|css)$/.test(res.url()))
        encodings.set(res.url(), res.headers()['content-encoding']);
    });
    await page.goto(server.url('demo', '/'));
    await page.getByTestId('run-card').first().waitFor();
    expect(encodings.size).toBeGreaterThan(1);
    expect([...new Set(encodings.values())]).toEqual(['br']);
    // The build wrote both siblings of each (the server would otherwise compress on the fly), but of a
    // file of a few bytes (a tiny shared chunk), which compression would not make smaller.
    const statuses = await page.evaluate(
      async (urls) => {
        const sizes = await Promise.all(urls.map(async (u) => (await (await fetch(u)).arrayBuffer()).byteLength));
        const siblings = urls.filter((_, i) => sizes[i] >= 1024).flatMap((u) => [`${u}.br`, `${u}.gz`]);
        return Promise.all(siblings.map(async (u) => (await fetch(u)).status));
      },
      [...encodings.keys()],
    );
    expect(statuses.length).toBeGreaterThan(2);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await context.close();
  });

  /** A page that enforces the CSP and records every violation it reports, in the page and on the console. */
  async function pageWatchingCsp() {
    const { context, page } = await newPage(browser, undefined, { bypassCSP: false });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const violations = async () => [
      ...(await page.evaluate(() => window.cspViolations)),
      ...consoleErrors.filter((text) => /content security policy/i.test(text)),
    ];
    return { context, page, violations };
  }

  it('/login breaks no rule of the Content-Security-Policy (zod validates without eval)', async () => {
    const { context, page, violations } = await pageWatchingCsp();
    await page.goto(server.url('demo', '/login'));
    await page.getByLabel(messages.signIn.email).waitFor();
    // Validating the form runs zod's object schemas, where it would otherwise probe for eval.
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('/ parses its answers with zod loaded lazily, breaking no rule of the Content-Security-Policy', async () => {
    const { context, page, violations } = await pageWatchingCsp();
    const parsers: string[] = [];
    page.on('response', (res) => {
      if (/\/assets\/response-schemas-[^/]+\.js$/.test(res.url())) parsers.push(res.url());
    });
    await page.goto(server.url('demo', '/'));
    await page.getByTestId('run-card').first().waitFor();
    // The frame's `me` has been parsed once the header knows whether anyone is signed in.
    await page.getByRole('link', { name: messages.header.signIn }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(parsers.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])('/ on %s paints from the server and nothing moves as the app takes over (CLS under 0.05)', async (_, size) => {
    const { context, page } = await newPage(browser, size);
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The schedule is in the HTML: no loading state, and nothing arrives later to push the footer away.
    await page.goto(server.url('demo', '/'), { waitUntil: 'networkidle' });
    expect(await page.getByRole('status').count()).toBe(0);
    await page.getByTestId('run-card').first().waitFor();
    // Two frames on, every shift the app's start caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.05);
    await context.close();
  });

  it('/login, rendered in the browser, shows its form first, not a loading state it then replaces', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    await page.addInitScript(() => {
      window.showedLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]')) window.showedLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The page's own chunk arrives late, as on a slow network.
    await page.route('**/assets/sign-in-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(server.url('demo', '/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').first().waitFor();
    expect(await page.evaluate(() => window.showedLoading)).toBe(false);
    await context.close();
  });
});

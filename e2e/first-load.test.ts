import { messages } from '@clubroom/domain/messages';
import type { Browser, Route } from 'playwright-core';
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
    // The build wrote both siblings of each (the server would otherwise compress on the fly).
    const siblings = [...encodings.keys()].flatMap((url) => [`${url}.br`, `${url}.gz`]);
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map(async (u) => (await fetch(u)).status)),
      siblings,
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    await context.close();
  });

  it('/login breaks no rule of the Content-Security-Policy (zod validates without eval)', async () => {
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
    await page.goto(server.url('demo', '/login'));
    await page.getByLabel(messages.signIn.email).waitFor();
    // Validating the form runs zod's object schemas, where it would otherwise probe for eval.
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(consoleErrors.filter((text) => /content security policy/i.test(text))).toEqual([]);
    await context.close();
  });

  it('/ on a desktop does not move the footer when the schedule arrives (CLS under 0.05)', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Hold the schedule until its loading state is on screen, as on a slow network.
    let held: (route: Route) => void = () => {};
    const schedule = new Promise<Route>((resolve) => (held = resolve));
    await page.route('**/api/v4/public/schedule/current', (route) => held(route));
    await page.goto(server.url('demo', '/'));
    await page.getByRole('status').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await (await schedule).continue();
    await page.getByTestId('run-card').first().waitFor();
    // Two frames on, every shift the schedule's arrival caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.05);
    await context.close();
  });
});

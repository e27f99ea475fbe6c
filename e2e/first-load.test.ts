import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();

declare global {
  interface Window {
    cspViolations: string[];
    layoutShift: number;
    showedLoading: boolean;
  }
}

/** Makes the page's own chunk arrive `ms` late, as on a slow network: the app takes the page over only then. */
const delayChunk = (page: Page, chunk: string, ms: number) =>
  page.route(`**/assets/${chunk}-*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

/** The demo club's schedule (at `path`: its filters), as the server drew it, its chunk 1.5 s late. */
async function scheduleBeforeTheApp(path = '/') {
  const opened = await newPage(app.browser, { width: 1280, height: 800 });
  await delayChunk(opened.page, 'schedule-page', 1500);
  await opened.page.goto(app.server.url('demo', path), { waitUntil: 'domcontentloaded' });
  return opened;
}

describe("a page's first load", () => {
  it('sends the scripts and styles brotli-compressed, from the files the build compressed (.br and .gz)', async () => {
    const { context, page } = await newPage(app.browser);
    const encodings = new Map<string, string | undefined>();
    page.on('response', (res) => {
      if (/\/vue\/prod\/assets\/.+\.(js|css)$/.test(res.url()))
        encodings.set(res.url(), res.headers()['content-encoding']);
    });
    await page.goto(app.server.url('demo', '/'));
    await page.getByTestId('run-card').first().waitFor();
    // The page paints from the server before its scripts arrive (none is preloaded): wait until they have.
    await page.waitForLoadState('networkidle');
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
    const { context, page } = await newPage(app.browser, undefined, { bypassCSP: false });
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
    await page.goto(app.server.url('demo', '/login'));
    await page.getByLabel(messages.signIn.email).waitFor();
    // Validating the form runs zod's object schemas, where it would otherwise probe for eval.
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('/ loads no parser until an answer arrives, then parses it breaking no rule of the Content-Security-Policy', async () => {
    const { context, page, violations } = await pageWatchingCsp();
    const parsers: string[] = [];
    page.on('response', (res) => {
      if (/\/assets\/response-schemas-[^/]+\.js$/.test(res.url())) parsers.push(res.url());
    });
    await page.goto(app.server.url('demo', '/'));
    await page.getByTestId('run-card').first().waitFor();
    // The schedule and who is signed in came with the page: nothing to parse, so no zod.
    await page.getByRole('link', { name: messages.header.signIn }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(parsers).toEqual([]);
    // A run's page opened in place asks for its answer, which zod parses.
    await page.getByTestId('run-card').first().getByRole('link').click();
    await page.getByRole('link', { name: 'Back to the schedule' }).waitFor();
    expect(parsers.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])('/ on %s paints from the server and nothing moves as the app takes over (CLS under 0.05)', async (_, size) => {
    const { context, page } = await newPage(app.browser, size);
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The schedule is in the HTML: no loading state, and nothing arrives later to push the footer away.
    await page.goto(app.server.url('demo', '/'), { waitUntil: 'networkidle' });
    expect(await page.getByRole('status').count()).toBe(0);
    await page.getByTestId('run-card').first().waitFor();
    // Two frames on, every shift the app's start caused has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.05);
    await context.close();
  });

  it("a signed-in parent's phone page paints the header's menus from the server: nothing moves as the app takes over", async () => {
    const page = await demoParentPage(app.browser, app.server);
    // The menus' chunk arrives when the test says: until then the page is the server's HTML alone.
    let deliverMenus!: () => void;
    const menusHeld = new Promise<void>((resolve) => (deliverMenus = resolve));
    await page.route('**/assets/account-menu-*.js', async (route) => {
      await menusHeld;
      await route.continue();
    });
    const mainTop = () => page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top);
    await page.goto(app.server.url('demo', '/'), { waitUntil: 'domcontentloaded' });
    const painted = await mainTop();
    deliverMenus();
    // The basket's count is asked for by the running app: it has taken the page over.
    await page.getByRole('link', { name: messages.basketLink.withCount(0) }).waitFor();
    // A tap aimed at the page as it was painted lands where it was aimed (a link 28 px lower was missed).
    expect(await mainTop()).toBe(painted);
    await page.context().close();
  });

  it("a tap on the schedule's buttons before the app has taken over the page is not lost", async () => {
    const { context, page } = await scheduleBeforeTheApp();
    await page.getByRole('button', { name: /More/ }).click();
    await page.getByLabel('Postcode').waitFor();
    await context.close();
  });

  it("a tap on a run's Info & Booking before the app has taken over is opened by the app, which knows the schedule to go back to", async () => {
    const query = '?days=mon,tue&onlyAvailableRuns=true';
    const { context, page } = await scheduleBeforeTheApp(`/${query}`);
    const pagesLoaded: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) pagesLoaded.push(request.url());
    });
    const info = page.getByTestId('run-card').first().locator('a[href$="/info"]').first();
    const infoPath = await info.getAttribute('href');
    await info.click();
    await page.waitForURL((url) => url.pathname === infoPath);
    await page.getByRole('link', { name: 'Back to the schedule' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === query);
    // Neither page was loaded afresh by the browser: the app opened the run's page and went back.
    expect(pagesLoaded).toEqual([]);
    await context.close();
  });

  it('a filter chosen on the schedule before the app has taken over the page applies once it has', async () => {
    const { context, page } = await scheduleBeforeTheApp();
    await page.getByLabel('Age').selectOption({ label: '11 years and over' });
    // The address follows the app's filter state: the choice reached the app.
    await page.waitForURL(/age%5Bvalue%5D=11|age\[value\]=11/);
    await context.close();
  });

  it('a box ticked on the schedule before the app has taken over the page applies once it has', async () => {
    const { context, page } = await scheduleBeforeTheApp();
    await page.getByLabel('Spaces Available').check();
    await page.waitForURL(/onlyAvailableRuns=true/);
    await page.getByTestId('waiting-list').waitFor();
    expect(await page.getByLabel('Spaces Available').isChecked()).toBe(true);
    await context.close();
  });

  it('a sign-in sent before the app has taken over is sent by the app, never by the browser with the password in the address', async () => {
    const { context, page } = await newPage(app.browser, { width: 1280, height: 800 });
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    await delayChunk(page, 'sign-in-page', 1500);
    await page.goto(app.server.url('demo', '/login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel(messages.signIn.email).fill('parent@example.com');
    await page.getByLabel(messages.signIn.password).fill('not-the-password');
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.getByRole('alert').getByText(messages.signIn.wrongCredentials).waitFor();
    expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it("an admin page's cold load downloads that page, not every admin page; the next section loads when opened", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    const chunks: string[] = [];
    page.on('request', (req) => {
      const chunk = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(req.url()).pathname)?.[1];
      if (chunk) chunks.push(chunk);
    });
    await page.goto(app.server.url('demo', '/cms/contacts'));
    await page.getByRole('heading', { name: messages.contacts.title, level: 1 }).waitFor();
    expect(chunks).toContain('contacts-page');
    // Pages of the same access (schedule managers') that were not opened.
    for (const other of ['venues-page', 'run-form-page', 'camp-form-page', 'schedule-admin-page']) {
      expect(chunks).not.toContain(other);
    }
    const nav = page.getByRole('navigation', { name: messages.cms.nav.label });
    await nav.getByRole('link', { name: messages.cms.nav.venues }).click();
    await page.getByRole('heading', { name: messages.venues.title, level: 1 }).waitFor();
    expect(chunks).toContain('venues-page');
    await page.close();
  });

  it("an admin page's cold load asks for its chunks and its answers with the HTML, and for each answer once", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com', 'demo', { bypassCSP: false });
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /content security policy/i.test(message.text())) cspErrors.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    const response = await page.goto(app.server.url('demo', '/cms/contacts'));
    await page.getByRole('heading', { name: messages.contacts.title, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: messages.cms.nav.label }).waitFor();
    const html = await response!.text();
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const chunk = (name: string) => requested.find((path) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`).test(path));
    // The page, the guard, the admin's navigation and the answers' parser: none found only once the code before it ran.
    for (const name of ['contacts-page', 'sign-in-guard', 'admin-nav', 'response-parser']) {
      expect(named).toContain(chunk(name));
    }
    // The list's answer: asked for with the HTML, before the page's code, and taken by the app (not asked again).
    expect(requested.filter((path) => path === '/api/contacts/all-contacts')).toHaveLength(1);
    expect(requested.indexOf('/api/contacts/all-contacts')).toBeLessThan(requested.indexOf(chunk('contacts-page')!));
    expect(cspErrors).toEqual([]);
    await page.context().close();
  });

  it('the schedule asks for few scripts: what every page runs first is one chunk, not one per module', async () => {
    const { context, page } = await newPage(app.browser);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto(app.server.url('demo', '/'), { waitUntil: 'networkidle' });
    // 39 before the entry's modules were one chunk (27 of them the entry's).
    expect(scripts.length).toBeLessThan(20);
    await context.close();
  });

  it('/login shows its form from the first paint, never a loading state, however late its chunk', async () => {
    const { context, page } = await newPage(app.browser, { width: 1280, height: 800 });
    await page.addInitScript(() => {
      window.showedLoading = false;
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]')) window.showedLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await delayChunk(page, 'sign-in-page', 800);
    await page.goto(app.server.url('demo', '/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').first().waitFor();
    expect(await page.evaluate(() => window.showedLoading)).toBe(false);
    await context.close();
  });
});

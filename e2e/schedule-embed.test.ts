import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedSnippet, type Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.bookingPages;
const {
  title: sourcesTitle,
  names: { embed: embedName, page: pageName },
} = messages.scheduleAnalytics.sources;
const app = withAppServerAndBrowser();
/** A phone's own browser: headless Chromium's User-Agent is a robot's, which the analytics rightly ignore. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANALYTICS = '/api/v4/public/schedule/browser-analytics';

/**
 * The club's own website: a plain HTML page on another port (another origin), with the snippet, and styles of its own
 * that would hide and recolour the widget's items if they reached into it.
 */
let site: http.Server;
let siteUrl: string;
beforeAll(async () => {
  site = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our club</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>.cr-item, li { display: none !important } .cr-link { background: red !important }</style></head>
<body><main><h1>Our club's timetable</h1>
${embedSnippet(app.server.url('demo').replace(/\/$/, ''))}
</main></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const widget = (page: import('playwright-core').Page) => page.locator('[data-clubroom-schedule]');

describe("the embeddable schedule on a club's own website", () => {
  it('draws the schedule with its filters inside a shadow root, in the club theme, at 1280 px', async () => {
    const { page } = await newPage(app.browser, DESKTOP);
    await page.goto(siteUrl);
    // Playwright's locators pierce open shadow roots; the page's own DOM holds none of the widget's elements.
    await widget(page)
      .getByRole('heading', { level: 2, name: /classes and camps$/ })
      .waitFor();
    const shadow = await widget(page).evaluate((host) => ({
      runs: host.shadowRoot?.querySelectorAll('[data-run-id]').length ?? 0,
      camps: host.shadowRoot?.querySelectorAll('[data-camp-id]').length ?? 0,
      inLightDom: host.querySelectorAll('*').length,
    }));
    expect(shadow.runs).toBeGreaterThan(0);
    expect(shadow.camps).toBeGreaterThan(0);
    expect(shadow.inLightDom).toBe(0);

    // The host page's rules stop at the shadow root: the classes show, in the club's colour.
    const link = widget(page)
      .getByRole('link', { name: /^Info & Booking for Mini Kickers, Battersea/ })
      .first();
    await link.waitFor({ state: 'visible' });
    const colours = await widget(page).evaluate((host) => {
      const style = getComputedStyle(host.shadowRoot!.querySelector('.cr-link')!);
      return { link: style.backgroundColor, primary: getComputedStyle(host).getPropertyValue('--club-primary') };
    });
    expect(colours.link).not.toBe('rgb(255, 0, 0)');
    expect(colours.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A filter narrows the list, as the schedule page's does.
    await widget(page).getByLabel('Class', { exact: true }).selectOption('Mini Kickers');
    const names = await widget(page).locator('.cr-name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Mini Kickers']));
    await widget(page).getByRole('status').getByText(`${names.length} classes and camps shown`).waitFor({
      state: 'attached',
    });
    await widget(page).getByLabel('Day', { exact: true }).selectOption('sat');
    const times = await widget(page).locator('[data-run-id] .cr-meta').allInnerTexts();
    expect(times.length).toBeGreaterThan(0);
    expect(times.length).toBeLessThan(names.length);
    for (const text of times) expect(text).toMatch(/^Saturday /);

    // Classes or camps, and spaces available: the full classes and the classes go, the camps stay.
    await widget(page).getByLabel('Class', { exact: true }).selectOption('any');
    await widget(page).getByLabel('Day', { exact: true }).selectOption('any');
    expect(await widget(page).locator('.cr-link.cr-full').count()).toBeGreaterThan(0);
    await widget(page).getByLabel('Spaces available only').check();
    expect(await widget(page).locator('.cr-link.cr-full').count()).toBe(0);
    expect(await widget(page).locator('[data-camp-id]').count()).toBeGreaterThan(0);
    await widget(page).getByLabel('Classes', { exact: true }).uncheck();
    expect(await widget(page).locator('[data-run-id]').count()).toBe(0);
    expect(await widget(page).locator('[data-camp-id]').count()).toBeGreaterThan(0);
    await widget(page).getByLabel('Camps', { exact: true }).uncheck();
    await widget(page).getByText('No classes or camps match these filters.').waitFor();
  });

  it('filters by distance from a postcode, and says so when one is not found', async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(siteUrl);
    const postcode = widget(page).getByLabel('Postcode');
    await postcode.waitFor();
    const allRuns = await widget(page).locator('[data-run-id]').count();
    await postcode.fill('SW17 8AN');
    await widget(page).getByLabel('Radius (miles)').fill('1');
    await postcode.press('Enter');
    // Until the postcode is found the widget still shows every class: wait for the filtered list itself (some classes,
    // each at the one venue within a mile).
    const venues = () => widget(page).locator('[data-run-id] .cr-meta').allInnerTexts();
    const elsewhere = (shown: string[]) =>
      shown.length === 0 ? ['no class shown'] : shown.filter((text) => !text.includes('Balham Leisure Centre'));
    await expect.poll(async () => elsewhere(await venues())).toEqual([]);
    expect((await venues()).length).toBeLessThan(allRuns);

    await postcode.fill('M1 1AE');
    await postcode.press('Enter');
    const alert = widget(page).getByRole('alert').filter({ hasText: 'M1 1AE' });
    await expect.poll(() => alert.innerText()).toContain('Showing classes at any distance.');
    await expect.poll(() => widget(page).locator('[data-run-id]').count()).toBe(allRuns);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("counts the widget's view, filter and Info & Booking click as from the embed, with no cookie, and nothing under GPC", async () => {
    const { page } = await newPage(app.browser, PHONE, { userAgent: ANDROID_CHROME });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ANALYTICS && request.method() === 'POST')
        sent.push(request.postDataJSON());
    });
    await page.goto(siteUrl);
    await widget(page).getByLabel('Age', { exact: true }).selectOption({ label: '6 years' });
    const link = widget(page).locator('[data-run-id] .cr-link').first();
    const runId = Number(await widget(page).locator('[data-run-id]').first().getAttribute('data-run-id'));
    const clicked = page.waitForResponse(
      (res) => new URL(res.url()).pathname === ANALYTICS && res.request().postDataJSON()?.event === 'click',
    );
    await link.click();
    expect((await clicked).status()).toBe(200);
    expect(sent).toEqual([{ event: 'view' }, { event: 'filter', filters: ['age'] }, { event: 'click', runId }]);
    expect(await page.context().cookies()).toEqual([]);

    // A browser with Global Privacy Control on sends nothing from the widget either.
    const { page: private_ } = await newPage(app.browser, PHONE, { userAgent: ANDROID_CHROME });
    await private_.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    let privateSent = 0;
    private_.on('request', (request) => {
      if (new URL(request.url()).pathname === ANALYTICS) privateSent += 1;
    });
    await private_.goto(siteUrl);
    await widget(private_).getByLabel('Age', { exact: true }).selectOption({ label: '6 years' });
    expect(privateSent).toBe(0);

    // The club's report tells the embed's figures apart from its schedule page's.
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/reports/schedule'));
    const sources = organiser.getByRole('group', { name: sourcesTitle });
    const embedRow = sources.getByRole('row').filter({ hasText: embedName });
    await embedRow.waitFor();
    expect(await embedRow.locator('td').allInnerTexts()).toEqual([embedName, '1', '1', '1', '1']);
    const pageRow = sources.getByRole('row').filter({ hasText: pageName });
    expect(await pageRow.locator('td').allInnerTexts()).toEqual([pageName, '0', '0', '0', '0']);
    expect(await seriousA11yViolations(organiser)).toEqual([]);
  });

  it("books a trial from the widget on a phone: the class's link opens the club's site, where the booking completes", async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.setViewportSize(PHONE);
    const added = await postFromPage(page, '/api/v4/people/child/add', {
      firstName: 'Mia',
      lastName: 'Parent',
      dateOfBirth: '2023-06-01',
      emergencyContacts: [{ name: 'Priya Parent', relation: 'Mother', phone: '07700 900123' }],
      photoPermission: '1',
    });
    expect(added.status).toBe(200);
    expect((added.json as Child).firstName).toBe('Mia');

    await page.goto(siteUrl);
    await widget(page)
      .getByRole('link', { name: /^Info & Booking for Mini Kickers, Battersea/ })
      .first()
      .click();
    await page.waitForURL(
      (url) => url.origin === new URL(app.server.url('demo')).origin && /^\/\d+\/info$/.test(url.pathname),
    );
    await page.getByRole('heading', { name: /Mini Kickers/, level: 1 }).waitFor();
    await page.getByRole('link', { name: `${t.bookTrial} of Mini Kickers` }).click();
    await page.getByRole('heading', { name: t.bookTrialTitle('Mini Kickers'), level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Mia Parent' }).check();
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByText(t.bookingFor('Mia Parent')).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.addToBasket }).click();
    await page.getByRole('heading', { name: t.basketTitle, level: 1 }).waitFor();
    await page.getByRole('button', { name: t.bookNow }).click();
    await page.getByRole('heading', { name: t.orderTitle, level: 1 }).waitFor();
    await page.getByText(t.orderStatus.completed, { exact: true }).waitFor();
    const order = await page.locator('main').innerText();
    expect(order).toContain('Mia Parent');
    expect(order).toContain('Mini Kickers');
  });

  it("gives an organiser the snippet and a live preview under the admin pages' own policy", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com', 'demo', { bypassCSP: false });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const reported: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ANALYTICS) reported.push(request.method());
    });
    await page.goto(app.server.url('demo', '/cms/settings'));
    await page.getByRole('link', { name: messages.scheduleEmbed.title }).click();
    await page.getByRole('heading', { name: messages.scheduleEmbed.title, level: 1 }).waitFor();
    const snippet = await page.getByLabel(messages.scheduleEmbed.snippetLabel).inputValue();
    expect(snippet).toBe(embedSnippet(new URL(app.server.url('demo')).origin));
    await page.getByTestId('embed-preview').locator('[data-run-id]').first().waitFor();
    expect(refused).toEqual([]);
    // The preview is the organiser's look, not a family's visit: it counts nothing.
    await page.getByTestId('embed-preview').getByLabel('Age', { exact: true }).selectOption({ label: '6 years' });
    expect(reported).toEqual([]);
  });
});

import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.scheduleAnalytics;
const app = withAppServerAndBrowser();
/** A phone's own browser: headless Chromium's User-Agent is a robot's, which the analytics rightly ignore. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANALYTICS = '/api/v4/public/schedule/browser-analytics';

/** A visitor's phone on the demo schedule, recording what the page sends to the analytics. */
async function visitor(init?: () => void) {
  const { page } = await newPage(app.browser, PHONE, { userAgent: ANDROID_CHROME });
  if (init) await page.addInitScript(init);
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ANALYTICS && request.method() === 'POST') sent.push(request.postDataJSON());
  });
  await page.goto(app.server.url('demo', '/'));
  await page.getByTestId('run-card').first().waitFor();
  return { page, sent };
}

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`).innerText();

describe("the schedule page's analytics, as a club sees them", () => {
  it("counts a visitor's view, filter and Info & Booking click, and shows them on the club's report", async () => {
    const { page, sent } = await visitor();
    await expect.poll(() => sent.length).toBe(1);
    await page.getByLabel('Age').selectOption({ label: '6 years' });
    const clicked = page.waitForResponse(
      (res) => new URL(res.url()).pathname === ANALYTICS && res.request().postDataJSON()?.event === 'click',
    );
    const runId = Number(await page.getByTestId('run-card').first().getAttribute('data-run-id'));
    const link = page
      .getByTestId('run-card')
      .first()
      .getByRole('link', { name: /^Book for/ });
    // Its text: the words shown ('Book' on a phone, 'Info & Booking' wider), then 'for <class>, <venue>'.
    const named = await link.evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
    const className = / for (.+?),/.exec(named)![1];
    await link.click();
    expect((await clicked).status()).toBe(200);
    expect(sent).toEqual([{ event: 'view' }, { event: 'filter', filters: ['age'] }, { event: 'click', runId }]);
    // No cookie of any kind came with the analytics.
    expect(await page.context().cookies()).toEqual([]);

    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    const card = organiser.getByRole('region', { name: t.home.title });
    await card.getByText(t.home.summary(1, 1)).waitFor();
    await card.getByRole('link', { name: t.home.more }).click();
    await organiser.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    expect(await figure(organiser, 'views')).toBe('1');
    expect(await figure(organiser, 'filterUses')).toBe('1');
    expect(await figure(organiser, 'clicks')).toBe('1');
    await organiser.getByRole('img', { name: t.chart.title }).waitFor();
    // Its key tells the schedule page's views from the website's, and the table lists both.
    await organiser.getByRole('list', { name: 'Key' }).getByText(t.chart.pageViews).waitFor();
    await organiser.getByRole('list', { name: 'Key' }).getByText(t.chart.embedViews).waitFor();
    await organiser.getByRole('columnheader', { name: t.chart.embedViews }).waitFor();
    // The class's row of the funnel: its one Info & Booking click.
    const funnel = organiser.getByRole('group', { name: t.funnel.title });
    const clicks = await funnel
      .getByRole('row')
      .filter({ hasText: className })
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent));
    expect(clicks).toContain('1');
    await organiser.getByRole('group', { name: t.filters.title }).getByText(t.filters.names.age).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    expect(await organiser.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await organiser.setViewportSize(DESKTOP);
    expect(await seriousA11yViolations(organiser)).toEqual([]);
  });

  it('sends nothing from a browser with Global Privacy Control on, and says so on the privacy page', async () => {
    const { page, sent } = await visitor(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.getByLabel('Age').selectOption({ label: '6 years' });
    await page.goto(app.server.url('demo', '/policy/privacy'));
    await page.getByRole('heading', { name: t.privacy.title }).waitFor();
    expect(sent).toEqual([]);
  });
});

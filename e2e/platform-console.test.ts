import { messages } from '@clubroom/domain/messages';
import { clubToday } from '@clubroom/domain/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppServer } from './support/app-server.js';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { e2eNow } from './support/clock.js';
import { demoParentPage, DEMO_PASSWORD, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.platformConsole;
const app = withAppServerAndBrowser();

/** The first day of next month on the club's calendar, by the suite's clock. */
const firstOfNextMonth = () => {
  const [year, month] = clubToday('Europe/London', e2eNow()).split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The demo's platform manager signed in on the platform host, at the given size. */
async function platformManagerPage(
  server: AppServer,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const { page } = await newPage(app.browser, viewport);
  await page.goto(server.url(null, '/api/auth/me'));
  const login = await postFromPage(page, '/api/v4/public/authentication/login-user', {
    email: 'platform@example.com',
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  return page;
}

describe('the platform console (/manage)', () => {
  it('a platform manager finds a club, switches a feature, sets next month’s rates, suspends and restores it', async () => {
    // The club absorbs its fees, so Payment Secures Booking may be switched on.
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    expect((await postFromPage(organiser, '/api/settings/platform-fees', {})).status).toBe(200);

    const page = await platformManagerPage(app.server);
    await page.goto(app.server.url(null, '/manage'));
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByLabel(t.search).fill('demo');
    await page.getByRole('button', { name: t.search }).click();
    const list = page.getByRole('list', { name: t.title });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.getByRole('link').first().click();

    const features = page.getByRole('region', { name: t.features });
    await features.getByRole('button', { name: t.switchOn('Payment Secures Booking') }).click();
    await features.getByText(t.featureSaved('Payment Secures Booking', true)).waitFor();

    const rates = page.getByRole('form', { name: t.changeRates });
    const nextMonth = firstOfNextMonth();
    await rates.getByLabel(t.effectiveFrom).fill(nextMonth);
    await rates.getByLabel(t.commissionPercent).fill('2.5');
    await rates.getByRole('button', { name: t.saveRates }).click();
    await rates.getByText(t.ratesSaved).waitFor();
    const panel = page.getByRole('region', { name: t.rates });
    await panel.getByRole('cell', { name: nextMonth }).waitFor();
    await panel.getByText('3 % + 1.5 % + 20p').waitFor(); // in effect now: unchanged

    const status = page.getByRole('region', { name: t.accountStatus });
    await status.getByRole('button', { name: t.suspend }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: t.suspend }).click();
    await status.getByText(/^Suspended since/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The club's schedule says so.
    const visitor = (await newPage(app.browser, PHONE)).page;
    await visitor.goto(app.server.url('demo', '/'));
    await visitor.getByText(messages.notTakingBookings).waitFor();

    await status.getByRole('button', { name: t.restore }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.restore }).click();
    await status.getByText(t.takingBookings).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.getByText(messages.notTakingBookings).count()).toBe(0);
  });

  it('a platform manager adds a plan for clubs and marks a club premium on the listing site', async () => {
    const plans = t.plans;
    const page = await platformManagerPage(app.server);
    await page.goto(app.server.url(null, '/manage'));
    await page.getByRole('link', { name: t.plansLink }).click();
    await page.getByRole('heading', { name: plans.title, level: 1 }).waitFor();
    const create = page.getByRole('form', { name: plans.create });
    await create.getByLabel(plans.name).fill('Studio');
    await create.getByLabel(plans.amount).fill('12.50');
    await create.getByLabel(plans.amount).press('Tab');
    await create.getByRole('button', { name: plans.save }).click();
    const studio = page.getByRole('region', { name: 'Studio' });
    await studio.getByText(`${plans.price('£12.50', 'month')}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(app.server.url(null, '/manage'));
    await page.getByLabel(t.search).fill('demo');
    await page.getByRole('button', { name: t.search }).click();
    await page.getByRole('list', { name: t.title }).getByRole('link').first().click();
    const listing = page.getByRole('region', { name: t.listingSite });
    await listing.getByText(t.premiumOff).waitFor();
    await listing.getByRole('button', { name: t.markPremium }).click();
    await listing.getByText(t.premiumOn).waitFor();
    await listing.getByRole('button', { name: t.unmarkPremium }).click();
    await listing.getByText(t.premiumOff).waitFor();
  });

  it('a platform manager uploads a stylesheet, previews it on the club’s site, applies it and removes it', async () => {
    const s = t.stylesheet;
    const SKIN_COLOUR = 'rgb(1, 2, 3)';
    const headingColour = (p: Page) =>
      p.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color);
    const visitor = (await newPage(app.browser, PHONE)).page;
    await visitor.goto(app.server.url('demo', '/'));
    expect(await headingColour(visitor)).not.toBe(SKIN_COLOUR);

    const page = await platformManagerPage(app.server);
    await page.goto(app.server.url(null, '/manage'));
    await page.getByLabel(t.search).fill('demo');
    await page.getByRole('button', { name: t.search }).click();
    await page.getByRole('list', { name: t.title }).getByRole('link').first().click();
    const panel = page.getByRole('region', { name: s.title });
    await panel.getByText(s.none).waitFor();
    await panel.getByLabel(s.file).setInputFiles({
      name: 'skin.css',
      mimeType: 'text/css',
      buffer: Buffer.from(`h1 { color: ${SKIN_COLOUR} !important; }\n`),
    });
    await panel.getByRole('button', { name: s.upload }).click();
    await panel.getByText(s.uploaded).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The preview: the club's site with the preview's token uses it; the site itself does not yet.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByRole('link', { name: s.previewLink }).click(),
    ]);
    // Its stylesheets loaded: a popup's page is handed over before they are (a reload waits for them itself).
    await preview.waitForLoadState('load');
    expect(await headingColour(preview)).toBe(SKIN_COLOUR);
    await visitor.reload();
    expect(await headingColour(visitor)).not.toBe(SKIN_COLOUR);

    await panel.getByRole('button', { name: s.apply }).click();
    await panel.getByText(s.appliedNow).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await headingColour(visitor)).toBe(SKIN_COLOUR);

    await panel.getByRole('button', { name: s.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: s.remove }).click();
    await panel.getByText(s.removed).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await headingColour(visitor)).not.toBe(SKIN_COLOUR);
  });

  it('fits a phone (390 px) without sideways scrolling', async () => {
    const page = await platformManagerPage(app.server, PHONE);
    await page.goto(app.server.url(null, '/manage'));
    await page.getByRole('list', { name: t.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('list', { name: t.title }).getByRole('link').first().click();
    await page.getByRole('region', { name: t.rates }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

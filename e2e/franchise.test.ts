import type { FranchiseNetworksResponse, FranchiseReport } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppServer } from './support/app-server.js';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { DEMO_PASSWORD, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.franchise;
const app = withAppServerAndBrowser();

/** A demo login signed in on the platform host, at the given size. */
async function platformHostPage(
  server: AppServer,
  email: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const { page } = await newPage(app.browser, viewport);
  await page.goto(server.url(null, '/api/auth/me'));
  const login = await postFromPage(page, '/api/v4/public/authentication/login-user', {
    email,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  return page;
}

const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).json(), path) as Promise<T>;

describe('franchise networks', () => {
  it("a franchise manager sees its two clubs' months and the network's totals", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await platformHostPage(app.server, 'franchise@example.com', viewport);
      await page.goto(app.server.url(null, '/franchise'));
      await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
      const { networks } = await getJson<FranchiseNetworksResponse>(page, '/api/franchise/networks');
      expect(networks.map((n) => n.name)).toEqual(['Demo Franchise']);
      const report = await getJson<FranchiseReport>(page, `/api/franchise/networks/${networks[0]!.networkId}/report`);
      expect(report.clubs.map((c) => c.subdomain)).toEqual(['demo', 'riverside']);

      const totals = page.getByRole('table', { name: t.totals('GBP') });
      await totals.waitFor();
      for (const club of report.clubs) await page.getByRole('table', { name: club.name }).waitFor();
      // This month's row of the totals: the two clubs' takings added up.
      const month = report.to;
      const sum = report.clubs.reduce((s, c) => s + c.months.at(-1)!.takings, 0);
      expect(report.totals[0]!.months.at(-1)!.takings).toBe(sum);
      const row = totals.getByRole('row', { name: new RegExp(`^${month}`) });
      await row
        .getByRole('cell', { name: formatMoney(sum, currencySymbolFor('GBP')), exact: true })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('a platform manager creates a network in the console; another person sees none of it', async () => {
    const page = await platformHostPage(app.server, 'platform@example.com');
    await page.goto(app.server.url(null, '/manage'));
    await page.getByRole('link', { name: t.console.networksLink }).click();
    await page.getByRole('heading', { name: t.console.title, level: 1 }).waitFor();
    await page.getByLabel(t.console.name).fill('Westside Franchise');
    await page.getByRole('button', { name: t.console.create }).click();
    const westside = page.getByRole('region', { name: 'Westside Franchise' });
    await westside.waitFor();
    await westside.getByLabel(t.console.managerEmail).fill('organiser@example.com');
    await westside.getByRole('button', { name: t.console.addManager }).click();
    await westside.getByText('(organiser@example.com)').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The new manager sees Westside (no clubs) and nothing of the Demo Franchise.
    const organiser = await platformHostPage(app.server, 'organiser@example.com', PHONE);
    await organiser.goto(app.server.url(null, '/franchise'));
    await organiser.getByText('Westside Franchise').waitFor();
    expect(await organiser.getByRole('table', { name: 'Little Legends Sports Club' }).count()).toBe(0);
  });
});

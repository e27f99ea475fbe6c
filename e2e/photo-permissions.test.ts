import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.paySettings;
const API = '/api/settings/photo-permissions';
const app = withAppServerAndBrowser();

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The count on the filter's choice for `label` ('No 12' → 12). */
async function countOf(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('group', { name: t.photosShow })
    .getByRole('button', { name: new RegExp(`^${label} [\\d,]+$`) })
    .innerText();
  return Number(text.slice(label.length).replace(/[^\d]/g, ''));
}

describe('photo permissions (/cms/settings/photo-permissions)', () => {
  it('on a phone: the counts, the pages, a filter by answer and a search, its first answer preloaded with the HTML', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === API) asked.push(url.pathname + url.search);
    });
    await page.goto(app.server.url('demo', '/cms/settings/photo-permissions'));
    await page.getByRole('heading', { name: t.photosTitle, level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    // The list as it opens is the preloaded bare address, taken by the app: asked for once.
    expect(asked).toEqual([API]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await fitsTheWidth(page)).toBe(true);

    const [yes, no, none] = [
      await countOf(page, t.photoYes),
      await countOf(page, t.photoNo),
      await countOf(page, t.photoUnanswered),
    ];
    const everyone = yes + no + none;
    expect(await countOf(page, t.photosShowAll)).toBe(everyone);
    const pages = Math.ceil(everyone / 50);
    await page.getByText(t.photosPageOf(1, pages, everyone)).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(Math.min(50, everyone) + 1);
    if (pages > 1) {
      await page.getByRole('button', { name: messages.pager.next }).click();
      await page.waitForURL(/page=2/);
      await page.getByText(t.photosPageOf(2, pages, everyone)).waitFor();
    }

    // Those who said no: only Nos, from page 1, the choice pressed.
    const noChoice = page.getByRole('group', { name: t.photosShow }).getByRole('button', { name: /^No / });
    await noChoice.click();
    await page.waitForURL((url) => url.searchParams.get('answer') === 'no' && !url.searchParams.has('page'));
    // The address changes before the list re-renders: wait for the choice to show pressed.
    await expect.poll(() => noChoice.getAttribute('aria-pressed')).toBe('true');
    if (no > 0) {
      await page.getByText(t.photosPageOf(1, Math.ceil(no / 50), no)).waitFor();
      expect(await page.getByRole('cell', { name: t.photoYes, exact: true }).count()).toBe(0);
      expect(await page.getByRole('cell', { name: t.photoNo, exact: true }).count()).toBe(Math.min(50, no));
    } else {
      await page.getByText(t.photosNoMatches).waitFor();
    }

    // Everyone again, searched by a child's name: the parent under the child on a phone.
    await page
      .getByRole('group', { name: t.photosShow })
      .getByRole('button', { name: /^Everyone / })
      .click();
    await page.getByRole('searchbox', { name: t.photosSearchLabel }).fill('maya parent');
    await page.getByRole('search').getByRole('button', { name: t.photosSearchLabel }).click();
    await page.waitForURL(/search=maya/);
    const maya = page.getByRole('row', { name: /Maya Parent/ });
    await maya.waitFor();
    expect(await maya.getByText('Priya Parent').filter({ visible: true }).count()).toBe(1);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.close();
  });

  it('at 1280 px: the parent in a column of its own', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.server.url('demo', '/cms/settings/photo-permissions?search=maya%20parent'));
    await page.getByRole('row', { name: /Maya Parent/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: t.photosParent }).isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: 'Priya Parent', exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.close();
  });
});

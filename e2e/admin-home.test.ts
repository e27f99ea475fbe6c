import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.cms;
const app = withAppServerAndBrowser();

/** A demo staff member, signed in on a phone with the terms accepted. */
const staffPage = (email: string) => demoParentPage(app.browser, app.server, email);
const navOf = (page: Awaited<ReturnType<typeof staffPage>>) => page.getByRole('navigation', { name: t.nav.label });

describe('the club home and the admin navigation, on a phone', () => {
  it("shows an organiser today's sessions and the club's figures, and every section from the navigation", async () => {
    const page = await staffPage('organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('region', { name: t.home.today }).waitFor();
    await page
      .getByRole('region', { name: t.home.thisWeek })
      .getByText(/sessions?, .* booked/)
      .waitFor();
    await page.getByRole('region', { name: t.home.fillRate }).getByText(/%$/).waitFor();
    await page.getByRole('region', { name: t.home.moneyThisMonth }).getByText(t.home.net).waitFor();
    await page.getByRole('region', { name: messages.scheduleAnalytics.home.title }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Registers come first; the current section is marked; the row scrolls rather than widening the page.
    const links = navOf(page).getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      t.nav.registers,
      t.nav.home,
      t.nav.schedule,
      t.nav.venues,
      t.nav.contacts,
      messages.messaging.logTitle,
      t.nav.orders,
      messages.subscriptions.admin.title,
      messages.reporting.navLink,
      messages.scheduleAnalytics.navLink,
      t.nav.staff,
      t.nav.settings,
    ]);
    expect(await navOf(page).getByRole('link', { name: t.nav.home }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // On a computer the tabs wrap instead: a mouse cannot easily scroll the row, so none may sit out of sight in it.
    await page.setViewportSize(DESKTOP);
    const outOfSight = () =>
      navOf(page).evaluate((nav) => {
        const row = nav.querySelector('ul')!.getBoundingClientRect();
        return [...nav.querySelectorAll('a')]
          .filter((link) => {
            const { left, right } = link.getBoundingClientRect();
            return left < row.left || right > row.right;
          })
          .map((link) => link.textContent);
      });
    expect(await outOfSight()).toEqual([]);
    await page.setViewportSize(PHONE);
    await navOf(page).getByRole('link', { name: t.nav.registers }).click();
    await page.getByRole('heading', { name: messages.registers.listTitle, level: 1 }).waitFor();
    expect(await navOf(page).getByRole('link', { name: t.nav.registers }).getAttribute('aria-current')).toBe('page');

    // Settings gathers every settings page; it stays marked on the pages under it.
    await navOf(page).getByRole('link', { name: t.nav.settings }).click();
    await page.getByRole('heading', { name: t.settings.title, level: 1 }).waitFor();
    const settings = page.getByRole('main').getByRole('listitem');
    expect(await settings.count()).toBe(16); // every settings page (admin-nav-items.ts), the plan, trophies, questions and the embed among them
    await settings.getByText(t.settings.photoPermissions).click();
    await page.getByRole('heading', { name: messages.paySettings.photosTitle, level: 1 }).waitFor();
    expect(await navOf(page).getByRole('link', { name: t.nav.settings }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a coach their registers and their own sessions only, none of the club’s figures', async () => {
    const page = await staffPage('coach@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('region', { name: t.home.today }).waitFor();
    // Coaches message their own classes' families (service messages): the log is theirs too.
    expect(await navOf(page).getByRole('link').allInnerTexts()).toEqual([
      t.nav.registers,
      t.nav.home,
      messages.messaging.logTitle,
    ]);
    for (const panel of [
      t.home.fillRate,
      t.home.waitingLists,
      t.home.moneyThisMonth,
      t.home.recentBookings,
      messages.scheduleAnalytics.home.title,
    ]) {
      expect(await page.getByRole('region', { name: panel }).count()).toBe(0);
    }
  });
});

import type { ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { createClubThroughSignUp, newFounder } from './support/new-club.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const app = withAppServerAndBrowser();
const v = messages.venues;
const schedule = messages.adminSchedule;
const nav = messages.cms.nav;

/** The browser's clock, fixed for the test: term dates are counted from it. */
const NOW = e2eNow();
/** A club-local (London) date some days after NOW, as a date field takes it. */
const dateFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(NOW.getTime() + days * 86_400_000));

const openSection = async (page: Page, label: string) => {
  await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
};

/** Fills the venue's fields (the venue form's, or a class's new venue under `within`). */
async function fillVenue(page: Page, venue: { name: string; address: string; postcode: string; notes: string }) {
  await page.getByLabel(v.name, { exact: true }).fill(venue.name);
  await page.getByLabel(v.address, { exact: true }).fill(venue.address);
  await page.getByLabel(v.postcode, { exact: true }).fill(venue.postcode);
  await page.getByLabel(v.notes).fill(venue.notes);
}

/**
 * Issue 23: a brand-new club (made through the platform's sign-up) adds its first venue, then its
 * first classes, one at that venue sold as a monthly plan and one at a venue added from the class
 * form, and once the term is published both are on its public schedule with their venues. On a phone.
 */
describe('a new club’s venues and first classes, on a phone', () => {
  it('adds a venue from the empty state, then classes at it and at a new one, with a monthly plan', async () => {
    const stamp = Date.now();
    const subdomain = `venues-${stamp}`;
    const { page } = await newPage(app.browser, PHONE);
    await page.clock.setFixedTime(NOW);
    await createClubThroughSignUp(page, app.server, {
      founder: newFounder(stamp, 'Vera'),
      subdomain,
      name: 'Vera’s Kickers',
    });

    // Venues, from the admin navigation: none yet, and the way to add one.
    await openSection(page, nav.venues);
    await page.getByText(v.empty).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: v.add }).click();
    await page.getByRole('heading', { name: v.addTitle }).waitFor();
    await fillVenue(page, {
      name: 'Riverside Hall',
      address: '1 Mill Lane',
      postcode: 'sw4 6db',
      notes: 'Parking behind the hall',
    });
    await page.getByRole('button', { name: v.save }).click();
    await page.waitForURL((url) => url.pathname === '/cms/venues');
    await page.getByRole('heading', { name: 'Riverside Hall' }).waitFor();
    await page.getByText('1 Mill Lane, SW4 6DB').waitFor();
    await page.getByText('Parking behind the hall').waitFor();

    // A venue nothing is held at is deleted after asking.
    await page.getByRole('link', { name: v.add }).click();
    await fillVenue(page, { name: 'Old Barn', address: '', postcode: 'SW4 6DB', notes: '' });
    await page.getByRole('button', { name: v.save }).click();
    await page.getByRole('button', { name: `${v.delete} Old Barn` }).click();
    const dialog = page.getByRole('dialog', { name: v.confirmDelete('Old Barn') });
    await dialog.getByRole('button', { name: v.delete }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Old Barn' }).count()).toBe(0);

    // Schedule → a term → Add a class at the venue, sold as a monthly plan.
    await openSection(page, nav.schedule);
    await page.getByRole('link', { name: schedule.addTerm }).first().click();
    await page.getByLabel(schedule.term.name).fill('Spring Term');
    await page.getByLabel(schedule.term.startDate).fill(dateFromNow(1));
    await page.getByLabel(schedule.term.endDate).fill(dateFromNow(56));
    await page.getByRole('button', { name: schedule.save }).click();
    const term = page.getByRole('region', { name: 'Spring Term' });
    await term.getByRole('link', { name: schedule.run.addTitle }).click();
    await page.getByRole('heading', { name: schedule.run.addTitle }).waitFor();
    await page.getByLabel(schedule.run.className).fill('Little Kickers');
    const venue = page.getByLabel(v.choice.label, { exact: true });
    // "A new venue…" opens the new venue's fields; choosing the hall closes them.
    await venue.selectOption({ label: v.choice.newVenue });
    await page.getByRole('group', { name: v.choice.newVenue }).waitFor();
    await venue.selectOption({ label: 'Riverside Hall (SW4 6DB)' });
    expect(await page.getByRole('group', { name: v.choice.newVenue }).count()).toBe(0);
    await page.getByLabel(schedule.run.pricePerSession).fill('6.00');
    await page.getByLabel(schedule.run.plan).check();
    await page.getByLabel(schedule.run.monthlyPrice).fill('32.50');
    await page.getByLabel(schedule.run.trialDays).fill('14');
    await page.getByLabel(schedule.run.billingDay).fill('1');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: schedule.save }).click();
    await term.getByText('Little Kickers').waitFor();
    await term.getByText('£32.50 a month, first 14 days free, taken on the 1st').waitFor();

    // A second class at a venue added from the class form.
    await term.getByRole('link', { name: schedule.run.addTitle }).click();
    await page.getByLabel(schedule.run.className).fill('Tiny Kickers');
    await page.getByLabel(v.choice.label, { exact: true }).selectOption({ label: v.choice.newVenue });
    await fillVenue(page, { name: 'Common Pavilion', address: 'The Common', postcode: 'SW4 6DB', notes: '' });
    await page.getByLabel(schedule.run.pricePerSession).fill('5.00');
    await page.getByRole('button', { name: schedule.save }).click();
    await term.getByText('Tiny Kickers').waitFor();

    // New classes are drafts until the term is published.
    expect(await term.getByText(schedule.publishing.draftBadge, { exact: true }).count()).toBe(2);
    await term.getByRole('button', { name: `${schedule.publishing.publishTerm} Spring Term` }).click();
    await term.getByText(schedule.publishing.termPublished('Spring Term')).waitFor();
    expect(await term.getByText(schedule.publishing.draftBadge, { exact: true }).count()).toBe(0);

    // The venues say what is held at each, and that a venue in use cannot be deleted.
    await openSection(page, nav.venues);
    await page.getByText(v.usedBy('Little Kickers (Spring Term)')).waitFor();
    await page.getByText(v.usedBy('Tiny Kickers (Spring Term)')).waitFor();
    expect(await page.getByText(v.inUseNoDelete).count()).toBe(2);
    expect(await page.getByRole('button', { name: `${v.delete} Riverside Hall` }).count()).toBe(0);

    // The club's public schedule has both classes, each with its venue.
    await page.goto(app.server.url(subdomain, '/'));
    await page.getByText('Little Kickers').first().waitFor();
    await page.getByText('Riverside Hall').first().waitFor();
    await page.getByText('Common Pavilion').first().waitFor();
    const current = (await page.evaluate(async () =>
      (await fetch('/api/v4/public/schedule/current')).json(),
    )) as ScheduleResponse;
    const runs = current.terms.flatMap((x) => x.runs).map((r) => [r.className, r.venueName]);
    expect(runs.sort()).toEqual([
      ['Little Kickers', 'Riverside Hall'],
      ['Tiny Kickers', 'Common Pavilion'],
    ]);
  });
});

import { addDays, clubToday, localWeekday } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { e2eNow } from './support/clock.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();

/** A term of the suite's future: its first day the Monday five weeks after the next, whatever the clock says. */
const futureTermDay = (daysAfterItsFirst: number) => {
  const now = e2eNow();
  const untilMonday = 8 - (localWeekday(Math.floor(now.getTime() / 1000), 'Europe/London') || 7);
  return addDays(clubToday('Europe/London', now), untilMonday + 35 + daysAfterItsFirst);
};

/** The demo organiser, signed in on a phone with the terms accepted. */
const organiserPage = () => demoParentPage(app.browser, app.server, 'organiser@example.com');

describe('the schedule admin (/cms/schedule) on a phone', () => {
  it('an organiser adds a term and a class, sees field errors, and deletes what has no bookings', async () => {
    const page = await organiserPage();
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Empty dates are needed, in plain words naming each field (not 'must be a date', nor 'after the first day').
    await page.getByRole('link', { name: 'Add a term' }).click();
    await page.getByLabel('Term name').fill('Admin Test Term');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('First day is required').waitFor();
    await page.getByText('Last day is required').waitFor();
    expect(await page.getByText(/must be a date|after the first day/).count()).toBe(0);
    // A term whose last day is before its first: the server's words beside the field.
    await page.getByLabel('First day').fill(futureTermDay(0));
    await page.getByLabel('Last day').fill(futureTermDay(-3));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Last day must be after the first day').waitFor();
    await page.getByLabel('Last day').fill(futureTermDay(11 * 7 + 4));
    await page.getByRole('button', { name: 'Add a break' }).click();
    await page.getByLabel('Break name').fill('Half term');
    await page.getByLabel('From').fill(futureTermDay(6 * 7));
    await page.getByLabel('To', { exact: true }).fill(futureTermDay(6 * 7 + 4));
    await page.getByRole('button', { name: 'Save' }).click();

    const term = page.getByRole('region', { name: 'Admin Test Term' });
    await term.waitFor();
    await term.getByText('No classes in this term yet.').waitFor();
    await term.getByRole('link', { name: 'Add a class' }).click();
    await page.getByLabel('Class name').fill('Little Kickers');
    await page.getByLabel('Price per session (£)').fill('7.50');
    await page.getByLabel('Places').fill('ten');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must be a whole number').waitFor();
    await page.getByLabel('Places').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();

    await term.getByText('Little Kickers').waitFor();
    // Mondays 16:00–17:00 for twelve weeks, less the half term's: 11 sessions.
    await term.getByText('0 / 10 booked · 11 sessions').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await term.getByRole('link', { name: 'Edit Little Kickers' }).click();
    await page.getByRole('heading', { name: 'Edit Little Kickers' }).waitFor();
    expect(await page.getByLabel('Price per session (£)').inputValue()).toBe('7.50');
    await page.getByLabel('Places').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await term.getByText('0 / 12 booked · 11 sessions').waitFor();

    await term.getByRole('link', { name: 'Delete Little Kickers' }).click();
    await page.getByRole('dialog', { name: 'Delete Little Kickers?' }).getByRole('button', { name: 'Delete' }).click();
    await term.getByText('No classes in this term yet.').waitFor();
    await term.getByRole('link', { name: 'Delete Admin Test Term' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await term.waitFor({ state: 'detached' });
    await page.close();
  });

  it('refuses to delete a term with bookings, saying how many', async () => {
    const page = await organiserPage();
    await page.goto(app.server.url('demo', '/cms/schedule'));
    const booked = page
      .getByRole('region')
      .filter({ hasText: /[1-9]\d* \/ \d+ booked/ })
      .first();
    const name = await booked.getByRole('heading').textContent();
    await booked.getByRole('link', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alert')
      .getByText(/This term has \d+ bookings?, so it cannot be deleted/)
      .waitFor();
    await page.getByRole('heading', { name: name! }).waitFor();
    await page.close();
  });

  it('unpublishes a class with bookings after asking (they stay booked), and publishes it again', async () => {
    const page = await organiserPage();
    await page.goto(app.server.url('demo', '/cms/schedule'));
    const item = page
      .getByRole('listitem')
      .filter({ hasText: /[1-9]\d* \/ \d+ booked/ })
      .first();
    const unpublish = item.getByRole('button', { name: /^Unpublish / });
    const name = (await unpublish.getAttribute('aria-label'))!.replace(/^Unpublish /, '');
    await unpublish.click();
    const dialog = page.getByRole('dialog', { name: `Unpublish ${name}?` });
    await dialog.getByText(/They stay booked/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText(`${name} is a draft again: only your staff can see it.`).waitFor();
    await item.getByText('Draft', { exact: true }).waitFor();
    await item.getByRole('button', { name: `Publish ${name}` }).click();
    await page.getByText(`${name} is published: it is on your public schedule and families can book it.`).waitFor();
    await page.close();
  });

  it("opens the delete dialog at the spec's delete URLs, and an unknown admin path is not found", async () => {
    const page = await organiserPage();
    await page.goto(app.server.url('demo', '/cms/schedule'));
    const term = page
      .getByRole('region')
      .filter({ hasText: /booked/ })
      .filter({ has: page.getByRole('link', { name: /^Delete .*Term \d{4}$/ }) })
      .first();
    const termName = (await term.getByRole('heading').first().textContent())!;
    const termHref = (await term.getByRole('link', { name: `Delete ${termName}` }).getAttribute('href'))!;
    expect(termHref).toMatch(/^\/cms\/schedule\/term\/\d+\/delete$/);
    const runLinks = term.getByRole('link', { name: /^Delete / }).filter({ hasNot: page.getByText(termName) });
    expect(await runLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toContainEqual(
      expect.stringMatching(/^\/cms\/schedule\/runs\/delete\/\d+$/),
    );

    await page.goto(app.server.url('demo', termHref));
    const dialog = page.getByRole('dialog', { name: `Delete ${termName}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/cms\/schedule$/);
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(app.server.url('demo', '/cms/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });
});

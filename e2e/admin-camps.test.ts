import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();

/** The demo organiser, signed in on a phone with the terms accepted. */
const organiserPage = () => demoParentPage(app.browser, app.server, 'organiser@example.com');

describe('the camps admin (camps on /cms/schedule) on a phone', () => {
  it('an organiser adds a camp with two weeks, publishes it, sees it on the public schedule, opens its register and deletes it', async () => {
    const page = await organiserPage();
    await page.goto(app.server.url('demo', '/cms/schedule'));
    await page.getByRole('heading', { name: 'Camps', level: 2 }).waitFor();
    await page.getByRole('region', { name: 'Holiday Football Camp' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add a camp' }).click();
    await page.waitForURL(/\/cms\/camps\/add\?step=details$/);
    // The details are checked before the weeks: the step stays, each problem beside its field in plain words.
    await page.getByLabel('Places per day').fill('0');
    await page.getByRole('button', { name: 'Next: weeks' }).click();
    await page.getByText('Camp name is required').waitFor();
    await page.getByText('Places per day must be at least 1').waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('details');
    await page.getByLabel('Camp name').fill('E2E Holiday Camp');
    await page.getByLabel('Week price (£)').fill('150');
    await page.getByLabel('Day price (£)').fill('35');
    await page.getByLabel('Places per day').fill('12');
    await page.getByRole('button', { name: 'Next: weeks' }).click();
    await page.waitForURL(/step=weeks$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A week starting on a Tuesday: the server's words beside the field.
    const monday = await page.getByLabel('Monday of the week').inputValue();
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Monday of the week').fill(tuesday);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must be a Monday').waitFor();
    await page.getByLabel('Monday of the week').fill(monday);
    await page.getByRole('button', { name: 'Add a week' }).click();
    expect(await page.locator('#week-1-name').inputValue()).toBe('Week 2');
    await page.locator('#week-1-fri').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();

    const camp = page.getByRole('region', { name: 'E2E Holiday Camp' });
    await camp.waitFor();
    // Nine days (five, then four) of 12 places.
    await camp.getByText('2 weeks · 0 / 108 places booked').waitFor();

    await camp.getByRole('link', { name: 'Register: Week 1 (E2E Holiday Camp)' }).click();
    await page.getByRole('tab', { name: /^Mon/ }).waitFor();
    await page.getByText('No children booked on this day.').waitFor();
    await page.getByRole('tab', { name: /^Fri/ }).click();
    await page.getByText('No children booked on this day.').waitFor();
    await page.goBack();

    // A new camp is a draft, seen by the staff only, until it is published.
    await camp.getByText('Draft', { exact: true }).waitFor();
    await camp.getByRole('button', { name: 'Publish E2E Holiday Camp' }).click();
    await page
      .getByText('E2E Holiday Camp is published: it is on your public schedule and families can book it.')
      .waitFor();
    await camp.getByRole('button', { name: 'Unpublish E2E Holiday Camp' }).waitFor();

    const visitor = await app.browser.newPage();
    await visitor.goto(app.server.url('demo', '/'));
    await visitor.getByText('E2E Holiday Camp').first().waitFor();
    await visitor.close();

    await camp.getByRole('button', { name: 'Delete E2E Holiday Camp' }).click();
    await page
      .getByRole('dialog', { name: 'Delete E2E Holiday Camp?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await camp.waitFor({ state: 'detached' });
    await page.close();
  });
});

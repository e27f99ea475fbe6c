import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();

describe('contacts (/cms/contacts) on a phone', () => {
  it('an organiser searches for a parent, opens them and downloads the list as CSV', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('link', { name: 'Contacts' }).first().click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search' }).fill('maya');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/search=maya/);
    await page.getByText('Page 1 of 1 (1 contact)').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    // The run's Chromium is shared over a connection, where a download has no local path: it is saved here.
    const saved = join(tmpdir(), `contacts-${process.pid}.csv`);
    await (await download).saveAs(saved);
    const csv = await readFile(saved, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('First name,Last name,Email,Phone,Joined,Children');
    expect(csv).toContain('Priya,Parent,parent@example.com');
    expect(csv).not.toContain('parent2@example.com');

    await page.getByRole('link', { name: 'Priya Parent' }).click();
    await page.getByRole('heading', { name: 'Priya Parent', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Maya Parent' }).waitFor();
    await page.getByRole('link', { name: 'Edit Maya' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Removing asks first; cancelling leaves the contact as it was.
    await page.getByRole('button', { name: 'Remove contact' }).click();
    await page.getByRole('dialog', { name: 'Remove Priya Parent?' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  });

  it('an organiser adds a parent (field errors beside the fields), then a child', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/contacts'));
    await page.getByRole('link', { name: 'Add contact' }).click();
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Added');
    await page.getByLabel('Email').fill('erin.added@example.com');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('must be a UK phone number').waitFor();
    await page.getByLabel('Phone').fill('07700 900777');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The contact is added and has been emailed a link to sign in.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('Ivy');
    await page.getByLabel('Last name').fill('Added');
    await page.getByLabel('Date of birth').fill('2019-06-01');
    await page.getByLabel('Name', { exact: true }).fill('Gran Added');
    await page.getByLabel('Relationship to the child').fill('Grandmother');
    await page.getByLabel('Phone number').fill('07700900888');
    await page.getByLabel(/Pictures and videos/).selectOption('0');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('heading', { name: 'Erin Added', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Ivy Added' }).waitFor();
    await page.close();
  });
});

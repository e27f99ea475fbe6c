import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.calendarFeeds;

const app = withAppServerAndBrowser();

/** The feed as a calendar app reads it: no cookie, by the link's path on the platform's host. */
const readFeed = (link: string) => fetch(app.server.url(null, new URL(link).pathname + new URL(link).search));

describe("a family's calendar link on a phone", () => {
  it('gets a link from the account page, copies it, a new link (asked first) stops the old one, and so does stopping it', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(app.server.url('demo', '/dashboard'));
    await page.getByRole('link', { name: t.dashboardLink }).click();
    await page.getByRole('heading', { name: t.pageTitle, level: 1 }).waitFor();
    await page.getByText(t.none).waitFor();

    await page.getByRole('button', { name: t.issue }).click();
    const field = page.getByLabel(t.linkLabel);
    await field.waitFor();
    const first = await field.inputValue();
    expect(first).toMatch(/\/api\/v4\/calendar\/family\.ics\?token=[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: t.copy }).click();
    await page.getByText(t.copied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect(await page.getByRole('link', { name: t.openInCalendar }).getAttribute('href')).toMatch(/^webcal:\/\//);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const feed = await readFeed(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    // Opened again, the page no longer shows the link: only since when it works.
    await page.reload();
    await page.getByText(t.lostIt, { exact: false }).waitFor();
    expect(await page.getByLabel(t.linkLabel).count()).toBe(0);

    await page.getByRole('button', { name: t.reissue }).click();
    const dialog = page.getByRole('dialog', { name: t.reissueTitle });
    await dialog.getByRole('button', { name: t.reissueConfirm }).click();
    await dialog.waitFor({ state: 'hidden' });
    const second = await page.getByLabel(t.linkLabel).inputValue();
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);

    // Stopped from the account page (asked first): the link answers 404 from then on.
    await page.getByRole('button', { name: t.revoke }).click();
    const stop = page.getByRole('dialog', { name: t.revokeTitle });
    await stop.getByRole('button', { name: t.revokeConfirm }).click();
    await page.getByText(t.revoked).waitFor();
    await page.getByText(t.none).waitFor();
    expect((await readFeed(second)).status).toBe(404);
  });
});

import type { Child, Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.adminBookings;
const run = messages.adminSchedule.run;
const booking = messages.bookingPages;

const publicRuns = (page: Page) =>
  page.evaluate(async () => {
    const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
    return schedule.terms.flatMap((term) => term.runs);
  });

describe('an invite-only run', () => {
  it('is switched on by the organiser, hidden from visitors, and booked by the invited parent from the email', async () => {
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    const target = (await publicRuns(organiser)).find(
      (r) => r.className === 'Mini Kickers' && r.bookingsCount < r.capacity,
    )!;

    // The edit form: invite only, and free (so the parent books with Book Now, no payment).
    await organiser.goto(app.server.url('demo', `/cms/schedule/runs/edit/${target.runId}`));
    await organiser.getByRole('heading', { name: 'Edit Mini Kickers' }).waitFor();
    await organiser.getByLabel('Price per session (£)').fill('0');
    await organiser.getByLabel('Price per term (£, optional)').fill('');
    await organiser.getByRole('switch', { name: run.inviteOnly }).click();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await organiser.getByRole('button', { name: 'Save' }).click();
    await organiser.waitForURL((url) => url.pathname === '/cms/schedule');
    await organiser.getByText(run.inviteOnlyBadge).first().waitFor();

    // The invite page: the demo parent's address, previewed and sent, then listed as invited.
    await organiser.goto(app.server.url('demo', `/cms/invite/run/${target.runId}`));
    await organiser.getByRole('heading', { name: t.inviteTitle('Mini Kickers'), level: 1 }).waitFor();
    await organiser.getByText(t.inviteOnlyOn).waitFor();
    await organiser.getByText(t.noInvitations).waitFor();
    await organiser.getByRole('link', { name: messages.adminSchedule.backToSchedule }).waitFor();
    // A contact is added by a button naming their address too (two contacts may share a name).
    await organiser.getByLabel(t.searchLabel).fill('priya');
    await organiser.getByRole('button', { name: t.addContact('Priya Parent', 'parent@example.com') }).click();
    expect(await organiser.getByLabel(t.emailsLabel).inputValue()).toBe('parent@example.com');
    await organiser.getByRole('button', { name: t.addedContact('Priya Parent', 'parent@example.com') }).waitFor();
    await organiser.getByLabel(t.emailsLabel).fill('Parent@Example.com');
    await organiser.getByRole('button', { name: t.preview }).click();
    await organiser.getByRole('button', { name: t.send }).click();
    await organiser.getByText(t.sent(1)).waitFor();
    const invited = organiser.getByRole('region', { name: t.invitedHeading });
    await invited.getByText('parent@example.com').waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await organiser.close();

    // A visitor: the run is gone from the public schedule, and its page is not found.
    const { page: visitor } = await newPage(app.browser, PHONE);
    await visitor.goto(app.server.url('demo', '/'));
    expect((await publicRuns(visitor)).map((r) => r.runId)).not.toContain(target.runId);
    const infoStatus = await visitor.evaluate(
      async (runId) => (await fetch(`/api/v4/public/run/${runId}`)).status,
      target.runId,
    );
    expect(infoStatus).toBe(404);
    await visitor.close();

    // The demo parent follows the email's link and books the run.
    const mail = await waitForMail(app.server.port, 'parent@example.com', /invited to book Mini Kickers/);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(new URL(link).hostname.startsWith('demo.')).toBe(true);
    expect(new URL(link).pathname).toBe(`/${target.runId}/book`);
    const parent = await demoParentPage(app.browser, app.server);
    const added = await postFromPage(parent, '/api/v4/people/child/add', {
      firstName: 'Leo',
      lastName: 'Parent',
      dateOfBirth: '2023-06-01',
      emergencyContacts: [{ name: 'Priya Parent', relation: 'Mother', phone: '07700 900123' }],
      photoPermission: '1',
    });
    expect(added.status).toBe(200);
    expect((added.json as Child).firstName).toBe('Leo');
    await parent.goto(app.server.url('demo', new URL(link).pathname));
    await parent.getByRole('heading', { name: booking.bookTitle('Mini Kickers'), level: 1 }).waitFor();
    await parent.getByRole('radio', { name: 'Leo Parent' }).check();
    await parent.getByRole('button', { name: booking.continue }).click();
    await parent.getByRole('button', { name: booking.addToBasket }).click();
    await parent.getByRole('heading', { name: booking.basketTitle, level: 1 }).waitFor();
    await parent.getByRole('button', { name: booking.bookNow }).click();
    await parent.getByRole('heading', { name: booking.orderTitle, level: 1 }).waitFor();
    await parent.getByText(booking.orderStatus.completed, { exact: true }).waitFor();
    expect(await parent.locator('main').innerText()).toContain('Mini Kickers');
    await parent.close();
  });
});

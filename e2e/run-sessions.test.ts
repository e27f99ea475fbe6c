import type { Child, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatDateTime, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { e2eNow } from './support/clock.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.runSessions;
const ZONE = 'Europe/London';
const NOW = e2eNow();
/** A club-local (London) date some days after NOW, as a date field takes it. */
const dateFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(NOW.getTime() + days * 86_400_000));

const getFromPage = <T>(page: Page, path: string) =>
  page.evaluate(
    async (url) => (await fetch(url, { headers: { accept: 'application/json' } })).json(),
    path,
  ) as Promise<T>;

/**
 * The demo parent books their new child a free trial of Mini Kickers at Battersea (a session a week or more ahead):
 * the run and the session's start.
 */
async function bookTrial(page: Page): Promise<{ runId: number; sessionStart: number; childId: number }> {
  const schedule = await getFromPage<ScheduleResponse>(page, '/api/v4/public/schedule/current');
  const run = schedule.terms
    .flatMap((term) => term.runs)
    .find((r) => r.className === 'Mini Kickers' && r.venueName.includes('Battersea'))!;
  const weekAhead = NOW.getTime() / 1000 + 7 * 86_400;
  const sessionStart = run.sessions.find((s) => s.startTime > weekAhead)!.startTime;
  const added = await postFromPage(page, '/api/v4/people/child/add', {
    firstName: 'Ada',
    lastName: 'Parent',
    dateOfBirth: '2023-06-01',
    emergencyContacts: [{ name: 'Priya Parent', relation: 'Mother', phone: '07700 900123' }],
    photoPermission: '1',
  });
  expect(added.status).toBe(200);
  const childId = (added.json as Child).personId;
  const basket = await postFromPage(page, '/api/v4/parent/basket/add', {
    type: 'trial',
    childId,
    runId: run.runId,
    sessionStart,
  });
  expect(basket.status).toBe(200);
  const booked = await postFromPage(page, '/rest/v1/payments/book', { idempotencyKey: 'run-sessions-e2e' });
  expect(booked.status).toBe(200);
  return { runId: run.runId, sessionStart, childId };
}

describe("a run's dates on a phone (issue 23.21)", () => {
  // Two people, two pages and three axe runs: longer than the default ceiling on a shared, loaded machine.
  it(
    'the organiser adds a one-off date and cancels a booked session; the family sees it cancelled',
    { timeout: 180_000 },
    async () => {
      const parent = await demoParentPage(app.browser, app.server);
      const { runId, sessionStart, childId } = await bookTrial(parent);
      const when = formatDateTime(sessionStart, ZONE);

      // The organiser, from the class's register to its dates.
      const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
      await page.goto(app.server.url('demo', `/cms/register/${runId}`));
      await page.getByRole('link', { name: t.link, exact: true }).click();
      await page.getByRole('heading', { name: t.title('Mini Kickers'), level: 1 }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A one-off date: refused in plain words when it ends before it starts, then added.
      const date = dateFromNow(9);
      await page.getByLabel(t.addDate.date, { exact: true }).fill(date);
      await page.getByLabel(t.addDate.startTime, { exact: true }).fill('08:00');
      await page.getByLabel(t.addDate.endTime, { exact: true }).fill('07:00');
      await page.getByRole('button', { name: t.addDate.submit }).click();
      await page.getByText(t.errors.endBeforeStart).waitFor();
      await page.getByLabel(t.addDate.startTime, { exact: true }).fill('07:00');
      await page.getByLabel(t.addDate.endTime, { exact: true }).fill('08:00');
      await page.getByRole('button', { name: t.addDate.submit }).click();
      const added = formatDateTime(zonedWallTimeToEpoch(date, 7, 0, ZONE), ZONE); // 07:00 on London's clock
      await page.getByText(t.addDate.added(added)).waitFor();
      const addedItem = page.getByRole('listitem').filter({ hasText: added });
      await addedItem.getByText(t.oneOffBadge).waitFor();

      // Cancelling the booked session: the dialog says who is told and what becomes of their money.
      await page.getByRole('button', { name: t.cancel.buttonOf(when) }).click();
      const dialog = page.getByRole('dialog', { name: t.cancel.title(when) });
      await dialog.getByText(/families are emailed that it is cancelled:$/).waitFor(); // the seeded families and Ada's
      await dialog.getByText(/\(Ada Parent\)$/).waitFor();
      await dialog.getByText(t.staffMoney.club).waitFor();
      await dialog.getByText(t.staffMoney.nothingPaid('Ada Parent')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByLabel(t.cancel.reason).fill('The pitch is waterlogged');
      await dialog.getByRole('button', { name: t.cancel.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(t.cancel.done(when)).waitFor();
      const cancelledItem = page.getByRole('listitem').filter({ hasText: when });
      await cancelledItem.getByText(t.cancelledBecause('The pitch is waterlogged')).waitFor();
      await cancelledItem.getByRole('button', { name: t.restore.buttonOf(when) }).waitFor();

      // The family: the session marked on their upcoming sessions and on the class's page, and emailed (last: the
      // email is the cancel's job's, which a loaded machine may take a while to run).
      await parent.goto(app.server.url('demo', '/dashboard/bookings'));
      const upcoming = parent.getByRole('listitem').filter({ hasText: when });
      await upcoming.getByText(t.cancelledBadge, { exact: true }).first().waitFor();
      expect(await seriousA11yViolations(parent)).toEqual([]);
      await parent.goto(app.server.url('demo', `/${runId}/info`));
      await parent
        .getByRole('listitem')
        .filter({ hasText: when })
        .getByText(t.cancelledBadge, { exact: true })
        .waitFor();
      await parent.getByRole('listitem').filter({ hasText: added }).waitFor();
      // A trial is never offered on it: the sessions to choose from are those that happen.
      await parent.goto(app.server.url('demo', `/${runId}/book?trial=1&child=${childId}`));
      await parent.getByText(messages.bookingPages.chooseSession).waitFor();
      expect(await parent.getByRole('radio', { name: when }).count()).toBe(0);
      await parent.getByRole('radio', { name: added }).waitFor();
      const mail = await waitForMail(
        app.server.port,
        'parent@example.com',
        /Mini Kickers session cancelled$/,
        0,
        30_000,
      );
      expect(mail.text).toContain(`The Mini Kickers session on ${when} is cancelled.`);
      expect(mail.text).toContain('Reason: The pitch is waterlogged');
    },
  );
});

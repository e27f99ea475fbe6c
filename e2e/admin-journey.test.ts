import type { Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const app = withAppServerAndBrowser();
const schedule = messages.adminSchedule;
const bookings = messages.adminBookings;
const registers = messages.registers;

/** A club-local (London) date some days from today, as a date field takes it. */
const dateFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(e2eNow().getTime() + days * 86_400_000),
  );

const publicRuns = (page: Page) =>
  page.evaluate(async () => {
    const current = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
    return current.terms.flatMap((term) => term.runs);
  });

/**
 * Issue 12's journey: an organiser builds a term and a class, sees it on the public schedule, books a
 * family's child into it and gives it a coach, who takes its register on a phone; the coach cannot
 * open another class's register or the club's money.
 */
describe('running the club day to day, on a phone', () => {
  it('an organiser creates a class and books a child for the family; its coach marks the register', async () => {
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/schedule'));
    await organiser.getByRole('link', { name: schedule.addTerm }).first().click();
    await organiser.getByLabel(schedule.term.name).fill('Journey Term');
    await organiser.getByLabel(schedule.term.startDate).fill(dateFromToday(1));
    await organiser.getByLabel(schedule.term.endDate).fill(dateFromToday(56));
    await organiser.getByRole('button', { name: 'Save' }).click();
    const term = organiser.getByRole('region', { name: 'Journey Term' });
    await term.getByRole('link', { name: schedule.run.addTitle }).click();
    await organiser.getByLabel(schedule.run.className).fill('Journey Juniors');
    await organiser.getByLabel(schedule.run.pricePerSession).fill('6.00');
    await organiser.getByLabel(schedule.run.capacity).fill('8');
    await organiser.getByRole('button', { name: 'Save' }).click();
    await term.getByText('Journey Juniors').waitFor();
    // A new class is a draft, seen by the staff only, until it is published.
    await term.getByRole('button', { name: 'Publish Journey Juniors' }).click();
    await term.getByRole('button', { name: 'Unpublish Journey Juniors' }).waitFor();

    // The public schedule has it at once.
    await organiser.goto(app.server.url('demo', '/'));
    await organiser.getByText('Journey Juniors').first().waitFor();
    const run = (await publicRuns(organiser)).find((r) => r.className === 'Journey Juniors')!;
    expect(run.bookingsCount).toBe(0);

    // Booked for Priya's Arjun, paid at the desk.
    await organiser.goto(app.server.url('demo', `/cms/book/run/${run.runId}`));
    await organiser.getByRole('searchbox', { name: bookings.searchLabel }).fill('arjun');
    await organiser.getByRole('checkbox', { name: 'Arjun Parent' }).check();
    await organiser.getByRole('button', { name: bookings.continueWith(1) }).click();
    await organiser.getByRole('heading', { name: bookings.confirmTitle }).waitFor();
    await organiser.getByRole('switch', { name: bookings.paidOfflineLabel }).click();
    await organiser.getByRole('button', { name: bookings.book }).click();
    await organiser.getByText(bookings.bookedPaid).waitFor();
    expect((await publicRuns(organiser)).find((r) => r.runId === run.runId)!.bookingsCount).toBe(1);

    // Callum takes the class.
    await organiser.goto(app.server.url('demo', `/cms/register/${run.runId}`));
    await organiser.getByText(`${registers.coaches}: ${registers.noCoaches}`).click();
    await organiser.getByLabel(registers.coach, { exact: true }).selectOption({ label: 'Callum Coach' });
    await organiser.getByRole('button', { name: registers.addCoach }).click();
    await organiser.getByText(`${registers.coaches}: Callum Coach`).waitFor();
    await organiser.close();

    // Callum, on his phone, finds the class among his registers and marks Arjun present.
    const coach = await demoParentPage(app.browser, app.server, 'coach@example.com');
    await coach.goto(app.server.url('demo', '/cms'));
    await coach
      .getByRole('navigation', { name: messages.cms.nav.label })
      .getByRole('link', { name: messages.cms.nav.registers })
      .click();
    await coach.getByRole('link', { name: /Journey Juniors/ }).click();
    const arjun = coach.getByRole('group', { name: 'Arjun Parent' });
    await arjun.getByRole('button', { name: registers.present }).click();
    await expect
      .poll(() => arjun.getByRole('button', { name: registers.present }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await coach.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await coach.reload();
    await expect
      .poll(() =>
        coach
          .getByRole('group', { name: 'Arjun Parent' })
          .getByRole('button', { name: registers.present })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await coach.close();
  });

  it("refuses the coach another class's register and every money page", async () => {
    const coach = await demoParentPage(app.browser, app.server, 'coach@example.com');
    await coach.goto(app.server.url('demo', '/'));
    // Baby Sensory is not one of Callum's (he takes the football classes).
    const babies = (await publicRuns(coach)).find((r) => r.className === 'Baby Sensory')!;
    await coach.goto(app.server.url('demo', `/cms/register/${babies.runId}`));
    await coach.getByRole('heading', { name: registers.forbiddenTitle }).waitFor();
    for (const path of ['/cms/orders', '/cms/financials']) {
      await coach.goto(app.server.url('demo', path));
      await coach.getByRole('heading', { name: messages.permissions.denied }).waitFor();
    }
    const api = await coach.evaluate(async () =>
      Promise.all(
        ['/api/v4/orders', '/api/v4/reporting/incomeanalysis', '/api/contacts/all-contacts'].map(
          async (path) => (await fetch(path)).status,
        ),
      ),
    );
    expect(api).toEqual([403, 403, 403]);
    expect(
      await coach.getByRole('navigation', { name: messages.cms.nav.label }).getByRole('link').allInnerTexts(),
    ).toEqual([messages.cms.nav.registers, messages.cms.nav.home, messages.messaging.logTitle]);
  });
});

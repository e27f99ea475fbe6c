import type { Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.bookingPages;
const family = messages.family;
const app = withAppServerAndBrowser();

/** The current term's runs of a class (the demo has two Mini Kickers and two Gymnastics). */
async function runsOf(page: Page, className: string): Promise<Run[]> {
  const runs = await page.evaluate(async () => {
    const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
    return schedule.terms[0].runs;
  });
  return runs.filter((run) => run.className === className);
}

/** A date as the parent's pages write every date: 'Thu 4th February 2027'. */
const LONG_DATE = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}\b/;
/** The short format the parent's pages no longer use: '04 Feb 2027'. */
const SHORT_DATE = /\b\d{2} [A-Z][a-z]{2} \d{4}\b/;

/** Issue 21 points 11–14 and 18, walked on a phone (390 px). */
describe('the booking journey’s words and forms', () => {
  it('tells a parent at once that a child is too old, offering no sessions; the badge reads apart', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    const [kickers] = (await runsOf(page, 'Mini Kickers')).filter((run) => run.hasTrialOptions === 1);

    // The heading reads 'Mini Kickers, trial' to a screen reader, not 'Mini KickersTRIAL' (the hidden
    // words are out of the flow, so the name computed has a space before the comma, unheard).
    await page.goto(app.server.url('demo', `/${kickers.runId}/info`));
    await page.getByRole('heading', { level: 1, name: /^Mini Kickers ?, trial$/ }).waitFor();

    // Arjun (seven) is too old for Mini Kickers (2 to 4): said as he is chosen, before Continue.
    await page.goto(app.server.url('demo', `/${kickers.runId}/book?trial=1`));
    await page.getByRole('radio', { name: 'Arjun Parent' }).check();
    await page.getByText(/^Arjun is too old for Mini Kickers, which is for ages 2 years - 4 years/).waitFor();
    expect(await page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
    expect(await page.getByText(t.chooseSession).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Reached by the address, the options step says the same and offers nothing to add.
    const arjunId = await page.getByRole('radio', { name: 'Arjun Parent' }).getAttribute('value');
    await page.goto(app.server.url('demo', `/${kickers.runId}/book?trial=1&child=${arjunId}`));
    await page.getByText(/^Arjun is too old for Mini Kickers/).waitFor();
    expect(await page.getByRole('button', { name: t.addToBasket }).count()).toBe(0);
  });

  it('the child form names every problem at once in a summary that takes focus, each linked to its field', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    const [yoga] = await runsOf(page, 'Family Yoga');
    await page.goto(app.server.url('demo', `/${yoga.runId}/book`));
    await page.getByRole('button', { name: t.addChild }).click();
    const form = page.getByRole('form', { name: t.addChild });
    // A health note without the consent, and no names: the consent's problem is not left for later.
    await page.getByLabel(family.optional(family.allergyNotes)).fill('Peanuts');
    await form.getByRole('button', { name: t.addChild }).click();

    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: family.problemsTitle }) });
    await summary.waitFor();
    await expect
      .poll(() => summary.evaluate((box) => box === document.activeElement || box.contains(document.activeElement)))
      .toBe(true);
    const links = await summary.getByRole('link').allInnerTexts();
    expect(links).toEqual(
      expect.arrayContaining([family.firstNameRequired, family.lastNameRequired, family.consentNeeded]),
    );
    // Each field says its own message too.
    expect(await form.getByText(family.consentNeeded).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await summary.getByRole('link', { name: family.firstNameRequired }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('child-first-name');
  });

  it('basket and summary lines name day, time, venue, term and child; a sibling keeps the age filter and is offered the basket', async () => {
    const page = await demoParentPage(app.browser, app.server);
    // The parent looks for a seven-year-old's class.
    await page.goto(app.server.url('demo', '/?age[value]=7&age[unit]=years'));
    // Once the app has taken over the page, the schedule as left is kept for the tab.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('clubroom.scheduleView') ?? ''), { timeout: 30_000 })
      .toMatch(/age(\[|%5B)value(\]|%5D)=7/);
    const gymnastics = (await runsOf(page, 'Gymnastics')).find((run) => run.venueName === 'Clapham Leisure Centre')!;
    await page.goto(app.server.url('demo', `/${gymnastics.runId}/book`));
    await page.getByRole('radio', { name: 'Arjun Parent' }).check();
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('button', { name: t.addToBasket }).click();
    await page.getByRole('heading', { name: t.basketTitle, level: 1 }).waitFor();

    const card = page.getByRole('list', { name: t.basketTitle }).getByRole('listitem').first();
    await expect.poll(() => card.innerText()).toContain('Gymnastics – Term');
    const cardText = await card.innerText();
    expect(cardText).toMatch(/Sundays 10:00 am · Clapham Leisure Centre · \S/);
    expect(cardText).toContain('Arjun Parent');
    expect(cardText).toMatch(/(part term: \d+ of \d+ sessions|full term: \d+ sessions)/);
    const line = await page.getByRole('table', { name: t.basketTitle }).getByRole('row').nth(1).innerText();
    expect(line).toMatch(/Sundays 10:00 am · Clapham Leisure Centre/);
    expect(line).toMatch(LONG_DATE);
    expect(line).not.toMatch(SHORT_DATE);
    expect(line).not.toMatch(/\(\d+\)/);
    expect(line).toMatch(/(part term: \d+ of \d+ sessions|full term: \d+ sessions)/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 'Book another place' returns to the schedule as it was left: still for a seven-year-old.
    await page.getByRole('link', { name: t.addAnother }).click();
    await page.getByTestId('term-card').first().waitFor();
    expect(new URL(page.url()).searchParams.get('age[value]')).toBe('7');

    // Booking the class again, Arjun is not offered twice: his place is in the basket, linked.
    await page.goto(app.server.url('demo', `/${gymnastics.runId}/book`));
    await page.getByText(t.alreadyInBasket, { exact: false }).waitFor();
    expect(await page.getByRole('radio', { name: 'Arjun Parent' }).count()).toBe(0);
    await page.getByRole('link', { name: t.viewBasket }).click();
    await page.getByRole('heading', { name: t.basketTitle, level: 1 }).waitFor();
  });

  it('a free class says Free, never £0.00; a mobile reads 07700 900123', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    const [taster] = await runsOf(page, 'Family Taster');
    await page.goto(app.server.url('demo', `/${taster.runId}/info`));
    await page.getByText(t.freeClass).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('£0.00');

    await page.goto(app.server.url('demo', '/dashboard'));
    await page.getByText('07700 900123').waitFor();
  });
});

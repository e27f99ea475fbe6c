import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { e2eNow } from './support/clock.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.autoEnrol;
const b = messages.bookingPages;
const DAY = 86_400_000;
const TERMS = '/api/v4/schedule/terms';
const FREE = { pricePerSession: 0, pricePerTerm: 0, trial: false, trialPrice: 0, ageFrom: 0, ageTo: 0 };

/** GETs JSON from inside the page (its cookies), expecting 200. */
const getFromPage = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }, path);

/** POSTs from inside the page, expecting 200; answers the JSON. */
async function ok<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await postFromPage(page, path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json as T;
}

/** A class's line of the "Offers by class" section: how many offers accepted, pending and lapsed (none declined). */
const tally = (accepted: number, pending: number, lapsed: number) =>
  `${t.status.accepted}: ${accepted} · ${t.status.pending}: ${pending} · ${t.status.declined}: 0 · ${t.status.lapsed}: ${lapsed}`;
/** The "Offers by class" section's lines, one a class. */
const byRun = (page: Page) =>
  page
    .getByRole('region', { name: t.byRun })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim()));

/** The signed-in parent's first child's id. */
const firstChildOf = async (page: Page) =>
  (await getFromPage<{ children: { personId: number }[] }>(page, '/api/v4/people/parent/children')).children[0]
    .personId;

/** The parent books their first child onto a free run (basket, then Book Now). */
async function bookFree(page: Page, runId: number, key: string) {
  await ok(page, '/api/v4/parent/basket/add', { type: 'term', childId: await firstChildOf(page), runId });
  await ok(page, '/rest/v1/payments/book', { idempotencyKey: key });
}

/**
 * Auto-enrol's deadline, end to end (issue 25): two families booked this term get timed priority offers for next
 * term; one accepts before the deadline; the server is then restarted on the same data two weeks and a day later,
 * where the other's offer has lapsed and the organiser sees both.
 */
describe('auto-enrol: one family accepts its offer, the other lets it lapse past the deadline', () => {
  it('at 390 px: offers sent from the auto-enrol page, one accepted from the basket, one lapsed after a restart', async () => {
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    // This term (after every seeded one): two free classes, Priya's first child in Kickers, Pat's in Dancers.
    const { venues } = await getFromPage<{ venues: { venueId: number }[] }>(organiser, '/api/v4/schedule/venues');
    const venue = { venueId: venues[0].venueId };
    const spring = { name: 'Spring 2028', startDate: '2028-01-03', endDate: '2028-03-24', breaks: [] };
    const { term } = await ok<{ term: { termId: number } }>(organiser, TERMS, spring);
    const runIds: Record<string, number> = {};
    for (const [className, dow] of [
      ['Kickers', 1],
      ['Dancers', 2],
    ] as const) {
      const { run } = await ok<{ run: { runId: number } }>(organiser, '/api/v4/schedule/runs', {
        ...FREE,
        termId: term.termId,
        className,
        venue,
        classTimes: [{ dow, startTime: '16:30', endTime: '17:30' }],
        capacity: 4,
      });
      await ok(organiser, `/api/v4/schedule/runs/${run.runId}/publish`, {});
      runIds[className] = run.runId;
    }
    const priya = await demoParentPage(app.browser, app.server, 'parent@example.com');
    const pat = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    await bookFree(priya, runIds.Kickers, 'ae-e2e-priya');
    await bookFree(pat, runIds.Dancers, 'ae-e2e-pat');
    // Re-run into the summer and publish its classes.
    const summer = { name: 'Summer 2028', startDate: '2028-04-17', endDate: '2028-07-14', breaks: [] };
    const rerun = await ok<{ term: { termId: number } }>(organiser, `${TERMS}/${term.termId}/rerun`, summer);
    const next = rerun.term.termId;
    const { terms } = await getFromPage<{ terms: { termId: number; runs: { runId: number }[] }[] }>(organiser, TERMS);
    for (const { runId } of terms.find((x) => x.termId === next)!.runs)
      await ok(organiser, `/api/v4/schedule/runs/${runId}/publish`, {});

    // The organiser sends both offers from the auto-enrol page on a phone, holding each place for 14 days.
    await organiser.setViewportSize({ width: 390, height: 900 });
    await organiser.goto(app.server.url('demo', `/cms/schedule/terms/${next}/auto-enrol`));
    await organiser.getByRole('heading', { name: t.title('Summer 2028'), level: 1 }).waitFor();
    await organiser.getByRole('button', { name: t.send(2) }).click();
    await organiser
      .getByRole('dialog')
      .getByRole('button', { name: t.send(2) })
      .click();
    await organiser.getByRole('status').getByText(t.sent(2, 0)).waitFor();
    await organiser
      .getByText(tally(0, 1, 0))
      .first()
      .waitFor();
    expect(await byRun(organiser)).toEqual([`Dancers\n${tally(0, 1, 0)}`, `Kickers\n${tally(0, 1, 0)}`]);
    expect(await seriousA11yViolations(organiser)).toEqual([]);

    // Priya accepts before the deadline: the held place is in her basket; Book Now takes it.
    await priya.goto(app.server.url('demo', '/basket'));
    await priya.getByText('Kickers').first().waitFor();
    await priya.getByRole('button', { name: b.bookNow }).click();
    await priya.getByText(b.orderStatus.completed, { exact: true }).waitFor();
    await Promise.all([organiser.close(), priya.close(), pat.close()]);

    // Two weeks and a day on, on the same data: Pat's offer has lapsed; Priya's place stands.
    await app.server.restart(new Date(e2eNow().getTime() + 15 * DAY));
    const later = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await later.setViewportSize({ width: 390, height: 900 });
    await later.goto(app.server.url('demo', `/cms/schedule/terms/${next}/auto-enrol`));
    await later.getByRole('heading', { name: t.title('Summer 2028'), level: 1 }).waitFor();
    await later.getByText(tally(0, 0, 1)).waitFor();
    expect(await byRun(later)).toEqual([`Dancers\n${tally(0, 0, 1)}`, `Kickers\n${tally(1, 0, 0)}`]);
    expect(await seriousA11yViolations(later)).toEqual([]);
    await later.close();
    const patLater = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    const basket = await getFromPage<{ items: unknown[] }>(patLater, '/api/v4/parent/basket');
    expect(basket.items).toEqual([]);
    await patLater.close();
  }, 300_000); // the setup through the API, and a second start of the server (a minute on a busy machine)
});

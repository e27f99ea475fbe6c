import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { e2eNow } from './support/clock.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { expectConfirmedOrder, payButton, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.autoEnrol;
const b = messages.bookingPages;
const p = messages.paymentPages;
const DAY = 86_400_000;
const TERMS = '/api/v4/schedule/terms';
const FREE = { pricePerSession: 0, pricePerTerm: 0, trial: false, trialPrice: 0, ageFrom: 0, ageTo: 0 };
/** This term's classes: Kickers on Mondays, and Dancers on Tuesdays with one place. */
const CLASSES = [
  { className: 'Kickers', classTimes: [{ dow: 1, startTime: '16:30', endTime: '17:30' }], capacity: 4 },
  { className: 'Dancers', classTimes: [{ dow: 2, startTime: '16:30', endTime: '17:30' }], capacity: 1 },
];

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

/** The signed-in parent's child's id: their first child unless named. */
const childOf = async (page: Page, firstName?: string) => {
  const { children } = await getFromPage<{ children: { personId: number; firstName: string }[] }>(
    page,
    '/api/v4/people/parent/children',
  );
  return (firstName ? children.find((c) => c.firstName === firstName)! : children[0]).personId;
};

/** The parent books their first child onto a free run (basket, then Book Now). */
async function bookFree(page: Page, runId: number, key: string) {
  await ok(page, '/api/v4/parent/basket/add', { type: 'term', childId: await childOf(page), runId });
  await ok(page, '/rest/v1/payments/book', { idempotencyKey: key });
}

/**
 * Auto-enrol's deadline, end to end (issue 25): two families booked this term get timed priority offers for next
 * term; one accepts before the deadline and pays for the place by card; the server is then restarted on the same data
 * two weeks and a day later, where the other's offer has lapsed (caught up as the server starts: the offer's own
 * expiry run falls due by the database's time, not the app's) and its place is offered to the family waiting for it.
 */
describe('auto-enrol: one family accepts its offer and pays, the other lets it lapse past the deadline', () => {
  it('at 390 px: offers sent from the auto-enrol page, one paid for by card, one lapsed to the waiting list after a restart', async () => {
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    // This term (after every seeded one): two free classes, Priya's first child in Kickers, Pat's in Dancers.
    const { venues } = await getFromPage<{ venues: { venueId: number }[] }>(organiser, '/api/v4/schedule/venues');
    const venue = { venueId: venues[0].venueId };
    const spring = { name: 'Spring 2028', startDate: '2028-01-03', endDate: '2028-03-24', breaks: [] };
    const { term } = await ok<{ term: { termId: number } }>(organiser, TERMS, spring);
    const runIds: Record<string, number> = {};
    for (const fields of CLASSES) {
      const { run } = await ok<{ run: { runId: number } }>(organiser, '/api/v4/schedule/runs', {
        ...FREE,
        ...fields,
        termId: term.termId,
        venue,
      });
      await ok(organiser, `/api/v4/schedule/runs/${run.runId}/publish`, {});
      runIds[fields.className] = run.runId;
    }
    const priya = await demoParentPage(app.browser, app.server, 'parent@example.com');
    const pat = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    await bookFree(priya, runIds.Kickers, 'ae-e2e-priya');
    await bookFree(pat, runIds.Dancers, 'ae-e2e-pat');
    // Re-run into the summer, where Kickers costs £60 a term, and publish its classes.
    const summer = { name: 'Summer 2028', startDate: '2028-04-17', endDate: '2028-07-14', breaks: [] };
    const rerun = await ok<{ term: { termId: number } }>(organiser, `${TERMS}/${term.termId}/rerun`, summer);
    const next = rerun.term.termId;
    const { terms } = await getFromPage<{ terms: { termId: number; runs: { runId: number; className: string }[] }[] }>(
      organiser,
      TERMS,
    );
    const nextRuns = Object.fromEntries(terms.find((x) => x.termId === next)!.runs.map((r) => [r.className, r.runId]));
    await ok(organiser, `/api/v4/schedule/runs/${nextRuns.Kickers}`, {
      ...FREE,
      ...CLASSES[0],
      venue,
      pricePerTerm: 6000,
    });
    for (const runId of Object.values(nextRuns)) await ok(organiser, `/api/v4/schedule/runs/${runId}/publish`, {});

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
    // Dancers' one place is held for Pat: Priya's Maya joins its waiting list.
    await ok(priya, '/api/bookings/waiting-list/join', {
      runId: nextRuns.Dancers,
      childId: await childOf(priya, 'Maya'),
    });

    // Priya accepts before the deadline: the held place is in her basket; she checks out and pays by card.
    await priya.goto(app.server.url('demo', '/basket'));
    await priya.getByText('Kickers').first().waitFor();
    await priya.getByRole('button', { name: b.checkout }).click();
    await priya.waitForURL((url) => /^\/order\/[0-9a-f-]{36}\/pay$/.test(url.pathname));
    const uuid = new URL(priya.url()).pathname.split('/').at(-2)!;
    await priya.getByRole('button', { name: p.orPayWithCard }).click();
    await typeCard(priya, '4242424242424242');
    await expect.poll(() => payButton(priya).isEnabled()).toBe(true);
    await payButton(priya).click();
    await expectConfirmedOrder(priya, uuid);
    await Promise.all([organiser.close(), priya.close(), pat.close()]);

    // Two weeks and a day on, on the same data: Pat's offer has lapsed and Maya is offered the place; Priya's stands.
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

    // The offer comes by email; its link opens Priya's basket, on her phone, with Maya's place in Dancers held.
    const mail = await waitForMail(app.server.port, 'parent@example.com', /^A place for Maya in Dancers$/, 0, 60_000);
    const link = /Book this place: (\S+)/.exec(mail.text)![1];
    const priyaLater = await demoParentPage(app.browser, app.server, 'parent@example.com');
    await priyaLater.goto(link);
    const item = priyaLater.getByRole('list', { name: b.basketTitle }).getByRole('listitem');
    await expect.poll(() => item.innerText()).toContain('Dancers');
    expect(await item.innerText()).toContain('Maya Parent');
    await item.getByText(/^Offer held until /).waitFor();
    expect(await seriousA11yViolations(priyaLater)).toEqual([]);
    await priyaLater.close();
  }, 300_000); // the setup through the API, a card payment, and a second start of the server (a minute on a busy machine)
});

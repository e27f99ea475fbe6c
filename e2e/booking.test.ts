import type { BasketResponse, Child, Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const t = messages.bookingPages;
const family = messages.family;

const app = withAppServerAndBrowser();

const parentPage = () => demoParentPage(app.browser, app.server);

/** From the public schedule to Mini Kickers at Battersea (a free trial), then its 'Book a Trial'. */
async function openFreeTrial(page: Page): Promise<void> {
  await page.goto(app.server.url('demo', '/'));
  await page
    .getByRole('link', { name: /^Book for Mini Kickers, Battersea/ })
    .first()
    .click();
  await page.getByRole('heading', { name: /Mini Kickers/, level: 1 }).waitFor();
  await page.getByRole('link', { name: `${t.bookTrial} of Mini Kickers` }).click();
}

describe('booking a free trial, on a phone', () => {
  it('sends a visitor to sign in first', async () => {
    const { page } = await newPage(app.browser, PHONE);
    await openFreeTrial(page);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toMatch(/^\/\d+\/book\?trial=1$/);
  });

  it('adds a child in the flow, holds the trial in the basket and books it with Book Now', async () => {
    const page = await parentPage();
    await openFreeTrial(page);
    await page.getByRole('heading', { name: t.bookTrialTitle('Mini Kickers'), level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/\d+\/book$/);

    // Choose a child: the parent's children are offered; a new one is added right here.
    await page.getByRole('radio', { name: 'Arjun Parent' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.addChild }).click();
    const form = page.getByRole('form', { name: t.addChild });
    await page.getByLabel(family.firstName).fill('Leo');
    await page.getByLabel(family.lastName).fill('Parent');
    await page.getByLabel(family.dateOfBirth).fill('2023-06-01');
    await page.getByLabel(family.contactName, { exact: true }).fill('Priya Parent');
    await page.getByLabel(family.contactRelation, { exact: true }).fill('Mother');
    await page.getByLabel(family.contactPhone, { exact: true }).fill('07700 900123');
    await page.getByLabel(messages.permissions.photoQuestion).selectOption('1');
    await form.getByRole('button', { name: t.addChild }).click();

    // Options: the new child is chosen; the first session left is tried, for free.
    await page.getByText(t.bookingFor('Leo Parent')).waitFor();
    await page.getByText(t.trialPrice(messages.booking.free)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.addToBasket }).click();

    // The basket: the place, who for, and its hold counting down; it survives a reload.
    await page.getByRole('heading', { name: t.basketTitle, level: 1 }).waitFor();
    const item = page.getByRole('list', { name: t.basketTitle }).getByRole('listitem');
    await expect.poll(() => item.innerText()).toContain('Mini Kickers – Trial session');
    expect(await item.innerText()).toContain('Leo Parent');
    const timer = page.getByRole('timer');
    const first = await timer.innerText();
    expect(first).toMatch(/^Held for 1[45]:\d\d$/);
    await expect.poll(() => timer.innerText(), { timeout: 3000 }).not.toBe(first);
    await page.reload();
    await page.getByRole('timer').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Book Now (a zero total), once however quickly it is pressed, then the order.
    const booked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/payments/book') booked.push(request.method());
    });
    await page.getByRole('button', { name: t.bookNow }).dblclick();
    await page.getByRole('heading', { name: t.orderTitle, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await page.getByText(t.orderStatus.completed, { exact: true }).waitFor();
    const order = await page.locator('main').innerText();
    expect(order).toContain('Leo Parent');
    expect(order).toContain('Mini Kickers');
    expect(order).toMatch(/Total\s+£0\.00/);
    expect(booked).toEqual(['POST']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The places moved into the order: the basket is empty.
    await page.goto(app.server.url('demo', '/basket'));
    await page.getByText(t.basketEmpty).waitFor();
  });

  it('offers the waiting list for a full class, and a place whose hold lapsed again', async () => {
    const page = await parentPage();
    const added = await postFromPage(page, '/api/v4/people/child/add', {
      firstName: 'Ivy',
      lastName: 'Parent',
      dateOfBirth: '2024-06-01',
      emergencyContacts: [{ name: 'Priya Parent', relation: 'Mother', phone: '07700 900123' }],
      photoPermission: '1',
    });
    expect(added.status).toBe(200);
    const ivy = added.json as Child;
    const runs = await page.evaluate(async () => {
      const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
      return schedule.terms.flatMap((term) => term.runs);
    });
    const full = runs.find((run) => run.className === 'Tiny Tots Football' && run.bookingsCount >= run.capacity)!;
    const open = runs.find((run) => run.className === 'Mini Kickers' && run.bookingsCount < run.capacity)!;

    // A full class (reached by its address: its page offers no 'Book') refuses, and offers its waiting list.
    await page.goto(app.server.url('demo', `/${full.runId}/book`));
    await page.getByRole('radio', { name: 'Ivy Parent' }).check();
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('button', { name: t.addToBasket }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/full/).waitFor();
    await alert.getByRole('link', { name: t.joinWaitingList }).click();
    await page.waitForURL((url) => url.pathname === `/${full.runId}/waiting-list`);

    // A place held: once its time has passed on the page's clock, it shows as no longer held.
    const held = await postFromPage(page, '/api/v4/parent/basket/add', {
      type: 'term',
      childId: ivy.personId,
      runId: open.runId,
    });
    expect(held.status).toBe(200);
    await page.clock.install({ time: e2eNow() });
    await page.goto(app.server.url('demo', '/basket'));
    await page.getByRole('timer').waitFor();
    await page.clock.fastForward('16:00');
    const lapsed = page.getByRole('list', { name: t.noLongerHeld });
    await lapsed.getByText(t.noLongerHeld, { exact: true }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On another device (a real clock), the server has let it go by checkout: it says so, and adds it again.
    const other = await parentPage();
    await other.goto(app.server.url('demo', '/basket'));
    await other.getByRole('timer').waitFor();
    const [item] = (held.json as BasketResponse).items;
    expect((await postFromPage(other, `/api/v4/parent/basket/${item.itemId}/remove`, {})).status).toBe(200);
    await other.getByRole('button', { name: t.checkout }).click();
    const gone = other.getByRole('list', { name: t.noLongerHeld });
    await gone.getByText(messages.booking.holdExpired('Mini Kickers – Term')).waitFor();
    await gone.getByRole('button', { name: new RegExp(`^${t.addAgain}`) }).click();
    await gone.waitFor({ state: 'detached' });
    await other.getByRole('timer').waitFor();
    expect(await other.getByRole('list', { name: t.basketTitle }).innerText()).toContain('Ivy Parent');
  });
});

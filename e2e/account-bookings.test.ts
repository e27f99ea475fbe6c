import type { Child, ParentBooking, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const t = messages.myBookings;

const app = withAppServerAndBrowser();

const getFromPage = <T>(page: Page, path: string) =>
  page.evaluate(
    async (url) => (await fetch(url, { headers: { accept: 'application/json' } })).json(),
    path,
  ) as Promise<T>;

/** Adds a child young enough for Mini Kickers (2 to 4 years old) through the API, as the account pages do. */
async function addToddler(page: Page): Promise<Child> {
  const added = await postFromPage(page, '/api/v4/people/child/add', {
    firstName: 'Leo',
    lastName: 'Parent',
    dateOfBirth: '2023-06-01',
    emergencyContacts: [{ name: 'Priya Parent', relation: 'Mother', phone: '07700 900123' }],
    photoPermission: '1',
  });
  expect(added.status).toBe(200);
  return added.json as Child;
}

/** Books Leo the free trial of Mini Kickers at Battersea (a session from tomorrow on) through the API, as the booking pages do. */
async function bookFreeTrial(page: Page): Promise<void> {
  const schedule = await getFromPage<ScheduleResponse>(page, '/api/v4/public/schedule/current');
  const run = schedule.terms
    .flatMap((term) => term.runs)
    .find((r) => r.className === 'Mini Kickers' && r.venueName.includes('Battersea'))!;
  const tomorrow = e2eNow().getTime() / 1000 + 86_400;
  const sessionStart = run.sessions.find((s) => s.startTime > tomorrow)!.startTime;
  const leo = await addToddler(page);
  const added = await postFromPage(page, '/api/v4/parent/basket/add', {
    type: 'trial',
    childId: leo.personId,
    runId: run.runId,
    sessionStart,
  });
  expect(added.status).toBe(200);
  const booked = await postFromPage(page, '/rest/v1/payments/book', { idempotencyKey: 'account-bookings-e2e' });
  expect(booked.status).toBe(200);
}

describe("a parent's bookings on their account pages, on a phone", () => {
  it('shows no bookings yet, then a booked trial with its upcoming session, per child', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByText(t.noBookings, { exact: true }).waitFor();
    await page.getByText(t.noUpcoming).waitFor();
    expect(await page.getByRole('link', { name: t.findAClass }).getAttribute('href')).toBe('/');

    await bookFreeTrial(page);

    // The account page: the next session, and the way to every booking.
    await page.goto(app.server.url('demo', '/dashboard'));
    const upcoming = page.getByRole('list', { name: t.upcomingTitle }).getByRole('listitem');
    await upcoming.first().waitFor();
    expect(await upcoming.count()).toBe(1);
    expect(await upcoming.first().innerText()).toContain('Leo Parent · Mini Kickers – Trial session');
    await page.getByRole('link', { name: t.seeAll }).click();

    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/bookings');
    await page.getByRole('list', { name: t.upcomingTitle }).waitFor();
    const leos = page.getByRole('list', { name: `Leo Parent: ${t.current}` }).getByRole('listitem');
    await leos.first().waitFor();
    const card = await leos.first().innerText();
    expect(card).toContain('Mini Kickers – Trial session');
    expect(card).toContain(t.statuses.confirmed);
    // The demo club lets parents cancel up to 2 days before the first session: a Cancel button while they may.
    const { bookings } = await getFromPage<{ bookings: ParentBooking[] }>(page, '/api/v4/people/bookings/all/0/20');
    const cancelButtons = bookings[0].cancellable ? 1 : 0;
    expect(await page.getByRole('button', { name: new RegExp(t.cancel) }).count()).toBe(cancelButtons);
    // Maya has none; her page (details and photo permission) is a link away.
    const maya = page.getByRole('region', { name: 'Maya Parent' });
    expect(await maya.innerText()).toContain(t.childHasNone);
    await maya.getByRole('link', { name: `${t.childDetails} for Maya Parent` }).waitFor();
    await page.getByText(t.noWaiting).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The order it came from.
    await page.getByRole('link', { name: `${t.viewOrder} for Mini Kickers – Trial session` }).click();
    await page.getByRole('heading', { name: messages.bookingPages.orderTitle, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
  });

  it('links the basket from the header, counting what is in it', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    const basket = page.getByRole('link', { name: /^Basket/ });
    await expect.poll(() => basket.getAttribute('aria-label')).toBe(messages.basketLink.withCount(0));

    // The first class with places that one of the children is the right age for.
    const schedule = await getFromPage<ScheduleResponse>(page, '/api/v4/public/schedule/current');
    const runs = schedule.terms.flatMap((term) => term.runs).filter((r) => r.spacesAvailable);
    const { children } = await getFromPage<{ children: Child[] }>(page, '/api/v4/people/parent/children');
    const tries = runs.flatMap((run) =>
      children.map((child) => ({ type: 'term', childId: child.personId, runId: run.runId })),
    );
    let status = 0;
    for (const body of tries) {
      status = (await postFromPage(page, '/api/v4/parent/basket/add', body)).status;
      if (status === 200) break;
    }
    expect(status).toBe(200);

    await page.reload();
    await expect.poll(() => basket.getAttribute('aria-label')).toBe(messages.basketLink.withCount(1));
    await basket.click();
    await page.getByRole('heading', { name: messages.bookingPages.basketTitle, level: 1 }).waitFor();
  });

  it('shows a child on a waiting list with their place in the queue, and leaves it after asking', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    // Leo (added above) joins the first full class he is the right age for.
    const schedule = await getFromPage<ScheduleResponse>(page, '/api/v4/public/schedule/current');
    const full = schedule.terms.flatMap((term) => term.runs).filter((r) => !r.spacesAvailable);
    const { children } = await getFromPage<{ children: Child[] }>(page, '/api/v4/people/parent/children');
    const leo = children.find((c) => c.firstName === 'Leo')!;
    let joined: { status: number; json: { data: { className: string } } } | undefined;
    for (const run of full) {
      joined = await postFromPage(page, '/api/bookings/waiting-list/join', { runId: run.runId, childId: leo.personId });
      if (joined.status === 200) break;
    }
    expect(joined?.status).toBe(200);
    const className = joined!.json.data.className;

    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    const entry = page.getByRole('list', { name: t.waitingTitle }).getByRole('listitem');
    await entry.first().waitFor();
    expect(await entry.innerText()).toContain(messages.waitingList.position(1));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `${messages.waitingList.leave} for Leo Parent, ${className}` }).click();
    const dialog = page.getByRole('dialog', { name: messages.waitingList.leaveConfirm('Leo Parent', className) });
    await dialog.getByRole('button', { name: messages.waitingList.leave }).click();
    await page.getByText(t.leftNotice('Leo Parent', className)).waitFor();
    await page.getByText(t.noWaiting).waitFor();
  });
});

import type { Run, ScheduleResponse } from '@clubroom/domain/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { startAppServer, type AppServer } from './support/app-server.js';
import { launchBrowser, newPage, PHONE } from './support/browser.js';
import { getJson } from './support/http.js';

let server: AppServer;
let browser: Browser;
let schedule: ScheduleResponse;
const runs = () => schedule.terms.flatMap((t) => t.runs);
const londonHour = (epoch: number) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(
      epoch * 1000,
    ),
  );

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  schedule = await getJson<ScheduleResponse>(server.port, 'demo.localhost', '/api/v4/public/schedule/current');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(server.url('demo', path));
  await page.getByTestId('run-card').first().or(page.getByText('No classes available for booking')).first().waitFor();
  return page;
}

/** The run ids the page shows in its term cards (the waiting-list view is separate). */
async function shownRunIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('term-card')
    .getByTestId('run-card')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-run-id'))));
  return [...new Set(ids)].sort((a, b) => a - b);
}
const idsOf = (list: Run[]) => list.map((r) => r.runId).sort((a, b) => a - b);

describe('the public schedule, as a visitor uses it', () => {
  it("shows the demo club's terms, runs and camps, every button a real link", async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Show me' }).waitFor();
    expect(await page.getByTestId('term-card').count()).toBe(schedule.terms.length);
    expect(await shownRunIds(page)).toEqual(idsOf(runs()));
    const run = runs()[0];
    expect(await page.locator(`a[href="/${run.runId}/info"]`).count()).toBeGreaterThan(0);
    const camp = schedule.camps[0];
    expect(await page.locator(`a[href="/camp/${camp.campId}"]`).count()).toBeGreaterThan(0);
    const full = runs().find((r) => r.bookingsCount >= r.capacity)!;
    await expect(page.locator(`a[href="/${full.runId}/info"]`).first().innerText()).resolves.toContain(
      'Join Waiting List',
    );
    expect(await page.getByText(/^(TRIAL|OFFERS TRIAL)$/).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('filters through the controls and keeps the query string in sync', async () => {
    const page = await open('/');
    await page.getByLabel('Age').selectOption({ label: '11 years and over' });
    await page.waitForURL(/age%5Bvalue%5D=11|age\[value\]=11/);
    const expected = runs().filter((r) => (r.ageFrom === 0 && r.ageTo === 0) || r.ageTo >= 132);
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(expected));
    expect(page.url()).toMatch(/age(%5B|\[)unit(%5D|\])=years/);

    await page.getByLabel('Time').selectOption('evening');
    const evening = expected.filter((r) => londonHour(r.runStartTime) >= 16);
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(evening));
    expect(page.url()).toContain('availableTime=evening');

    await page
      .getByRole('link', { name: 'Reset Filters' })
      .or(page.getByRole('button', { name: 'Reset Filters' }))
      .click();
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(runs()));
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('applies filters from a shared link on load, and shows them in the controls', async () => {
    const page = await open('/?day=tue&availableTime=evening');
    const expected = runs().filter(
      (r) => r.sessions.some((s) => s.day === 'Tuesday') && londonHour(r.runStartTime) >= 16,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownRunIds(page)).toEqual(idsOf(expected));
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe('tue');
    expect(await page.getByLabel('Time').inputValue()).toBe('evening');
    await page.close();
  });

  it('falls back to defaults for malformed filters without an error', async () => {
    const page = await open('/?day=funday&age[value]=abc&distance[radius]=-4&showCamps=maybe');
    expect(await shownRunIds(page)).toEqual(idsOf(runs()));
    await page.close();
  });

  it('shows the empty state when nothing matches', async () => {
    const page = await open('/?age[value]=0.5&age[unit]=years&availableTime=evening');
    await page.getByText('No classes available for booking').waitFor();
    expect(await page.getByTestId('run-card').count()).toBe(0);
    await page.close();
  });

  it('shows full runs in the waiting-list view when Spaces Available is on', async () => {
    const page = await open('/');
    await page.getByLabel('Spaces Available').check();
    await page.getByTestId('waiting-list').waitFor();
    const fullIds = idsOf(runs().filter((r) => r.bookingsCount >= r.capacity));
    expect(await shownRunIds(page)).toEqual(idsOf(runs().filter((r) => r.bookingsCount < r.capacity)));
    const waiting = await page
      .getByTestId('waiting-list')
      .getByTestId('run-card')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-run-id'))));
    expect([...new Set(waiting)].sort((a, b) => a - b)).toEqual(fullIds);
    expect(page.url()).toContain('onlyAvailableRuns=true');
    await page.close();
  });

  it('filters by distance from a postcode', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: /More/ }).click();
    await page.getByLabel('Postcode').fill('SW17 8AN');
    await page.getByLabel('Radius (miles)').fill('1');
    await page.getByLabel('Radius (miles)').press('Enter');
    const near = runs().filter((r) => r.venueName === 'Balham Leisure Centre');
    await expect.poll(() => shownRunIds(page), { timeout: 10_000 }).toEqual(idsOf(near));
    expect(page.url()).toMatch(/distance(%5B|\[)postcode(%5D|\])=SW17/);
    await page.close();
  });

  it('uses the phone wording at 390 px wide', async () => {
    const page = await open('/', PHONE);
    const full = runs().find((r) => r.bookingsCount >= r.capacity)!;
    const open_ = runs().find((r) => r.bookingsCount < r.capacity)!;
    const visibleText = (id: number) => page.locator(`[data-run-id="${id}"] a[href="/${id}/info"]`).first().innerText();
    expect((await visibleText(full.runId)).trim()).toBe('Waiting List');
    expect((await visibleText(open_.runId)).trim()).toBe('Book');
    await page.close();
  });

  it('opens a run from its link, and an unknown run shows the not-found page', async () => {
    const page = await open('/');
    const run = runs().find((r) => r.bookingsCount < r.capacity)!;
    await page.locator(`a[href="/${run.runId}/info"]`).first().click();
    await page.waitForURL(`**/${run.runId}/info`);
    await page.getByRole('heading', { level: 1, name: run.className }).waitFor();
    await page.getByText(run.venueName).first().waitFor();
    await page
      .getByText(/sessions? left/i)
      .first()
      .waitFor();

    await page.goto(server.url('demo', '/999999/info'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText("Sorry, we couldn't find that page").waitFor();
    await page.close();
  });

  it('opens a camp with its weeks', async () => {
    const camp = schedule.camps[0];
    const { page } = await newPage(browser);
    await page.goto(server.url('demo', `/camp/${camp.campId}`));
    await page.getByRole('heading', { level: 1, name: camp.className }).waitFor();
    for (const week of camp.weeks) await page.getByText(week.name).first().waitFor();
    await page.close();
  });

  it('has no serious accessibility violations on the schedule and a run page', async () => {
    const page = await open('/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(server.url('demo', `/${runs()[0].runId}/info`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown club and the platform homepage on the bare domain', async () => {
    const { page } = await newPage(browser);
    const res = await page.goto(server.url('no-such-club', '/'));
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(server.url(null, '/'));
    await page.getByRole('link', { name: /Little Legends Sports Club/ }).waitFor();
    await page
      .getByRole('link', { name: 'Create a club' })
      .or(page.getByRole('button', { name: 'Create a club' }))
      .first()
      .waitFor();
    await page.close();
  });
});

import type { Run, ScheduleResponse } from '@clubroom/domain/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { getJson } from './support/http.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
let schedule: ScheduleResponse;
const runs = () => schedule.terms.flatMap((t) => t.runs);
const londonHour = (epoch: number) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(
      epoch * 1000,
    ),
  );

beforeAll(async () => {
  schedule = await getJson<ScheduleResponse>(app.server.port, 'demo.localhost', '/api/v4/public/schedule/current');
});

async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(app.browser, viewport);
  await page.goto(app.server.url('demo', path));
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
/** The text a sighted person sees in the first match: without what is there for screen readers only. */
const visibleText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      const original = [el, ...el.querySelectorAll('*')];
      [copy, ...copy.querySelectorAll('*')].forEach((node, i) => {
        const style = getComputedStyle(original[i]);
        if (original[i].classList.contains('sr-only') || style.display === 'none') node.remove();
      });
      return copy.textContent?.trim();
    });

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

    await page.getByRole('button', { name: /^Time/ }).click();
    await page.getByRole('checkbox', { name: 'Evening' }).check();
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

    await page.goto(app.server.url('demo', '/999999/info'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText("Sorry, we couldn't find that page").waitFor();
    await page.close();
  });

  it('opens a camp with its weeks', async () => {
    const camp = schedule.camps[0];
    const { page } = await newPage(app.browser);
    await page.goto(app.server.url('demo', `/camp/${camp.campId}`));
    await page.getByRole('heading', { level: 1, name: camp.className }).waitFor();
    for (const week of camp.weeks) await page.getByText(week.name).first().waitFor();
    await page.close();
  });

  it('has no serious accessibility violations on the schedule and a run page', async () => {
    const page = await open('/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(app.server.url('demo', `/${runs()[0].runId}/info`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown club and the platform homepage on the bare domain', async () => {
    const { page } = await newPage(app.browser);
    const res = await page.goto(app.server.url('no-such-club', '/'));
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(app.server.url(null, '/'));
    await page.getByRole('link', { name: /Little Legends Sports Club/ }).waitFor();
    await page
      .getByRole('link', { name: 'Create a club' })
      .or(page.getByRole('button', { name: 'Create a club' }))
      .first()
      .waitFor();
    await page.close();
  });
});

const CLUB_NAME = 'Little Legends Sports Club';
const onDays = (days: string[]) => runs().filter((r) => r.sessions.some((s) => days.includes(s.day)));

/** The accessible name Chromium computes for the first element matching `selector` (what screen readers and voice control use). */
async function chromiumName(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.name?.value as string | undefined;
}

describe('a visitor on the schedule, without a stumble (issue 8)', () => {
  it('shows every filter of a shared link in its control, a class or venue in another case included', async () => {
    const run = runs().find((r) => londonHour(r.runStartTime) >= 16)!;
    const page = await open(
      `/?time[evening]=true&className=${encodeURIComponent(run.className.toLowerCase())}&venueName=${encodeURIComponent(run.venueName.toUpperCase())}`,
    );
    const expected = runs().filter(
      (r) => r.className === run.className && r.venueName === run.venueName && londonHour(r.runStartTime) >= 16,
    );
    expect(await shownRunIds(page)).toEqual(idsOf(expected));
    await page.getByRole('button', { name: 'Time Evening' }).waitFor();
    const selected = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text);
    expect(await selected('Class')).toBe(run.className);
    expect(await selected('Venue')).toBe(run.venueName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('filters by several days from a link and from the Day control, by keyboard too', async () => {
    const page = await open('/?days=mon,tue');
    expect(await shownRunIds(page)).toEqual(idsOf(onDays(['Monday', 'Tuesday'])));
    const day = page.getByRole('button', { name: 'Day Mon, Tue' });
    await day.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => day.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Wednesday' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/days=mon,tue,wed/);
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(onDays(['Monday', 'Tuesday', 'Wednesday'])));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Day Mon, Tue, Wed' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-day');
    expect(await page.getByRole('checkbox', { name: 'Wednesday' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: /^Time/ }).click();
    await page.getByRole('checkbox', { name: 'Morning' }).check();
    await page.getByRole('checkbox', { name: 'Evening' }).check();
    await page.waitForURL(/time(%5B|\[)morning(%5D|\])=true&time(%5B|\[)evening(%5D|\])=true/);
    const notAfternoon = onDays(['Monday', 'Tuesday', 'Wednesday']).filter((r) => {
      const hour = londonHour(r.runStartTime);
      return hour < 12 || hour >= 16;
    });
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(notAfternoon));
    await page.getByRole('button', { name: 'Time Morning, Evening' }).waitFor();
    await page.close();
  });

  it('opens the Day control on a phone without anything scrolling sideways', async () => {
    const page = await open('/', PHONE);
    await page.getByRole('button', { name: 'Day Any day' }).click();
    await page.getByRole('checkbox', { name: 'Sunday' }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(onDays(['Sunday'])));
    await page.close();
  });

  it("returns to the schedule as it was left, by 'Back to the schedule' and by the browser's Back", async () => {
    const query = '?days=mon,tue,wed,thu&onlyAvailableRuns=true';
    const page = await open(`/${query}`, PHONE);
    const shown = await shownRunIds(page);
    const lastId = Number(
      await page.getByTestId('term-card').last().getByTestId('run-card').last().getAttribute('data-run-id'),
    );
    const run = runs().find((r) => r.runId === lastId)!;
    const button = page.locator(`[data-run-id="${run.runId}"] a[href="/${run.runId}/info"]`).first();
    await button.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    for (const back of ['link', 'browser'] as const) {
      await button.click();
      await page.getByRole('heading', { level: 1, name: run.className }).waitFor();
      expect(await page.title()).toBe(`${run.className} – ${CLUB_NAME}`);
      if (back === 'link') await page.getByRole('link', { name: 'Back to the schedule' }).click();
      else await page.goBack();
      await page.waitForURL((url) => url.pathname === '/' && url.search === query);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
      expect(await shownRunIds(page)).toEqual(shown);
      await page.getByRole('button', { name: 'Day Mon, Tue, Wed, Thu' }).waitFor();
      expect(await page.getByLabel('Spaces Available').isChecked()).toBe(true);
    }
    await page.close();
  });

  it('clears the distance filter when a postcode is not found, and hints with a postcode that works', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: /More/ }).click();
    const postcode = page.getByLabel('Postcode');
    await postcode.fill('SW17 8AN');
    await page.getByLabel('Radius (miles)').fill('1');
    await postcode.press('Enter');
    const near = runs().filter((r) => r.venueName === 'Balham Leisure Centre');
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(near));
    expect(page.url()).toMatch(/distance(%5B|\[)postcode(%5D|\])=SW17/);

    await postcode.fill('M1 1AE');
    await postcode.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'M1 1AE' });
    await expect.poll(() => alert.innerText()).toContain('Showing classes at any distance.');
    await expect.poll(() => shownRunIds(page)).toEqual(idsOf(runs()));
    expect(page.url()).not.toMatch(/distance(%5B|\[)(postcode|latitude)/);

    // Too short to be a postcode: the same words as any other not-a-postcode, never a field's path or length.
    await postcode.fill('S');
    await postcode.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Please enter a UK postcode, such as' }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /characters|query/ })
        .count(),
    ).toBe(0);

    await postcode.fill('hello');
    await postcode.press('Enter');
    const hint = page.getByRole('alert').filter({ hasText: 'such as' });
    const example = /such as ([A-Z0-9 ]+)\./.exec(await hint.innerText())![1];
    await postcode.fill(example);
    await postcode.press('Enter');
    await page.waitForURL(/distance(%5B|\[)latitude/);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("counts the waiting lists a term card shows, not the term's hidden ones", async () => {
    const term = schedule.terms.find((t) => t.runs.some((r) => r.bookingsCount >= r.capacity))!;
    const openClass = term.runs.find((r) =>
      term.runs.filter((x) => x.className === r.className).every((x) => x.bookingsCount < x.capacity),
    )!.className;
    const page = await open(`/?className=${encodeURIComponent(openClass)}`);
    const card = page.getByTestId('term-card').filter({ hasText: term.termName });
    await card.getByTestId('run-card').first().waitFor();
    expect(await card.getByText(/waiting lists? you can join/).count()).toBe(0);

    const fullClass = term.runs.find((r) => r.bookingsCount >= r.capacity)!.className;
    const full = term.runs.filter((r) => r.className === fullClass && r.bookingsCount >= r.capacity).length;
    await page.goto(app.server.url('demo', `/?className=${encodeURIComponent(fullClass)}`));
    await card.getByTestId('run-card').first().waitFor();
    expect(await card.getByText(/waiting lists? you can join/).innerText()).toBe(
      full === 1 ? '1 waiting list you can join' : `${full} waiting lists you can join`,
    );
    await page.close();
  });

  it('names the page and the club in the browser tab', async () => {
    const run = runs()[0];
    const camp = schedule.camps[0];
    const term = schedule.terms[0];
    const { page } = await newPage(app.browser);
    const titles: [string | null, string, string][] = [
      ['demo', '/', CLUB_NAME],
      ['demo', `/${run.runId}/info`, `${run.className} – ${CLUB_NAME}`],
      ['demo', `/camp/${camp.campId}`, `${camp.className} – ${CLUB_NAME}`],
      ['demo', `/term/${term.termId}`, `${term.termName} – ${CLUB_NAME}`],
      ['demo', '/login', `Sign in – ${CLUB_NAME}`],
      ['demo', '/signup', `Create your account – ${CLUB_NAME}`],
      ['demo', '/forgot-password', `Forgot your password? – ${CLUB_NAME}`],
      ['demo', '/no/such/page', `Page not found – ${CLUB_NAME}`],
      ['demo', '/999999/info', `Page not found – ${CLUB_NAME}`],
      [null, '/', 'Clubroom'],
    ];
    for (const [club, path, title] of titles) {
      await page.goto(app.server.url(club, path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.close();
  });

  it("gives the phone's 'Book' and 'Waiting List' buttons names that start with what they show", async () => {
    const page = await open('/', PHONE);
    const full = runs().find((r) => r.bookingsCount >= r.capacity)!;
    const free = runs().find((r) => r.bookingsCount < r.capacity)!;
    for (const [run, shown] of [
      [full, 'Waiting List'],
      [free, 'Book'],
    ] as const) {
      const button = `[data-run-id="${run.runId}"] a[href="/${run.runId}/info"]`;
      expect(await visibleText(page, button)).toBe(shown);
      expect((await chromiumName(page, button))?.replace(/\s+/g, ' ')).toBe(
        `${shown} for ${run.className}, ${run.venueName}`,
      );
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("returns focus to 'Read the Terms of Use' when its dialog closes", async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', '/signup'));
    const read = page.getByRole('button', { name: 'Read the Terms of Use' });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (const close of ['Escape', 'Close button'] as const) {
      await read.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(focusedText, { message: close }).toBe('Read the Terms of Use');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});

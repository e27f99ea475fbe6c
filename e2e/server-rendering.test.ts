import type { Bootstrap, Run, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { e2eNow } from './support/clock.js';
import { getJson, getText } from './support/http.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
let schedule: ScheduleResponse;
let clubName: string;
const runs = () => schedule.terms.flatMap((t) => t.runs);
const idsOf = (list: Run[]) => [...new Set(list.map((r) => r.runId))].sort((a, b) => a - b);
const londonHour = (epoch: number) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(
      epoch * 1000,
    ),
  );

beforeAll(async () => {
  schedule = await getJson<ScheduleResponse>(app.server.port, 'demo.localhost', '/api/v4/public/schedule/current');
  clubName = (await getJson<Bootstrap>(app.server.port, 'demo.localhost', '/api/v4/public/club')).club!.name;
});

/**
 * A run with a session between the app's clock (the server's and the browser's, e2e/support/clock.ts) and the machine's
 * real one, which differ by days: its page once hydrated with a mismatch (a session past on one side only), as the
 * server rendered it by the machine's clock, and React threw the server's markup away. The first run when none is.
 */
function runWithSessionBetweenClocks(): Run {
  const [from, to] = [e2eNow().getTime(), Date.now()].sort((a, b) => a - b);
  const between = (r: Run) => r.sessions.some((s) => s.startTime * 1000 > from && s.startTime * 1000 < to);
  return runs().find(between) ?? runs()[0];
}

/** A run's place in the week: its earliest weekly class time, in minutes from Monday 00:00. */
const weekMinute = (r: Run) =>
  Math.min(...r.classTimes.map((c) => ((c.dow + 6) % 7) * 1440 + c.starttime.hours * 60 + c.starttime.mins));

/** The runs `html` shows, in the order it first shows them. */
const runOrderIn = (html: string) => [...new Set([...html.matchAll(/data-run-id="(\d+)"/g)].map((m) => Number(m[1])))];

/** A page's HTML as the server sends it, read as a browser without JavaScript would: the root element's markup. */
async function serverHtml(pathname: string) {
  const { status, body } = await getText(app.server.port, 'demo.localhost', pathname, 'text/html');
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script id="page-data"/.exec(body)?.[1] ?? '';
  const termCards = root.split('data-testid="term-card"').slice(1);
  const runIds = runOrderIn(termCards.join('')).sort((a, b) => a - b);
  return { status, body, root, runIds, firstTermCard: termCards[0] ?? '' };
}

describe('the public pages, rendered on the server', () => {
  it("sends the club's heading and every run of the schedule in the HTML, with the data once", async () => {
    const page = await serverHtml('/');
    expect(page.status).toBe(200);
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${clubName}(<!-- -->)?: classes and camps</h1>`));
    expect(page.runIds).toEqual(idsOf(runs()));
    for (const camp of schedule.camps) expect(page.root).toContain(`href="/camp/${camp.campId}"`);
    // The schedule the page shows travels inside it, for the browser to take over without asking again.
    const data = JSON.parse(/<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(page.body)![1]);
    expect(data.currentSchedule.terms.map((t: { termId: number }) => t.termId)).toEqual(
      schedule.terms.map((t) => t.termId),
    );
  });

  it("renders a shared link's filters on the server: only the runs they match", async () => {
    const page = await serverHtml('/?day=tue&availableTime=evening');
    const expected = runs().filter(
      (r) => r.sessions.some((s) => s.day === 'Tuesday') && londonHour(r.runStartTime) >= 16,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(runs().length);
    expect(page.runIds).toEqual(idsOf(expected));
  });

  it('falls back to the defaults for malformed filters: every run, without an error', async () => {
    const page = await serverHtml('/?day=funday&age[value]=abc&distance[radius]=-4&showCamps=maybe');
    expect(page.status).toBe(200);
    expect(page.runIds).toEqual(idsOf(runs()));
  });

  it('shows the empty state when nothing matches', async () => {
    const page = await serverHtml('/?age[value]=0.5&age[unit]=years&availableTime=evening');
    expect(page.runIds).toEqual([]);
    expect(page.root).toContain('No classes available for booking');
  });

  it('lists the runs of a term by weekday (Monday first), then start time, then class name, on the schedule and the term page', async () => {
    const term = schedule.terms[0];
    const expected = [...term.runs]
      .sort((a, b) => weekMinute(a) - weekMinute(b) || a.className.localeCompare(b.className))
      .map((r) => r.runId);
    expect(runOrderIn((await serverHtml('/')).firstTermCard)).toEqual(expected);
    expect(runOrderIn((await serverHtml(`/term/${term.termId}`)).root)).toEqual(expected);
  });

  it('renders a run, a camp and a term page, and a 404 with its message for one that does not exist', async () => {
    const run = runs()[0];
    const camp = schedule.camps[0];
    const term = schedule.terms[0];
    for (const [path, heading] of [
      [`/${run.runId}/info`, run.className],
      [`/camp/${camp.campId}`, camp.className],
      [`/term/${term.termId}`, term.termName],
    ]) {
      const page = await serverHtml(path);
      expect(page.status, path).toBe(200);
      expect(page.root, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    }
    for (const path of ['/987654/info', '/no-such-page']) {
      const page = await serverHtml(path);
      expect(page.status, path).toBe(404);
      expect(page.root, path).toContain('Page not found');
    }
  });

  it('renders /login with its form, and tells the app that nobody is signed in', async () => {
    const page = await serverHtml('/login');
    expect(page.status).toBe(200);
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${messages.signIn.title}</h1>`));
    expect(page.root).toMatch(/<input[^>]*id="email"/);
    expect(page.root).toMatch(/<input[^>]*id="password"/);
    const me = JSON.parse(/<script id="me" type="application\/json">([^<]*)<\/script>/.exec(page.body)![1]);
    expect(me).toEqual({
      user: null,
      roles: [],
      impersonator: null,
      contractRequired: null,
      financialAccess: false,
    });
  });
});

declare global {
  interface Window {
    showedLoading: boolean;
  }
}

/**
 * Opens a page with the CSP enforced, recording console errors and warnings, the API calls it makes,
 * and whether a loading state ever replaced the server's markup (`window.showedLoading`).
 */
async function openWatched(path: string, viewport: { width: number; height: number }) {
  const { context, page } = await newPage(app.browser, viewport, { bypassCSP: false });
  await page.addInitScript(() => {
    window.showedLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('main [role="status"]')) window.showedLoading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Reads only: the schedule's visit count is a POST beacon (docs/api.md, "Schedule analytics"), not data the page waits for.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.goto(app.server.url('demo', path), { waitUntil: 'networkidle' });
  return { context, page, problems, apiCalls };
}

/** Whether the page's scripts have taken over the server's markup: a client-side navigation works. */
async function navigatesInPlace(page: Page, link: string, arrived: () => Promise<unknown>) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('link', { name: link }).first().click();
  await arrived();
  return documents === 0;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('hydration at %s width', (_, viewport) => {
  it('takes over the schedule with no console error and no second request for it, and filters on a click', async () => {
    // A shared link whose class and venue are written in another case: the app rewrites nothing, shows no loading.
    const run = runs().find((r) => londonHour(r.runStartTime) >= 16)!;
    const link = `/?className=${encodeURIComponent(run.className.toLowerCase())}&venueName=${encodeURIComponent(run.venueName.toUpperCase())}`;
    const shared = await openWatched(link, viewport);
    expect(shared.problems).toEqual([]);
    expect(await shared.page.evaluate(() => window.showedLoading)).toBe(false);
    await shared.context.close();

    const { context, page, problems, apiCalls } = await openWatched('/', viewport);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => window.showedLoading)).toBe(false);
    // The schedule and who is signed in came with the page.
    expect(apiCalls).toEqual([]);
    const shownRuns = () =>
      page
        .getByTestId('term-card')
        .getByTestId('run-card')
        .evaluateAll((els) => [...new Set(els.map((e) => Number(e.getAttribute('data-run-id'))))].length);
    expect(await shownRuns()).toBe(idsOf(runs()).length);
    await page.getByLabel('Age').selectOption({ label: '11 years and over' });
    const older = runs().filter((r) => (r.ageFrom === 0 && r.ageTo === 0) || r.ageTo >= 132);
    await expect.poll(shownRuns).toBe(idsOf(older).length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['run', () => `/${runWithSessionBetweenClocks().runId}/info`],
    ['camp', () => `/camp/${schedule.camps[0].campId}`],
    ['term', () => `/term/${schedule.terms[0].termId}`],
  ])('takes over the %s page with no console error, asks nothing again, and navigates in place', async (_, path) => {
    const { context, page, problems, apiCalls } = await openWatched(path(), viewport);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => window.showedLoading)).toBe(false);
    // The page's own answer and who is signed in came with it.
    expect(apiCalls).toEqual([]);
    const inPlace = await navigatesInPlace(page, 'Back to the schedule', () =>
      page.getByTestId('run-card').first().waitFor(),
    );
    expect(inPlace).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes over /login with no console error, asks nothing, and validates the form', async () => {
    const { context, page, problems, apiCalls } = await openWatched('/login', viewport);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => window.showedLoading)).toBe(false);
    expect(apiCalls).toEqual([]);
    // The form's schemas load once it is used: an empty form is refused field by field.
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the server-rendered pages are accessible', () => {
  it.each([
    ['the schedule', () => '/'],
    ['a run', () => `/${runs()[0].runId}/info`],
    ['a camp', () => `/camp/${schedule.camps[0].campId}`],
    ['a term', () => `/term/${schedule.terms[0].termId}`],
    ['the sign-in page', () => '/login'],
  ])('%s passes the axe check once hydrated', async (_, path) => {
    const { context, page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', path()), { waitUntil: 'networkidle' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

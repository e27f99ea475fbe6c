import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { e2eNow } from './clock.js';

/**
 * Debian's Chromium, never a downloaded browser: its headless shell when installed (package `chromium-headless-shell`,
 * the same source and version; what Playwright itself runs headless), which spends a third of the full browser's CPU
 * on a page (docs/development.md, "Session 28"), else the full browser. `CHROMIUM_PATH` names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Flags for a closed network and a root sandbox. */
export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_EXECUTABLE,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first test file and used by the files after it (e2e shares a worker's
 * modules: vitest's `isolate: false`); Playwright ends it with the worker. One browser a worker rather than one for the
 * run, which each worker reached over a WebSocket through the run's main process: the same eight files took ~11 % less
 * of the machine (docs/development.md, "Session 32"). A file closes its own contexts when it ends (`closeContextsOf`).
 */
export async function launchBrowser(): Promise<Browser> {
  // A browser that failed to start or has gone (a crash in an earlier file) is launched again, not handed on.
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = chromium.launch(LAUNCH_OPTIONS);
  return workerBrowser;
}

/** Closes what a test file opened in the worker's browser (every context: a worker runs one file at a time). */
export async function closeContextsOf(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  {
    bypassCSP = true,
    userAgent,
    keptForLaterTests = false,
  }: {
    bypassCSP?: boolean;
    /** A browser's own User-Agent instead of headless Chromium's (which analytics rightly count as a robot). */
    userAgent?: string;
    /** Left open when its test ends, for the file's later tests to go on with (a journey told in several tests). */
    keptForLaterTests?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP lets the accessibility check inject axe-core; the app itself never needs it. A test of
  // the policy itself turns it off.
  const context = await browser.newContext({
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    bypassCSP,
    ...(userAgent && { userAgent }),
  });
  // The page's clock is the server's (e2e/support/clock.ts), flowing in real time.
  await context.clock.install({ time: e2eNow() });
  const page = await context.newPage();
  watchUntilTestEnds(context, page, keptForLaterTests);
  return { context, page };
}

/** The run's file of failure reports (e2e/support/global-setup.ts), absent outside it. */
function failureLog(): string | undefined {
  try {
    return inject('e2eFailureLog');
  } catch {
    return undefined;
  }
}

/**
 * Keeps the page's console errors until the test that opened it ends. Then, if the test failed, prints where the page
 * was and what it showed, with those errors, and keeps it for the end of the run's output (a failure on a CI machine is
 * read from the log's tail instead of guessed at); and closes the page's context either way (unless kept for later
 * tests), so the pages of a file's finished tests stop running (their clock, their timers) while its later tests do.
 * A page opened outside a test (a beforeAll) lives as long as the file's browser connection.
 */
function watchUntilTestEnds(context: BrowserContext, page: Page, keptForLaterTests: boolean): void {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail' && !page.isClosed()) await reportFailure(page, errors);
      if (!keptForLaterTests) await context.close();
    });
  } catch {
    // Opened outside a test: there is no test to report on or to end with.
  }
}

async function reportFailure(page: Page, errors: string[]): Promise<void> {
  const shown = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: Error) => `(unreadable: ${error.message})`);
  const report = `The page at ${page.url()} showed:\n${shown.slice(0, 2_000)}\nConsole errors: ${errors.join('\n') || 'none'}`;
  console.error(report);
  const log = failureLog();
  // One compact paragraph per failure: a CI log keeps only its last lines.
  const compact = `${page.url()}: ${shown.replace(/\s+/g, ' ').slice(0, 600)} | console errors: ${errors.join(' ').slice(0, 300) || 'none'}`;
  if (log) fs.appendFileSync(log, `${expect.getState().currentTestName ?? ''}\n${compact}\n\n`);
}

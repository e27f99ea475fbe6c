import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/** Debian's Chromium, never a downloaded browser; flags for a closed network and a root sandbox. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  { bypassCSP = true }: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP lets the accessibility check inject axe-core; the app itself never needs it. A test of
  // the policy itself turns it off.
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/London', bypassCSP });
  const page = await context.newPage();
  reportOnFailure(page);
  return { context, page };
}

/**
 * When the test that opened the page fails, prints where the page was and what it showed, with its
 * console errors: a failure on a CI machine is then read from the log instead of guessed at.
 */
function reportOnFailure(page: Page): void {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return;
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: Error) => `(unreadable: ${error.message})`);
      console.error(
        `The page at ${page.url()} showed:\n${shown.slice(0, 2_000)}\nConsole errors: ${errors.join('\n') || 'none'}`,
      );
    });
  } catch {
    // Opened outside a test (a beforeAll): there is no test to report on.
  }
}

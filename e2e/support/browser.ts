import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
  return { context, page };
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server.js';
import { closeContextsOf, launchBrowser } from './browser.js';

export interface ServerSuite {
  server: AppServer;
}

export interface BrowserSuite extends ServerSuite {
  browser: Browser;
}

/**
 * Starts the app server before the test file's tests and stops it after them. Call it at the top of
 * the file; the returned object's `server` is set once the file's `beforeAll` hooks run.
 */
export function withAppServer(env?: Record<string, string>): ServerSuite {
  const suite = {} as ServerSuite;
  beforeAll(async () => {
    suite.server = await startAppServer(env);
  });
  afterAll(async () => {
    await suite.server?.stop();
  });
  return suite;
}

/**
 * As `withAppServer`, with the worker's Chromium (vitest's stacked hooks close the file's contexts before the server
 * stops).
 */
export function withAppServerAndBrowser(env?: Record<string, string>): BrowserSuite {
  const suite = withAppServer(env) as BrowserSuite;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    if (suite.browser) await closeContextsOf(suite.browser);
  });
  return suite;
}

import type { Me } from '@clubroom/domain/api';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AppServer } from './app-server.js';
import { newPage, PHONE } from './browser.js';

/** The demo parent's password (apps/server/src/db/seed). */
export const DEMO_PASSWORD = 'clubroom-demo-2026';

/** POSTs JSON from inside the page (its cookies and Origin), answering the status and the JSON body. */
export const postFromPage = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { path, body },
  );

/**
 * A phone-sized page of the demo club with a demo parent signed in (the seed's first parent unless
 * `email` names another; on `club`'s site, demo unless named) and the terms accepted (no special-category consent given: accepting asks
 * for none).
 */
export async function demoParentPage(
  browser: Browser,
  server: AppServer,
  email = 'parent@example.com',
  club = 'demo',
  /** false: the page keeps the site's Content-Security-Policy (the accessibility check cannot run in it). */
  { bypassCSP = true } = {},
): Promise<Page> {
  const { page } = await newPage(browser, PHONE, { bypassCSP });
  await page.goto(server.url(club, '/api/auth/me'));
  const login = await postFromPage(page, '/api/v4/public/authentication/login-user', {
    email,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const owed = (login.json as Me).contractRequired;
  if (owed) {
    const accepted = await postFromPage(page, '/api/v4/contract/accept', { version: owed.version, acceptTerms: true });
    expect(accepted.status).toBe(200);
  }
  return page;
}

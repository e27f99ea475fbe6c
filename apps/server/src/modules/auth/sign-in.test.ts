import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.js';
import { SESSION_COOKIE } from '../../platform/security/sessions.js';
import { sha256 } from '../../platform/security/tokens.js';
import { DEMO, queryAll, sessionCookie, userIdOf, whoAmI } from '../../test-support/accounts.js';
import { expectInputRefused, overlong, type BadInputCase } from '../../test-support/bad-input.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const LOGIN_ROUTES = ['/api/v4/public/authentication/login-user', '/rest/v1/authentication/login'];
const EMAIL_STATUS = '/api/v4/public/authentication/email-status-check';
const WEEK_MS = 7 * 86_400_000;

describe.each(testDrivers)('sign in, sign out and who am I, on %s', (driver) => {
  let t: TestApp;
  const login = (url: string, body: unknown, cookie?: string) =>
    t.request({ method: 'POST', url, body, cookie, ip: freshIp() });
  const sessionsOf = async (email: string) =>
    queryAll<{ id: string; expires_at: Date; idle_timeout_seconds: number }>(
      t,
      sql`select id, expires_at, idle_timeout_seconds from auth_sessions where user_id = ${await userIdOf(t, email)}`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it.each(LOGIN_ROUTES)('%s signs in by email and password, answering who is now signed in', async (url) => {
    const res = await login(url, { email: ' Parent@Example.com ', password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: { id: expect.any(Number), email: DEMO.parent, firstName: 'Priya', lastName: 'Parent' },
      roles: ['parent'],
      impersonator: null,
      contractRequired: { role: 'parent', version: 1, updated: false },
      financialAccess: false,
    });
    expect((await whoAmI(t, cookieHeader(res))).user?.email).toBe(DEMO.parent);
  });

  it('without "Stay signed in" sets a browser-session cookie and a short server session (2 h idle, 12 h at most)', async () => {
    const res = await login(LOGIN_ROUTES[0], { email: DEMO.coach, password: DEMO_PASSWORD });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.expires).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.secure).toBeUndefined(); // plain http here; sessions.test.ts covers https
    const [session] = (await sessionsOf(DEMO.coach)).filter((s) => s.id === sha256(cookie.value));
    expect(new Date(session.expires_at).getTime() - t.clock.now().getTime()).toBe(12 * 3600_000);
    expect(session.idle_timeout_seconds).toBe(2 * 3600);
  });

  it("with 'Stay signed in for 1 week' the cookie and the session last a week", async () => {
    const res = await login(LOGIN_ROUTES[1], { email: DEMO.coach, password: DEMO_PASSWORD, staySignedIn: true });
    const cookie = sessionCookie(res);
    expect(cookie.expires?.getTime()).toBe(t.clock.now().getTime() + WEEK_MS);
    const [session] = (await sessionsOf(DEMO.coach)).filter((s) => s.id === sha256(cookie.value));
    expect(new Date(session.expires_at).getTime()).toBe(t.clock.now().getTime() + WEEK_MS);
  });

  it('gives the same answer for an unknown email and a wrong password, and sets no cookie', async () => {
    const wrong = await login(LOGIN_ROUTES[0], { email: DEMO.parent, password: 'not the password' });
    const unknown = await login(LOGIN_ROUTES[0], { email: 'no-one@example.org', password: 'not the password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.cookies).toEqual([]);
    }
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: messages.signIn.wrongCredentials });
  });

  it('starts a new session on every sign-in, never reusing the one the browser sent (no fixation)', async () => {
    const first = cookieHeader(await login(LOGIN_ROUTES[0], { email: DEMO.organiser, password: DEMO_PASSWORD }));
    const second = await login(LOGIN_ROUTES[0], { email: DEMO.organiser, password: DEMO_PASSWORD }, first);
    expect(cookieHeader(second)).not.toBe(first);
    expect((await whoAmI(t, first)).user).toBeNull(); // the session the request came with is ended
    expect((await whoAmI(t, cookieHeader(second))).user?.email).toBe(DEMO.organiser);
    // A made-up cookie is never adopted.
    const planted = `${SESSION_COOKIE}=planted-by-an-attacker`;
    const third = await login(LOGIN_ROUTES[0], { email: DEMO.organiser, password: DEMO_PASSWORD }, planted);
    expect(sessionCookie(third).value).not.toBe('planted-by-an-attacker');
  });

  it('signs out: the session is deleted and its cookie cleared', async () => {
    const cookie = await t.signIn('demo', DEMO.parent);
    const before = (await sessionsOf(DEMO.parent)).length;
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'signed-out' });
    const cleared = sessionCookie(res);
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect((await sessionsOf(DEMO.parent)).length).toBe(before - 1);
    expect((await whoAmI(t, cookie)).user).toBeNull();
  });

  it("signs in on the platform's own host too, with only platform roles there", async () => {
    const cookie = await t.signIn(null, DEMO.support);
    expect(await whoAmI(t, cookie, null)).toMatchObject({ user: { email: DEMO.support }, roles: ['support'] });
    const organiser = await t.signIn(null, DEMO.organiser);
    expect(await whoAmI(t, organiser, null)).toMatchObject({ user: { email: DEMO.organiser }, roles: [] });
    expect((await whoAmI(t, organiser, 'demo')).roles).toEqual(['organiser']);
  });

  it('answers /api/auth/me for nobody', async () => {
    expect(await whoAmI(t, undefined)).toEqual({
      user: null,
      roles: [],
      impersonator: null,
      contractRequired: null,
      financialAccess: false,
    });
    expect(await whoAmI(t, `${SESSION_COOKIE}=nonsense`)).toMatchObject({ user: null });
  });

  it("email-status-check says whether an address has an account, and whether it's verified", async () => {
    const status = async (email: string) =>
      (await t.request({ method: 'POST', url: EMAIL_STATUS, body: { email }, ip: freshIp() })).json();
    expect(await status(DEMO.parent)).toEqual({ status: 'active' });
    expect(await status('PARENT@example.com')).toEqual({ status: 'active' });
    expect(await status('nobody-at-all@example.org')).toEqual({ status: 'no-account' });
    await t.request({
      method: 'POST',
      url: '/api/v4/public/signup/new-user',
      ip: freshIp(),
      botCheck: true,
      body: {
        firstName: 'Una',
        lastName: 'Verified',
        email: 'unverified@example.org',
        mobile: '07700900999',
        password: 'a fine password',
        acceptTerms: true,
      },
    });
    expect(await status('unverified@example.org')).toEqual({ status: 'unverified' });
  });

  const badInput: BadInputCase[] = LOGIN_ROUTES.flatMap((url): BadInputCase[] => [
    {
      name: `${url} without email`,
      request: { method: 'POST' as const, url, body: { password: DEMO_PASSWORD } },
      field: 'body.email',
    },
    {
      name: `${url} without password`,
      request: { method: 'POST' as const, url, body: { email: DEMO.parent } },
      field: 'body.password',
    },
    {
      name: `${url} with an empty password`,
      request: { method: 'POST' as const, url, body: { email: DEMO.parent, password: '' } },
      field: 'body.password',
    },
    {
      name: `${url} with an overlong password`,
      request: { method: 'POST' as const, url, body: { email: DEMO.parent, password: overlong(129) } },
      field: 'body.password',
    },
    {
      name: `${url} with an email that is a number`,
      request: { method: 'POST' as const, url, body: { email: 12, password: DEMO_PASSWORD } },
      field: 'body.email',
    },
    {
      name: `${url} with staySignedIn a string`,
      request: {
        method: 'POST' as const,
        url,
        body: { email: DEMO.parent, password: DEMO_PASSWORD, staySignedIn: 'yes' },
      },
      field: 'body.staySignedIn',
    },
  ]).concat([
    {
      name: 'email-status without email',
      request: { method: 'POST', url: EMAIL_STATUS, body: {} },
      field: 'body.email',
    },
    {
      name: 'email-status with an overlong email',
      request: { method: 'POST', url: EMAIL_STATUS, body: { email: `${overlong(250)}@example.org` } },
      field: 'body.email',
    },
    {
      name: 'email-status with an array',
      request: { method: 'POST', url: EMAIL_STATUS, body: { email: [DEMO.parent] } },
      field: 'body.email',
    },
  ]);
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, c);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN_ROUTES[0],
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});

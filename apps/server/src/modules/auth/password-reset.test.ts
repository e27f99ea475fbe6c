import { messages } from '@clubroom/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.js';
import { createPerson, linkFrom, whoAmI } from '../../test-support/accounts.js';
import { expectInputRefused, overlong, type BadInputCase } from '../../test-support/bad-input.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const FORGOT = '/api/auth/forgot-password-express';
const RESET = '/api/auth/forgot-password-express-check';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDrivers)('forgot and reset password on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  /** A fresh person for each test, so one test's reset never changes another's password. */
  const person = async () => {
    const email = `reset-${(n += 1)}@example.org`;
    await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    return email;
  };
  const forgot = (email: string) =>
    t.request({ method: 'POST', url: FORGOT, body: { email }, ip: freshIp(), botCheck: true });
  const reset = (token: string, password: string, cookie?: string) =>
    t.request({ method: 'POST', url: RESET, body: { token, password }, cookie, ip: freshIp() });
  const tokenFor = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(200);
    const link = linkFrom(await t.latestMail(email));
    expect(link.origin + link.pathname).toBe('http://demo.localhost:3000/reset-password');
    return link.searchParams.get('token')!;
  };
  const canSignIn = async (email: string, password: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/v4/public/authentication/login-user',
        body: { email, password },
        ip: freshIp(),
      })
    ).statusCode === 200;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('emails a reset link; the new password signs in, the old one no longer does, and every old session ends', async () => {
    const email = await person();
    const laptop = await t.signIn('demo', email);
    const phone = await t.signIn('demo', email);
    const token = await tokenFor(email);
    expect((await t.latestMail(email))?.subject).toBe('Reset your Little Legends Sports Club password');

    const res = await reset(token, NEW_PASSWORD, phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(email);
    const fresh = cookieHeader(res);
    expect(fresh).not.toBe(phone);
    expect((await whoAmI(t, fresh)).user?.email).toBe(email);
    expect((await whoAmI(t, laptop)).user).toBeNull();
    expect((await whoAmI(t, phone)).user).toBeNull();
    expect(await canSignIn(email, DEMO_PASSWORD)).toBe(false);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('works once', async () => {
    const email = await person();
    const token = await tokenFor(email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'TOKEN_INVALID',
      message: messages.resetPassword.linkInvalid,
      issues: [{ path: 'body.token' }],
    });
    expect(await canSignIn(email, 'yet another passphrase')).toBe(false);
  });

  it('expires after an hour', async () => {
    const email = await person();
    const token = await tokenFor(email);
    t.clock.advance(60 * 60_000);
    const res = await reset(token, NEW_PASSWORD);
    t.clock.advance(-60 * 60_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
    expect(await canSignIn(email, DEMO_PASSWORD)).toBe(true);
  });

  it('is replaced by a newer link', async () => {
    const email = await person();
    const older = await tokenFor(email);
    const newer = await tokenFor(email);
    expect((await reset(older, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password without using up the link', async () => {
    const email = await person();
    const token = await tokenFor(email);
    for (const weak of ['short', 'password1', 'qwertyuiop']) {
      await expectInputRefused(t, {
        name: weak,
        request: { method: 'POST', url: RESET, body: { token, password: weak } },
        field: 'body.password',
      });
    }
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const known = await forgot(await person());
    const unknown = await forgot('nobody-to-reset@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.latestMail('nobody-to-reset@example.org')).toBeUndefined();
  });

  it('refuses a made-up token', async () => {
    const res = await reset('made-up-token', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
  });

  const badInput: BadInputCase[] = [
    {
      name: 'forgot without email',
      request: { method: 'POST', url: FORGOT, botCheck: true, body: {} },
      field: 'body.email',
    },
    {
      name: 'forgot with a bad email',
      request: { method: 'POST', url: FORGOT, botCheck: true, body: { email: 'nope' } },
      field: 'body.email',
    },
    {
      name: 'forgot with an overlong email',
      request: { method: 'POST', url: FORGOT, botCheck: true, body: { email: `${overlong(250)}@example.org` } },
      field: 'body.email',
    },
    {
      name: 'reset without token',
      request: { method: 'POST', url: RESET, body: { password: NEW_PASSWORD } },
      field: 'body.token',
    },
    {
      name: 'reset with an empty token',
      request: { method: 'POST', url: RESET, body: { token: '', password: NEW_PASSWORD } },
      field: 'body.token',
    },
    {
      name: 'reset with an overlong token',
      request: { method: 'POST', url: RESET, body: { token: overlong(101), password: NEW_PASSWORD } },
      field: 'body.token',
    },
    {
      name: 'reset without password',
      request: { method: 'POST', url: RESET, body: { token: 'abc' } },
      field: 'body.password',
    },
    {
      name: 'reset with an overlong password',
      request: { method: 'POST', url: RESET, body: { token: 'abc', password: overlong(129) } },
      field: 'body.password',
    },
    {
      name: 'reset with a numeric password',
      request: { method: 'POST', url: RESET, body: { token: 'abc', password: 123456789 } },
      field: 'body.password',
    },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, c);
  });
});

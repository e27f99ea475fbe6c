import { messages } from '@clubroom/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/security/sessions.js';
import { sha256 } from '../../platform/security/tokens.js';
import {
  codeFrom,
  DEMO,
  followMagicLink,
  linkFrom,
  queryAll,
  queryOne,
  signUpBody,
  whoAmI,
} from '../../test-support/accounts.js';
import { expectInputRefused, overlong, type BadInputCase } from '../../test-support/bad-input.js';
import { failInsertsInto } from '../../test-support/failing-writes.js';
import { cookieHeader, freshIp, type TestApp, createTestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { SIGN_UP_ATTEMPT_COOKIE } from './sign-up-attempt.js';

const SIGN_UP = '/api/v4/public/signup/new-user';
const VERIFY = '/api/v4/public/signup/verify-code';
const RESEND = '/api/v4/public/signup/resend-code';
const LOGIN = '/api/v4/public/authentication/login-user';

// This file sends through a real SMTP server (smtp-capture.ts): the SMTP_URL path end to end.
describe.each(testDrivers)('parent sign-up with an emailed code, over SMTP, on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  const newEmail = () => `new-parent-${(n += 1)}@example.org`;
  const signUp = (email: string, overrides = {}, ip = freshIp()) =>
    t.request({ method: 'POST', url: SIGN_UP, body: signUpBody(email, overrides), ip, botCheck: true });
  /** The sign-up attempt cookie a sign-up set: what that browser sends back to verify and resend. */
  const attemptOf = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === SIGN_UP_ATTEMPT_COOKIE);
    if (!cookie?.value)
      throw new Error(`no ${SIGN_UP_ATTEMPT_COOKIE} cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
    return `${cookie.name}=${cookie.value}`;
  };
  /** Signs up from a new browser: its attempt cookie and the code emailed for this attempt. */
  const signUpIn = async (email: string, overrides = {}) => {
    const res = await signUp(email, overrides);
    expect(res.statusCode, res.body).toBe(200);
    return { browser: attemptOf(res), code: codeFrom(await t.latestMail(email)) };
  };
  const verify = (email: string, code: string, browser?: string, ip = freshIp()) =>
    t.request({ method: 'POST', url: VERIFY, body: { email, code }, cookie: browser, ip });
  const resend = (email: string, browser?: string) =>
    t.request({ method: 'POST', url: RESEND, body: { email }, cookie: browser, ip: freshIp() });
  const signInWith = (email: string, password: string) =>
    t.request({ method: 'POST', url: LOGIN, body: { email, password }, ip: freshIp() });
  const userRow = (email: string) =>
    queryOne<{
      id: number;
      first_name: string;
      last_name: string;
      mobile: string;
      password_hash: string | null;
      email_verified_at: Date | null;
      marketing_opt_in: boolean;
      marketing_updated_at: Date | null;
    }>(t, sql`select * from users where email = ${email}`);
  /** Refused as a wrong code is: 400 CODE_INVALID naming body.code. */
  const expectCodeRefused = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'CODE_INVALID',
        message: messages.verificationCode.invalid,
        issues: [{ path: 'body.code', message: messages.verificationCode.invalid }],
      },
    });
  };
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    t = await createTestApp(driver, { smtp: true });
  });
  afterAll(() => t.close());

  it('creates an unverified parent of the club, emails a 6-digit code, and the code signs them in', async () => {
    const email = newEmail();
    const res = await signUp(email.toUpperCase(), { marketingOptIn: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'verification-required' });
    // Not signed in before the email is proved: the only cookie is this sign-up attempt's secret.
    expect(res.cookies.map((c) => c.name)).toEqual([SIGN_UP_ATTEMPT_COOKIE]);
    const [attempt] = res.cookies;
    expect(attempt).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v4/public/signup', maxAge: 3600 });
    expect(attempt.secure).toBeUndefined(); // plain http
    expect(attempt.value).toMatch(/^[\w-]{43}$/);
    const browser = attemptOf(res);

    // Stored lower-case, with names and mobile but no password and no marketing choice yet.
    const user = await userRow(email);
    expect(user).toMatchObject({
      first_name: 'Nia',
      mobile: '07700900456',
      email_verified_at: null,
      password_hash: null,
      marketing_opt_in: false,
      marketing_updated_at: null,
    });
    const membership = await queryOne<{ role: string; subdomain: string }>(
      t,
      sql`
      select m.role, c.subdomain from memberships m join clubs c on c.id = m.club_id where m.user_id = ${user.id}`,
    );
    expect(membership).toEqual({ role: 'parent', subdomain: 'demo' });

    const mail = await t.latestMail(email);
    expect(mail?.subject).toMatch(/^Your .+ verification code: \d{6}$/);
    const code = codeFrom(mail);
    expect(mail?.subject).toContain(code);
    // Only hashes of the code and of the attempt's secret are stored; the details ride on the code.
    const token = await queryOne<{
      token_hash: string;
      expires_at: Date;
      attempt_hash: string;
      pending: Record<string, unknown>;
    }>(
      t,
      sql`
      select token_hash, expires_at, attempt_hash, pending from auth_tokens where user_id = ${user.id} and kind = 'email_verification'`,
    );
    expect(token.token_hash).not.toContain(code);
    expect(token.attempt_hash).toBe(sha256(attempt.value));
    expect(token.pending).toMatchObject({
      firstName: 'Nia',
      lastName: 'Newparent',
      mobile: '07700900456',
      marketingOptIn: true,
    });
    expect(JSON.stringify(token.pending)).not.toContain(signUpBody(email).password);
    expect(new Date(token.expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);

    // Unverified: the right password does not sign in, and is refused exactly as a wrong one.
    const early = await signInWith(email, signUpBody(email).password);
    const wrong = await signInWith(email, 'not the password at all');
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual(wrong.json());
    expect(early.json().error.code).toBe('INVALID_CREDENTIALS');

    const verified = await verify(email, code, browser);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      user: { email, firstName: 'Nia', lastName: 'Newparent' },
      roles: ['parent'],
      contractRequired: null, // the terms ticked at sign-up are accepted (sign-up-terms.test.ts)
    });
    // The attempt's cookie is cleared; a session starts.
    expect(verified.cookies.find((c) => c.name === SIGN_UP_ATTEMPT_COOKIE)).toMatchObject({
      value: '',
      path: '/api/v4/public/signup',
    });
    const after = await userRow(email);
    expect(after.email_verified_at).not.toBeNull();
    expect(after.marketing_opt_in).toBe(true);
    expect(new Date(after.marketing_updated_at!).getTime()).toBe(t.clock.now().getTime());
    const me = await whoAmI(t, cookieHeader(verified));
    expect(me.user?.email).toBe(email);

    // The code works once.
    expectCodeRefused(await verify(email, code, browser));
    // And the password now signs in.
    expect(await t.signIn('demo', email, signUpBody(email).password)).toMatch(new RegExp(`(^|; )${SESSION_COOKIE}=`));
  });

  it('sets the attempt cookie Secure behind an HTTPS proxy in production', async () => {
    const production = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
    try {
      const res = await production.request({
        method: 'POST',
        url: SIGN_UP,
        body: signUpBody(newEmail()),
        botCheck: true,
        // From the proxy on this machine (TRUST_PROXY's default), for a client of its own.
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshIp() },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === SIGN_UP_ATTEMPT_COOKIE)?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('hashes the password with argon2id at OWASP parameters (19 MiB, 2 iterations, 1 lane)', async () => {
    const email = newEmail();
    const { browser, code } = await signUpIn(email);
    const { pending } = await queryOne<{ pending: { passwordHash: string } }>(
      t,
      sql`
      select pending from auth_tokens where user_id = ${(await userRow(email)).id} and kind = 'email_verification'`,
    );
    expect(pending.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await verify(email, code, browser)).statusCode).toBe(200);
    const { password_hash: hash } = await userRow(email);
    expect(hash).toBe(pending.passwordHash);
    expect(hash).not.toContain(signUpBody(email).password);
  });

  it('refuses a wrong code, and after 5 wrong tries refuses even the right one', async () => {
    const email = newEmail();
    const { browser, code } = await signUpIn(email);
    for (let i = 0; i < 5; i += 1) expectCodeRefused(await verify(email, otherCode(code), browser));
    expectCodeRefused(await verify(email, code, browser));
    expect((await userRow(email)).email_verified_at).toBeNull();
  });

  it('refuses an expired code (15 minutes)', async () => {
    const email = newEmail();
    const { browser, code } = await signUpIn(email);
    t.clock.advance(15 * 60_000);
    try {
      expectCodeRefused(await verify(email, code, browser));
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - 15 * 60_000));
    }
    expect((await userRow(email)).email_verified_at).toBeNull();
  });

  it('refuses the right code entered without the attempt cookie (another device), as it refuses a wrong code', async () => {
    const email = newEmail();
    const { browser, code } = await signUpIn(email);
    expectCodeRefused(await verify(email, code));
    expectCodeRefused(await verify(email, code, `${SIGN_UP_ATTEMPT_COOKIE}=made-up`));
    expectCodeRefused(await verify(email, code, `${SIGN_UP_ATTEMPT_COOKIE}=${overlong(101)}`));
    expect((await userRow(email)).email_verified_at).toBeNull();
    // In the browser that signed up, the same code still works.
    expect((await verify(email, code, browser)).statusCode).toBe(200);
  });

  it("resends a new code for the attempt the cookie names, replacing only that attempt's code; says the same whatever happens", async () => {
    const email = newEmail();
    const one = await signUpIn(email);
    const two = await signUpIn(email, { firstName: 'Nora' });
    const resent = await resend(email, one.browser);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ status: 'sent' });
    const second = codeFrom(await t.latestMail(email));
    const tokens = await queryAll<{ attempt_hash: string; pending: { firstName: string }; used_at: Date | null }>(
      t,
      sql`
      select attempt_hash, pending, used_at from auth_tokens where user_id = ${(await userRow(email)).id} order by id`,
    );
    // The new code carries the first attempt's hash and details; the other attempt's code is untouched.
    const hashOf = (browser: string) => sha256(browser.split('=')[1]);
    expect(
      tokens.map((r) => ({ attempt: r.attempt_hash, firstName: r.pending.firstName, live: r.used_at === null })),
    ).toEqual([
      { attempt: hashOf(one.browser), firstName: 'Nia', live: false }, // replaced by the resent code
      { attempt: hashOf(two.browser), firstName: 'Nora', live: true },
      { attempt: hashOf(one.browser), firstName: 'Nia', live: true },
    ]);
    if (one.code !== second) expectCodeRefused(await verify(email, one.code, one.browser));
    // The other attempt's code still works in its own browser (it was not replaced).
    expect((await verify(email, two.code, two.browser)).statusCode).toBe(200);
    expect((await userRow(email)).first_name).toBe('Nora');

    // Without a cookie, for an unknown address and for a verified one: the same answer, nothing sent.
    const unverified = newEmail();
    await signUpIn(unverified);
    const before = await t.latestMail(unverified);
    for (const [other, browser] of [
      [unverified, undefined],
      ['nobody-here@example.org', one.browser],
      [DEMO.parent, one.browser],
    ] as const) {
      const res = await resend(other, browser);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'sent' });
    }
    expect(await t.latestMail(unverified)).toBe(before);
    expect(await t.latestMail('nobody-here@example.org')).toBeUndefined();
    expect(await t.latestMail(DEMO.parent)).toBeUndefined();
  });

  it('resends for an attempt only within its hour', async () => {
    const email = newEmail();
    const { browser } = await signUpIn(email);
    const codes = async () =>
      (await queryAll(t, sql`select id from auth_tokens where user_id = ${(await userRow(email)).id}`)).length;
    const start = t.clock.now();
    try {
      t.clock.advance(59 * 60_000);
      await resend(email, browser);
      expect(await codes()).toBe(2);
      const late = await t.latestMail(email);
      t.clock.advance(2 * 60_000);
      expect((await resend(email, browser)).json()).toEqual({ status: 'sent' });
      expect(await codes()).toBe(2); // nothing new
      expect(await t.latestMail(email)).toBe(late);
      // The code sent within the hour lives its 15 minutes.
      expect((await verify(email, codeFrom(late), browser)).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it("lets an unverified address be signed up again, changing nothing until that attempt's code is entered; not a verified one", async () => {
    const email = newEmail();
    await signUpIn(email);
    const again = await signUpIn(email, { firstName: 'Nora', lastName: 'Other', mobile: '07700900999' });
    expect(await userRow(email)).toMatchObject({
      first_name: 'Nia',
      last_name: 'Newparent',
      mobile: '07700900456',
      password_hash: null,
    });
    expect((await verify(email, again.code, again.browser)).statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ first_name: 'Nora', last_name: 'Other', mobile: '07700900999' });
    const taken = await signUp(DEMO.parent);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'EMAIL_TAKEN', issues: [{ path: 'body.email' }] });
    expect(taken.cookies).toEqual([]);
  });

  describe('account takeover through sign-up', () => {
    const OWNER = 'owner password A 1';
    const ATTACKER = 'attacker password B 2';

    it("an attacker's later sign-up cannot put their password on the owner's account", async () => {
      const email = newEmail();
      const owner = await signUpIn(email, { password: OWNER });
      const attacker = await signUpIn(email, { password: ATTACKER, firstName: 'Mallory' }); // the latest email is now the attacker's code
      expect(attacker.browser).not.toBe(owner.browser);
      expect(await userRow(email)).toMatchObject({ first_name: 'Nia', password_hash: null });

      // The owner enters the latest code in their browser: it is the attacker's attempt's, so refused
      // (unless, one time in a million, both attempts drew the same code).
      if (attacker.code !== owner.code) expectCodeRefused(await verify(email, attacker.code, owner.browser));
      expect((await userRow(email)).email_verified_at).toBeNull();
      // Their own code, in their own browser, verifies the account with their own details.
      const verified = await verify(email, owner.code, owner.browser);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().user).toMatchObject({ email, firstName: 'Nia' });

      expect((await signInWith(email, OWNER)).statusCode).toBe(200);
      expect((await signInWith(email, ATTACKER)).statusCode).toBe(401);
      // The attacker's attempt is dead now, even with its own code (were it ever leaked).
      expectCodeRefused(await verify(email, attacker.code, attacker.browser));
      // Nor can it have a new code sent.
      const lastMail = await t.latestMail(email);
      await resend(email, attacker.browser);
      expect(await t.latestMail(email)).toBe(lastMail);
      expect((await signInWith(email, ATTACKER)).statusCode).toBe(401);
      expect((await userRow(email)).first_name).toBe('Nia');
    });

    it('an attacker who signs up first (pre-hijack) leaves no password behind: the victim verifies with their own', async () => {
      const email = newEmail();
      const attacker = await signUpIn(email, { password: ATTACKER, firstName: 'Mallory' });
      // Nothing of the attacker's reaches the account.
      expect(await userRow(email)).toMatchObject({ password_hash: null, email_verified_at: null });
      expect((await signInWith(email, ATTACKER)).statusCode).toBe(401);

      const victim = await signUpIn(email, { password: OWNER, firstName: 'Vera' });
      // The attacker signs up again and asks for a fresh code, so the newest emails are theirs.
      const again = await signUpIn(email, { password: ATTACKER, firstName: 'Mallory' });
      await resend(email, again.browser);
      const latest = codeFrom(await t.latestMail(email));
      // Those codes do nothing in the victim's browser (unless one happens to equal the victim's own).
      for (const code of [attacker.code, again.code, latest].filter((c) => c !== victim.code))
        expectCodeRefused(await verify(email, code, victim.browser));
      const verified = await verify(email, victim.code, victim.browser);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().user).toMatchObject({ firstName: 'Vera' });

      expect((await signInWith(email, OWNER)).statusCode).toBe(200);
      expect((await signInWith(email, ATTACKER)).statusCode).toBe(401);
      // The verified account takes nothing from any other attempt, even with that attempt's own code.
      expectCodeRefused(await verify(email, latest, again.browser));
      expect((await signInWith(email, ATTACKER)).statusCode).toBe(401);
    });

    it('a magic link that proves an unverified address keeps no sign-up password, and kills the pending codes', async () => {
      const email = newEmail();
      const attempt = await signUpIn(email, { password: ATTACKER });
      await t.request({ method: 'POST', url: '/api/new-magic-link', body: { email }, ip: freshIp(), botCheck: true });
      const used = await followMagicLink(t, linkFrom(await t.latestMail(email)));
      expect((await whoAmI(t, cookieHeader(used))).user?.email).toBe(email);
      expect(await userRow(email)).toMatchObject({ password_hash: null });
      expect((await userRow(email)).email_verified_at).not.toBeNull();
      expectCodeRefused(await verify(email, attempt.code, attempt.browser));
      expect((await signInWith(email, ATTACKER)).statusCode).toBe(401);
    });
  });

  it.each([
    ['07700900123', '07700900123'],
    ['+447700900123', '07700900123'],
    ['07700 900 123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
  ])('accepts the UK mobile %s (stored as %s)', async (mobile, stored) => {
    const email = newEmail();
    expect((await signUp(email, { mobile })).statusCode).toBe(200);
    expect((await userRow(email)).mobile).toBe(stored);
  });

  it('leaves no half-made account when a write fails: the account, its membership and the code commit together', async () => {
    const email = newEmail();
    const restore = await failInsertsInto(t, 'auth_tokens');
    try {
      expect((await signUp(email)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await queryAll(t, sql`select id from users where email = ${email}`)).toEqual([]);
    expect(await t.latestMail(email)).toBeUndefined();
    const { browser, code } = await signUpIn(email);
    expect((await verify(email, code, browser)).statusCode).toBe(200);
  });

  it('accepts a 128-character password', async () => {
    expect((await signUp(newEmail(), { password: 'p'.repeat(127) + 'Q' })).statusCode).toBe(200);
  });

  it('logs a sign-up step', async () => {
    const res = await t.post('demo', '/api/v4/public/signup/log-sign-up', {
      step: 'details',
      email: 'someone@example.org',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'logged' });
  });

  const body = (overrides: Record<string, unknown>) => ({ ...signUpBody('bad-input@example.org'), ...overrides });
  const without = (field: string) =>
    Object.fromEntries(Object.entries(signUpBody('bad-input@example.org')).filter(([k]) => k !== field));
  /** With a solved bot check, so the input itself is what is refused. */
  const post = (url: string, b: unknown) => ({ method: 'POST' as const, url, body: b, botCheck: true });
  const badInput: BadInputCase[] = [
    ...['firstName', 'lastName', 'email', 'mobile', 'password', 'acceptTerms'].map((field) => ({
      name: `sign-up without ${field}`,
      request: post(SIGN_UP, without(field)),
      field: `body.${field}`,
    })),
    { name: 'first name blank', request: post(SIGN_UP, body({ firstName: '   ' })), field: 'body.firstName' },
    { name: 'first name overlong', request: post(SIGN_UP, body({ firstName: overlong(81) })), field: 'body.firstName' },
    {
      name: 'first name with a NUL',
      request: post(SIGN_UP, body({ firstName: 'Al\u0000ex' })),
      field: 'body.firstName',
    },
    { name: 'last name with a newline', request: post(SIGN_UP, body({ lastName: 'Smi\nth' })), field: 'body.lastName' },
    { name: 'last name a number', request: post(SIGN_UP, body({ lastName: 42 })), field: 'body.lastName' },
    { name: 'email not an email', request: post(SIGN_UP, body({ email: 'not-an-email' })), field: 'body.email' },
    {
      name: 'email overlong',
      request: post(SIGN_UP, body({ email: `${overlong(250)}@example.org` })),
      field: 'body.email',
    },
    { name: 'mobile a landline', request: post(SIGN_UP, body({ mobile: '02079460000' })), field: 'body.mobile' },
    { name: 'mobile one digit short', request: post(SIGN_UP, body({ mobile: '0770090012' })), field: 'body.mobile' },
    { name: 'mobile one digit long', request: post(SIGN_UP, body({ mobile: '077009001234' })), field: 'body.mobile' },
    { name: 'mobile +44 07', request: post(SIGN_UP, body({ mobile: '+4407700900123' })), field: 'body.mobile' },
    { name: 'mobile overlong', request: post(SIGN_UP, body({ mobile: overlong(40) })), field: 'body.mobile' },
    { name: 'password 7 characters', request: post(SIGN_UP, body({ password: 'abcdefg' })), field: 'body.password' },
    {
      name: 'password 129 characters',
      request: post(SIGN_UP, body({ password: 'p'.repeat(129) })),
      field: 'body.password',
    },
    {
      name: 'password on the common list',
      request: post(SIGN_UP, body({ password: 'password123' })),
      field: 'body.password',
    },
    { name: 'password a number', request: post(SIGN_UP, body({ password: 12345678 })), field: 'body.password' },
    { name: 'terms not accepted', request: post(SIGN_UP, body({ acceptTerms: false })), field: 'body.acceptTerms' },
    {
      name: 'marketing opt-in a string',
      request: post(SIGN_UP, body({ marketingOptIn: 'yes please' })),
      field: 'body.marketingOptIn',
    },
    { name: 'verify without code', request: post(VERIFY, { email: DEMO.parent }), field: 'body.code' },
    {
      name: 'verify with a 5-digit code',
      request: post(VERIFY, { email: DEMO.parent, code: '12345' }),
      field: 'body.code',
    },
    { name: 'verify with letters', request: post(VERIFY, { email: DEMO.parent, code: 'abcdef' }), field: 'body.code' },
    { name: 'verify without email', request: post(VERIFY, { code: '123456' }), field: 'body.email' },
    { name: 'resend without email', request: post(RESEND, {}), field: 'body.email' },
    { name: 'resend with a number', request: post(RESEND, { email: 7 }), field: 'body.email' },
    { name: 'log step missing', request: post('/api/v4/public/signup/log-sign-up', {}), field: 'body.step' },
    {
      name: 'log step overlong',
      request: post('/api/v4/public/signup/log-sign-up', { step: overlong(41) }),
      field: 'body.step',
    },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, c);
  });

  it("says 'Please accept these Terms of Use to continue' when the terms are not ticked", async () => {
    const res = await t.request(post(SIGN_UP, without('acceptTerms')));
    expect(res.json().error.issues).toContainEqual({
      path: 'body.acceptTerms',
      message: 'Please accept these Terms of Use to continue',
    });
  });
});

import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, DEMO, queryOne, signUpBody, whoAmI } from '../../test-support/accounts.js';
import { expectInputRefused, overlong, type BadInputCase } from '../../test-support/bad-input.js';
import { cookieHeader, freshIp, type TestApp, createTestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SIGN_UP = '/api/v4/public/signup/new-user';
const VERIFY = '/api/v4/public/signup/verify-code';
const RESEND = '/api/v4/public/signup/resend-code';

// This file sends through a real SMTP server (smtp-capture.ts): the SMTP_URL path end to end.
describe.each(testDrivers)('parent sign-up with an emailed code, over SMTP, on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  const newEmail = () => `new-parent-${(n += 1)}@example.org`;
  const signUp = (email: string, overrides = {}, ip = freshIp()) => t.request({ method: 'POST', url: SIGN_UP, body: signUpBody(email, overrides), ip });
  const verify = (email: string, code: string, ip = freshIp()) => t.request({ method: 'POST', url: VERIFY, body: { email, code }, ip });
  const userRow = (email: string) => queryOne<{ id: number; first_name: string; mobile: string; password_hash: string; email_verified_at: Date | null; marketing_opt_in: boolean }>(
    t, sql`select * from users where email = ${email}`);

  beforeAll(async () => { t = await createTestApp(driver, { smtp: true }); });
  afterAll(() => t.close());

  it('creates an unverified parent of the club, emails a 6-digit code, and the code signs them in', async () => {
    const email = newEmail();
    const res = await signUp(email.toUpperCase(), { marketingOptIn: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'verification-required' });
    expect(res.cookies).toEqual([]); // not signed in before the email is proved

    const user = await userRow(email); // stored lower-case
    expect(user).toMatchObject({ first_name: 'Nia', mobile: '07700900456', email_verified_at: null, marketing_opt_in: true });
    const membership = await queryOne<{ role: string; subdomain: string }>(t, sql`
      select m.role, c.subdomain from memberships m join clubs c on c.id = m.club_id where m.user_id = ${user.id}`);
    expect(membership).toEqual({ role: 'parent', subdomain: 'demo' });

    const mail = await t.latestMail(email);
    expect(mail?.subject).toMatch(/^Your .+ verification code: \d{6}$/);
    const code = codeFrom(mail);
    expect(mail?.subject).toContain(code);
    // Only the hash of the code is stored.
    const token = await queryOne<{ token_hash: string; expires_at: Date }>(t, sql`select token_hash, expires_at from auth_tokens where user_id = ${user.id} and kind = 'email_verification'`);
    expect(token.token_hash).not.toContain(code);
    expect(new Date(token.expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);

    // Unverified: the right password still does not sign in.
    const early = await t.request({ method: 'POST', url: '/api/v4/public/authentication/login-user', body: { email, password: signUpBody(email).password }, ip: freshIp() });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_UNVERIFIED');

    const verified = await verify(email, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ user: { email, firstName: 'Nia', lastName: 'Newparent' }, roles: ['parent'], contractRequired: { role: 'parent' } });
    expect((await userRow(email)).email_verified_at).not.toBeNull();
    const me = await whoAmI(t, cookieHeader(verified));
    expect(me.user?.email).toBe(email);

    // The code works once.
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'CODE_INVALID', message: messages.verificationCode.invalid });
    // And the password now signs in.
    expect(await t.signIn('demo', email, signUpBody(email).password)).toMatch(/^clubroom_session=/);
  });

  it('hashes the password with argon2id at OWASP parameters (19 MiB, 2 iterations, 1 lane)', async () => {
    const email = newEmail();
    expect((await signUp(email)).statusCode).toBe(200);
    const { password_hash: hash } = await userRow(email);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(signUpBody(email).password);
  });

  it('refuses a wrong code, and after 5 wrong tries refuses even the right one', async () => {
    const email = newEmail();
    await signUp(email);
    const code = codeFrom(await t.latestMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toEqual([{ path: 'body.code', message: messages.verificationCode.invalid }]);
    }
    expect((await verify(email, code)).statusCode).toBe(400);
    expect((await userRow(email)).email_verified_at).toBeNull();
  });

  it('refuses an expired code (15 minutes)', async () => {
    const email = newEmail();
    await signUp(email);
    const code = codeFrom(await t.latestMail(email));
    t.clock.advance(15 * 60_000);
    try {
      expect((await verify(email, code)).statusCode).toBe(400);
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - 15 * 60_000));
    }
    expect((await userRow(email)).email_verified_at).toBeNull();
  });

  it('resends a new code that replaces the old one; says the same for unknown and verified addresses', async () => {
    const email = newEmail();
    await signUp(email);
    const first = codeFrom(await t.latestMail(email));
    const resent = await t.request({ method: 'POST', url: RESEND, body: { email }, ip: freshIp() });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ status: 'sent' });
    const second = codeFrom(await t.latestMail(email));
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);

    for (const other of ['nobody-here@example.org', DEMO.parent]) {
      const res = await t.request({ method: 'POST', url: RESEND, body: { email: other }, ip: freshIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'sent' });
      expect(await t.latestMail(other)).toBeUndefined();
    }
  });

  it('lets an unverified sign-up be repeated (new details, new code), but not a verified one', async () => {
    const email = newEmail();
    await signUp(email);
    expect((await signUp(email, { firstName: 'Nora' })).statusCode).toBe(200);
    expect((await userRow(email)).first_name).toBe('Nora');
    const taken = await signUp(DEMO.parent);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'EMAIL_TAKEN', issues: [{ path: 'body.email' }] });
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

  it('accepts a 128-character password', async () => {
    expect((await signUp(newEmail(), { password: 'p'.repeat(127) + 'Q' })).statusCode).toBe(200);
  });

  it('logs a sign-up step', async () => {
    const res = await t.post('demo', '/api/v4/public/signup/log-sign-up', { step: 'details', email: 'someone@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'logged' });
  });

  const body = (overrides: Record<string, unknown>) => ({ ...signUpBody('bad-input@example.org'), ...overrides });
  const without = (field: string) => Object.fromEntries(Object.entries(signUpBody('bad-input@example.org')).filter(([k]) => k !== field));
  const post = (url: string, b: unknown) => ({ method: 'POST' as const, url, body: b });
  const badInput: BadInputCase[] = [
    ...['firstName', 'lastName', 'email', 'mobile', 'password', 'acceptTerms'].map((field) => ({ name: `sign-up without ${field}`, request: post(SIGN_UP, without(field)), field: `body.${field}` })),
    { name: 'first name blank', request: post(SIGN_UP, body({ firstName: '   ' })), field: 'body.firstName' },
    { name: 'first name overlong', request: post(SIGN_UP, body({ firstName: overlong(81) })), field: 'body.firstName' },
    { name: 'last name a number', request: post(SIGN_UP, body({ lastName: 42 })), field: 'body.lastName' },
    { name: 'email not an email', request: post(SIGN_UP, body({ email: 'not-an-email' })), field: 'body.email' },
    { name: 'email overlong', request: post(SIGN_UP, body({ email: `${overlong(250)}@example.org` })), field: 'body.email' },
    { name: 'mobile a landline', request: post(SIGN_UP, body({ mobile: '02079460000' })), field: 'body.mobile' },
    { name: 'mobile one digit short', request: post(SIGN_UP, body({ mobile: '0770090012' })), field: 'body.mobile' },
    { name: 'mobile one digit long', request: post(SIGN_UP, body({ mobile: '077009001234' })), field: 'body.mobile' },
    { name: 'mobile +44 07', request: post(SIGN_UP, body({ mobile: '+4407700900123' })), field: 'body.mobile' },
    { name: 'mobile overlong', request: post(SIGN_UP, body({ mobile: overlong(40) })), field: 'body.mobile' },
    { name: 'password 7 characters', request: post(SIGN_UP, body({ password: 'abcdefg' })), field: 'body.password' },
    { name: 'password 129 characters', request: post(SIGN_UP, body({ password: 'p'.repeat(129) })), field: 'body.password' },
    { name: 'password on the common list', request: post(SIGN_UP, body({ password: 'password123' })), field: 'body.password' },
    { name: 'password a number', request: post(SIGN_UP, body({ password: 12345678 })), field: 'body.password' },
    { name: 'terms not accepted', request: post(SIGN_UP, body({ acceptTerms: false })), field: 'body.acceptTerms' },
    { name: 'marketing opt-in a string', request: post(SIGN_UP, body({ marketingOptIn: 'yes please' })), field: 'body.marketingOptIn' },
    { name: 'verify without code', request: post(VERIFY, { email: DEMO.parent }), field: 'body.code' },
    { name: 'verify with a 5-digit code', request: post(VERIFY, { email: DEMO.parent, code: '12345' }), field: 'body.code' },
    { name: 'verify with letters', request: post(VERIFY, { email: DEMO.parent, code: 'abcdef' }), field: 'body.code' },
    { name: 'verify without email', request: post(VERIFY, { code: '123456' }), field: 'body.email' },
    { name: 'resend without email', request: post(RESEND, {}), field: 'body.email' },
    { name: 'resend with a number', request: post(RESEND, { email: 7 }), field: 'body.email' },
    { name: 'log step missing', request: post('/api/v4/public/signup/log-sign-up', {}), field: 'body.step' },
    { name: 'log step overlong', request: post('/api/v4/public/signup/log-sign-up', { step: overlong(41) }), field: 'body.step' },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, c);
  });

  it("says 'Please accept these Terms of Use to continue' when the terms are not ticked", async () => {
    const res = await t.post('demo', SIGN_UP, without('acceptTerms'));
    expect(res.json().error.issues).toContainEqual({ path: 'body.acceptTerms', message: 'Please accept these Terms of Use to continue' });
  });
});

import { sql } from 'drizzle-orm';
import { devMailbox, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/security/passwords.js';
import { SESSION_COOKIE } from '../../platform/security/sessions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, followMagicLink, linkFrom, pathOf, queryOne, signUpBody, whoAmI } from '../../test-support/accounts.js';
import { expectInputRefused, overlong, type BadInputCase } from '../../test-support/bad-input.js';
import { PRODUCTION_BASE_DOMAIN } from '../../test-support/production-env.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const NEW_LINK = '/api/new-magic-link';
const LOGIN = '/api/v4/public/authentication/login-user';

// Mail in this file goes to the dev mailbox (no SMTP_URL) and is read back through its routes.
describe.each(testDrivers)('magic links, through the dev mailbox, on %s', (driver) => {
  let t: TestApp;
  const ask = (email: string, next?: string) =>
    t.request({ method: 'POST', url: NEW_LINK, body: { email, ...(next && { next }) }, ip: freshIp(), botCheck: true });
  const follow = (link: URL, club = 'demo') => followMagicLink(t, link, club);

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it("emails a link on the club's own site that signs the person in once, then goes where they were heading", async () => {
    const res = await ask(DEMO.parent, '/dashboard/details/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent' });
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toBe('Sign in to Little Legends Sports Club');
    const link = linkFrom(mail);
    expect(link.origin).toBe('http://demo.localhost:3000');
    expect(link.pathname).toBe('/api/magic-link-login');

    const used = await follow(link);
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe('/dashboard/details/me');
    expect((await whoAmI(t, cookieHeader(used))).user?.email).toBe(DEMO.parent);

    const reused = await follow(link);
    expect(reused.statusCode).toBe(303);
    // Still on the way to the page it was for: a new link from there leads on to it.
    expect(reused.headers.location).toBe(`/login/link-expired?next=${encodeURIComponent('/dashboard/details/me')}`);
    expect(reused.cookies.filter((c) => c.value !== '')).toEqual([]);
  });

  it("is not used up by opening it (mail scanners open links): only the sign-in page's form uses it", async () => {
    await ask(DEMO.parent, '/camp/1');
    const link = linkFrom(await t.latestMail(DEMO.parent));
    for (let i = 0; i < 3; i += 1) {
      const opened = await t.request({ url: pathOf(link) });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`/login/link?token=${link.searchParams.get('token')}&next=%2Fcamp%2F1`);
      expect(opened.cookies).toEqual([]);
    }
    const used = await follow(link);
    expect(used.headers.location).toBe('/camp/1');
    expect((await whoAmI(t, cookieHeader(used))).user?.email).toBe(DEMO.parent);
    // The page itself is served to browsers.
    expect((await t.request({ url: `/login/link?token=${link.searchParams.get('token')}` })).statusCode).toBe(200);
  });

  it.each([
    ['a parent', DEMO.parent, '/'],
    ['a coach', DEMO.coach, '/cms/registers'],
    ['an organiser', DEMO.organiser, '/cms'],
  ])('leads %s with no page asked for to where they work: %s → %s', async (_who, email, landing) => {
    await ask(email);
    const used = await follow(linkFrom(await t.latestMail(email)));
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe(landing);
  });

  it('refuses a link after 15 minutes', async () => {
    await ask(DEMO.coach);
    const link = linkFrom(await t.latestMail(DEMO.coach));
    t.clock.advance(15 * 60_000);
    try {
      const res = await follow(link);
      expect(res.headers.location).toBe('/login/link-expired');
      expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
    } finally {
      t.clock.advance(-15 * 60_000);
    }
  });

  it('replaces an earlier link with a newer one', async () => {
    await ask(DEMO.organiser);
    const older = linkFrom(await t.latestMail(DEMO.organiser));
    await ask(DEMO.organiser);
    const newer = linkFrom(await t.latestMail(DEMO.organiser));
    expect((await follow(older)).headers.location).toBe('/login/link-expired');
    expect((await follow(newer)).headers.location).toBe('/cms');
  });

  it('refuses made-up and missing tokens', async () => {
    for (const url of [
      '/api/magic-link-login?token=made-up',
      '/api/magic-link-login',
      `/api/magic-link-login?token=${overlong(101)}`,
    ]) {
      const res = await t.get('demo', url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/login/link-expired');
    }
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const res = await ask('stranger@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent' });
    expect(await t.latestMail('stranger@example.org')).toBeUndefined();
  });

  it('proves the email of an unverified account', async () => {
    const email = 'magic-unverified@example.org';
    await t.request({
      method: 'POST',
      url: '/api/v4/public/signup/new-user',
      body: signUpBody(email),
      ip: freshIp(),
      botCheck: true,
    });
    await ask(email);
    const used = await follow(linkFrom(await t.latestMail(email)));
    expect((await whoAmI(t, cookieHeader(used))).user?.email).toBe(email);
    const row = await queryOne<{ email_verified_at: Date | null; password_hash: string | null }>(
      t,
      sql`select email_verified_at, password_hash from users where email = ${email}`,
    );
    expect(row.email_verified_at).not.toBeNull();
    // The sign-up's password was never proved: it does not sign in.
    expect(row.password_hash).toBeNull();
    const signIn = await t.request({
      method: 'POST',
      url: LOGIN,
      body: { email, password: signUpBody(email).password },
      ip: freshIp(),
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('leaves no usable password on an unverified account it proves, whoever set it (a sign-up before codes were tied to the browser)', async () => {
    const email = 'magic-prehijacked@example.org';
    const attackerPassword = 'attacker chose this 1';
    await t.db
      .insert(users)
      .values({ email, firstName: 'Mallory', lastName: 'First', passwordHash: await hashPassword(attackerPassword) });
    await ask(email);
    const used = await follow(linkFrom(await t.latestMail(email)));
    expect((await whoAmI(t, cookieHeader(used))).user?.email).toBe(email);
    const row = await queryOne<{ email_verified_at: Date | null; password_hash: string | null }>(
      t,
      sql`select email_verified_at, password_hash from users where email = ${email}`,
    );
    expect(row).toMatchObject({ password_hash: null });
    expect(row.email_verified_at).not.toBeNull();
    const signIn = await t.request({
      method: 'POST',
      url: LOGIN,
      body: { email, password: attackerPassword },
      ip: freshIp(),
    });
    expect(signIn.statusCode).toBe(401);
    // A verified account's password is kept: the demo parent still signs in after using a link.
    await ask(DEMO.parent);
    await follow(linkFrom(await t.latestMail(DEMO.parent)));
    expect(await t.signIn('demo', DEMO.parent)).toMatch(new RegExp(`(^|; )${SESSION_COOKIE}=`));
  });

  it.each([
    ['//evil.example/', 'another site'],
    ['/\\evil.example/', 'a backslash'],
    ['/\t/evil.example/', 'a tab browsers drop'],
    ['/\n/evil.example/', 'a newline browsers drop'],
    ['https://evil.example/', 'an absolute URL'],
  ])('never redirects off the site: next=%j (%s)', async (next) => {
    t.clock.advance(60 * 60_000); // a new hour: the parent's 5 links an hour are not the point here
    const asked = await t.request({
      method: 'POST',
      url: NEW_LINK,
      body: { email: DEMO.parent, next },
      ip: freshIp(),
      botCheck: true,
    });
    expect(asked.statusCode).toBe(400);
    // A link whose next was tampered with afterwards goes home instead.
    await ask(DEMO.parent);
    const link = linkFrom(await t.latestMail(DEMO.parent));
    link.searchParams.set('next', next);
    const used = await follow(link);
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe('/');
  });

  const badInput: BadInputCase[] = [
    { name: 'no email', request: { method: 'POST', url: NEW_LINK, botCheck: true, body: {} }, field: 'body.email' },
    {
      name: 'email not an email',
      request: { method: 'POST', url: NEW_LINK, botCheck: true, body: { email: 'parent' } },
      field: 'body.email',
    },
    {
      name: 'email overlong',
      request: { method: 'POST', url: NEW_LINK, botCheck: true, body: { email: `${overlong(250)}@example.org` } },
      field: 'body.email',
    },
    {
      name: 'next overlong',
      request: {
        method: 'POST',
        url: NEW_LINK,
        botCheck: true,
        body: { email: DEMO.parent, next: `/${overlong(500)}` },
      },
      field: 'body.next',
    },
    {
      name: 'next a number',
      request: { method: 'POST', url: NEW_LINK, botCheck: true, body: { email: DEMO.parent, next: 5 } },
      field: 'body.next',
    },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, c);
  });

  it("builds emailed links from PUBLIC_URL, never from the request's Host (a forged port goes nowhere)", async () => {
    const forged = 'demo.localhost:6666';
    const res = await t.request({
      method: 'POST',
      url: NEW_LINK,
      body: { email: DEMO.coach },
      ip: freshIp(),
      botCheck: true,
      origin: `http://${forged}`,
      headers: { host: forged },
    });
    expect(res.statusCode).toBe(200);
    expect(linkFrom(await t.latestMail(DEMO.coach)).origin).toBe('http://demo.localhost:3000');
  });

  describe('the dev mailbox', () => {
    it('lists the messages sent to an address, newest first, as JSON and as a page', async () => {
      await ask(DEMO.coach);
      await t.app.jobs.settled(); // the email is sent by a job once the request has answered
      const res = await t.get(null, `/api/dev/mailbox?to=${encodeURIComponent('COACH@example.com')}`);
      expect(res.statusCode).toBe(200);
      const { messages } = res.json();
      expect(messages.length).toBeGreaterThanOrEqual(2);
      expect(messages.every((m: { to: string }) => m.to === DEMO.coach)).toBe(true);
      expect(messages[0].id).toBeGreaterThan(messages[1].id);

      const page = await t.get(null, '/dev/mailbox');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(DEMO.coach);
      expect(page.body).toContain('Sign in to Little Legends Sports Club');
      expect(page.body).toContain('href="http://demo.localhost:3000/api/magic-link-login?token=');
    });

    it('refuses an overlong address filter, naming it', async () => {
      await expectInputRefused(t, {
        name: 'overlong to',
        request: { club: null, url: `/api/dev/mailbox?to=${'x'.repeat(255)}` },
        field: 'querystring.to',
      });
    });

    it('refuses a control character in the address filter, naming it', async () => {
      const res = await expectInputRefused(t, {
        name: 'NUL in to',
        request: { club: null, url: '/api/dev/mailbox?to=a%00b@example.org' },
        field: 'querystring.to',
      });
      expect(res.json().error.issues).toContainEqual({
        path: 'querystring.to',
        message: 'must not contain control characters',
      });
    });

    it('escapes what it shows', async () => {
      await t.db.insert(devMailbox).values({
        to: 'escape-me@example.org',
        subject: '<b>subject</b>',
        text: 'hello <script>alert(1)</script> https://x.example/?a=1&b="2"',
      });
      const page = await t.get(null, '/dev/mailbox');
      expect(page.body).not.toContain('<script>alert(1)</script>');
      expect(page.body).not.toContain('<b>subject</b>');
      expect(page.body).toContain('&#60;script&#62;');
    });
  });

  it("in production, emails links in https on the club's own host", async () => {
    const production = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
    try {
      await production.request({
        method: 'POST',
        url: NEW_LINK,
        body: { email: DEMO.parent },
        botCheck: true,
        headers: { 'x-forwarded-proto': 'https' },
      });
      // PUBLIC_URL unset: https on the base domain.
      expect(linkFrom(await production.latestMail(DEMO.parent)).origin).toBe(`https://demo.${PRODUCTION_BASE_DOMAIN}`);
    } finally {
      await production.close();
    }
  });
});

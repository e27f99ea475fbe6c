import type { StaffMember } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.js';
import { createPerson, DEMO, linkFrom, queryOne, signUpBody, whoAmI } from '../../test-support/accounts.js';
import {
  ACCOUNT_TABLES,
  accountTablesDigest,
  expectInputRefused,
  overlong,
  type BadInputCase,
} from '../../test-support/bad-input.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const INVITE = '/api/v4/client/staff/invite';
const RESET = '/api/auth/forgot-password-express-check';
const CHOSEN_PASSWORD = 'whistle-and-cones-42';
const DAY_MS = 24 * 60 * 60_000;
/** Every account table but the rate-limit counters: a refused invitation still counts against the organiser. */
const WRITES = ACCOUNT_TABLES.filter((table) => table !== 'rate_limit_counters');

describe.each(testDrivers)('staff invitations on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let n = 0;
  const newcomer = (overrides: Record<string, unknown> = {}) => ({
    email: `invitee-${(n += 1)}@example.org`,
    firstName: 'Ivy',
    lastName: 'Invitee',
    role: 'coach',
    ...overrides,
  });
  const invite = (body: unknown, cookie = organiser, club = 'demo') =>
    t.request({ method: 'POST', club, url: INVITE, body, cookie, ip: freshIp() });
  const setPassword = (token: string, password = CHOSEN_PASSWORD) =>
    t.request({ method: 'POST', url: RESET, body: { token, password }, ip: freshIp() });
  const canSignIn = async (email: string, password: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/v4/public/authentication/login-user',
        body: { email, password },
        ip: freshIp(),
      })
    ).statusCode === 200;
  /** Invites a new address and answers the token of the emailed link. */
  const invitedToken = async (body = newcomer()) => {
    const res = await invite(body);
    expect(res.statusCode, res.body).toBe(200);
    return linkFrom(await t.latestMail(body.email)).searchParams.get('token')!;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
  });
  afterAll(() => t.close());

  it('gives a new address an unverified account without a password, and emails a link that sets one and signs in as a coach', async () => {
    const body = newcomer({ email: 'New.Coach@Example.org', firstName: 'Nadia', lastName: 'Newcoach' });
    const res = await invite(body);
    expect(res.statusCode, res.body).toBe(200);
    const added = (res.json().staff as StaffMember[]).find((s) => s.email === 'new.coach@example.org');
    expect(added).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Newcoach',
      role: 'coach',
      financialAccess: false,
      status: 'active',
    });
    expect(
      await queryOne(t, sql`select password_hash, email_verified_at from users where email = 'new.coach@example.org'`),
    ).toEqual({ password_hash: null, email_verified_at: null });
    expect(await canSignIn('new.coach@example.org', CHOSEN_PASSWORD)).toBe(false);

    const mail = await t.latestMail('new.coach@example.org');
    expect(mail?.subject).toBe("You're invited to join Little Legends Sports Club as a coach");
    expect(mail?.text).toContain('Olivia Organiser has invited you');
    expect(mail?.text).toContain('expires in 7 days');
    const link = linkFrom(mail);
    expect(link.origin + link.pathname).toBe('http://demo.localhost:3000/reset-password');

    const signedIn = await setPassword(link.searchParams.get('token')!);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email: 'new.coach@example.org' },
      roles: ['coach'],
      contractRequired: { role: 'coach' },
    });
    expect((await whoAmI(t, cookieHeader(signedIn))).roles).toEqual(['coach']);
    expect(
      (
        await queryOne<{ verified: boolean }>(
          t,
          sql`select email_verified_at is not null as verified from users where email = 'new.coach@example.org'`,
        )
      ).verified,
    ).toBe(true);
    expect(await canSignIn('new.coach@example.org', CHOSEN_PASSWORD)).toBe(true);

    const again = await setPassword(link.searchParams.get('token')!, 'another-passphrase-7');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
    expect(await canSignIn('new.coach@example.org', 'another-passphrase-7')).toBe(false);
  });

  it('keeps the link for 7 days, no longer', async () => {
    const lastDay = await invitedToken();
    const expired = await invitedToken();
    t.clock.advance(7 * DAY_MS - 60_000);
    const inTime = await setPassword(lastDay);
    t.clock.advance(60_000);
    const late = await setPassword(expired);
    t.clock.advance(-7 * DAY_MS);
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('TOKEN_INVALID');
  });

  it('adds the staff role to an existing account (a parent) and tells them, with a sign-in link and no password link', async () => {
    const email = `parent-${(n += 1)}@example.org`;
    const { userId } = await createPerson(t, {
      email,
      firstName: 'Pia',
      memberships: [{ club: 'demo', role: 'parent' }],
    });
    const theirSession = await t.signIn('demo', email);
    const res = await invite({ email, firstName: 'Someone', lastName: 'Else', role: 'coach' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().staff as StaffMember[]).find((s) => s.email === email)).toMatchObject({
      firstName: 'Pia',
      lastName: 'Person',
      role: 'coach',
      status: 'active',
    });

    const mail = await t.latestMail(email);
    expect(mail?.subject).toBe("You've been added as a coach at Little Legends Sports Club");
    expect(linkFrom(mail).toString()).toBe('http://demo.localhost:3000/login');
    expect(await queryOne(t, sql`select count(*)::int as tokens from auth_tokens where user_id = ${userId}`)).toEqual({
      tokens: 0,
    });
    // Roles are read on every request: their session is a coach's at once, and their password still works.
    expect((await whoAmI(t, theirSession)).roles.sort()).toEqual(['coach', 'parent']);
    expect(await canSignIn(email, DEMO_PASSWORD)).toBe(true);
    // Written to the audit log: who invited whom, as what.
    expect(
      await queryOne(
        t,
        sql`
      select a.action, actor.email as actor, a.details from audit_log a join users actor on actor.id = a.actor_user_id
      where a.subject_user_id = ${userId}`,
      ),
    ).toEqual({ action: 'staff.invite', actor: DEMO.organiser, details: { role: 'coach', newAccount: false } });
  });

  it('sends the password link to an account without a password (a sign-up never confirmed)', async () => {
    const email = `unconfirmed-${(n += 1)}@example.org`;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v4/public/signup/new-user',
          body: signUpBody(email),
          ip: freshIp(),
          botCheck: true,
        })
      ).statusCode,
    ).toBe(200);
    const res = await setPassword(await invitedToken(newcomer({ email, role: 'organiser' })));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().roles.sort()).toEqual(['organiser', 'parent']);
  });

  it.each([
    [
      'invited a second time, in capitals',
      async () => {
        const body = newcomer();
        expect((await invite(body)).statusCode).toBe(200);
        return { ...body, email: body.email.toUpperCase(), role: 'organiser' };
      },
    ],
    ['already a coach, invited as an organiser', async () => ({ ...newcomer(), email: DEMO.coach, role: 'organiser' })],
    [
      'deactivated, invited again',
      async () => {
        const email = `deactivated-${(n += 1)}@example.org`;
        await createPerson(t, { email, memberships: [{ club: 'demo', role: 'coach', status: 'deactivated' }] });
        return newcomer({ email });
      },
    ],
  ])('answers 409 naming the address, and writes nothing, for someone %s', async (_, bodyOf) => {
    const body = await bodyOf();
    const before = await accountTablesDigest(t, WRITES);
    const res = await invite(body);
    expect(res.statusCode, res.body).toBe(409);
    const email = body.email.toLowerCase();
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(email),
      issues: [{ path: 'body.email' }],
    });
    expect(await accountTablesDigest(t, WRITES)).toBe(before);
  });

  it('runs two invitations of one new address one after the other: one account, one role, the other 409', async () => {
    const body = newcomer();
    const answers = await Promise.all([invite(body), invite({ ...body, role: 'organiser' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await queryOne(
        t,
        sql`
      select count(distinct u.id)::int as accounts, count(m.id)::int as roles from users u join memberships m on m.user_id = u.id where u.email = ${body.email}`,
      ),
    ).toEqual({ accounts: 1, roles: 1 });
  });

  it.each([
    ['nobody', undefined, 401],
    ['a coach', DEMO.coach, 403],
    ['a parent', DEMO.parent, 403],
    ['support staff', DEMO.support, 403],
  ])('refuses %s, writing nothing', async (_, email, status) => {
    const cookie = email ? await t.signIn('demo', email) : ''; // '' sends no cookie
    const before = await accountTablesDigest(t);
    const res = await invite(newcomer(), cookie);
    expect(res.statusCode).toBe(status);
    expect(await accountTablesDigest(t)).toBe(before);
  });

  it("lets riverside's organiser invite into riverside only, never into demo", async () => {
    const rory = await t.signIn('riverside', DEMO.riversideOrganiser);
    const before = await accountTablesDigest(t);
    expect((await invite(newcomer(), rory, 'demo')).statusCode).toBe(403);
    expect(await accountTablesDigest(t)).toBe(before);

    const body = newcomer();
    const res = await invite(body, rory, 'riverside');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().staff as StaffMember[]).map((s) => s.email)).toEqual([body.email, DEMO.riversideOrganiser]);
    expect((await t.latestMail(body.email))?.subject).toBe("You're invited to join Riverside Swim & Tennis as a coach");
    expect(linkFrom(await t.latestMail(body.email)).host).toBe('riverside.localhost:3000');
    const demoStaff = (await t.request({ url: '/api/v4/client/staff', cookie: organiser })).json()
      .staff as StaffMember[];
    expect(demoStaff.map((s) => s.email)).not.toContain(body.email);
  });

  it('limits each organiser to 50 invitations an hour, refused ones included', async () => {
    const email = `busy-organiser-${(n += 1)}@example.org`;
    await createPerson(t, { email, memberships: [{ club: 'demo', role: 'organiser' }] });
    const busy = await t.signIn('demo', email);
    for (let i = 0; i < 50; i += 1)
      expect((await invite({ ...newcomer(), email: DEMO.coach }, busy)).statusCode).toBe(409);

    const body = newcomer();
    const before = await accountTablesDigest(t, WRITES);
    const limited = await invite(body, busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountTablesDigest(t, WRITES)).toBe(before);
    // Another organiser is not held up; after the hour, the busy one may invite again.
    expect((await invite(newcomer())).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    const later = await invite(body, busy);
    t.clock.advance(-60 * 60_000);
    expect(later.statusCode, later.body).toBe(200);
  });

  const badInput: BadInputCase[] = [
    { name: 'no body fields', request: { method: 'POST', url: INVITE, body: {} }, field: 'body.email' },
    {
      name: 'email missing',
      request: { method: 'POST', url: INVITE, body: { firstName: 'A', lastName: 'B', role: 'coach' } },
      field: 'body.email',
    },
    {
      name: 'email not an address',
      request: { method: 'POST', url: INVITE, body: { email: 'nope', firstName: 'A', lastName: 'B', role: 'coach' } },
      field: 'body.email',
    },
    {
      name: 'email overlong',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: `${overlong(250)}@example.org`, firstName: 'A', lastName: 'B', role: 'coach' },
      },
      field: 'body.email',
    },
    {
      name: 'first name blank',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: 'x@example.org', firstName: '   ', lastName: 'B', role: 'coach' },
      },
      field: 'body.firstName',
    },
    {
      name: 'first name a number',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: 'x@example.org', firstName: 7, lastName: 'B', role: 'coach' },
      },
      field: 'body.firstName',
    },
    {
      name: 'last name missing',
      request: { method: 'POST', url: INVITE, body: { email: 'x@example.org', firstName: 'A', role: 'coach' } },
      field: 'body.lastName',
    },
    {
      name: 'last name overlong',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: 'x@example.org', firstName: 'A', lastName: overlong(81), role: 'coach' },
      },
      field: 'body.lastName',
    },
    {
      name: 'first name with a NUL',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: 'x@example.org', firstName: 'A\u0000', lastName: 'B', role: 'coach' },
      },
      field: 'body.firstName',
    },
    {
      name: 'role missing',
      request: { method: 'POST', url: INVITE, body: { email: 'x@example.org', firstName: 'A', lastName: 'B' } },
      field: 'body.role',
    },
    {
      name: 'role parent (not a staff role)',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: 'x@example.org', firstName: 'A', lastName: 'B', role: 'parent' },
      },
      field: 'body.role',
    },
    {
      name: 'role unknown',
      request: {
        method: 'POST',
        url: INVITE,
        body: { email: 'x@example.org', firstName: 'A', lastName: 'B', role: 'boss' },
      },
      field: 'body.role',
    },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, { ...c, request: { ...c.request, cookie: organiser } });
  });
});

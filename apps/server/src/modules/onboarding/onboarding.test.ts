import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne, userIdOf } from '../../test-support/accounts.js';
import { accountTablesDigest, ACCOUNT_TABLES, expectInputRefused } from '../../test-support/bad-input.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const CHECK = '/api/subdomain-status-check';
const NEW_CLIENT = '/api/new-client';
const BETA = '/api/beta-country-sign-up';
const DETAILS = '/api/client/sign-up/details';
const CLUB_NAME = '/api/client/sign-up/club-name';
const ACCOUNT_STATUS = '/api/v4/client/account/status';
const CONNECT = '/api/v4/client/connect-account-url';
const CLUB_TABLES = [...ACCOUNT_TABLES, 'clubs', 'club_payment_settings', 'club_booking_settings'];

describe.each(testDrivers)('creating a club on %s', (driver) => {
  let t: TestApp;
  let founder: string;

  /** Creates a club as the founder; answers the JSON and the cookie the club's site then has. */
  async function create(subdomain: string, country = 'GB') {
    // Each club by its own founder: one person may create only a few an hour.
    await createPerson(t, { email: `${subdomain}@example.com` });
    const cookie = await t.signIn(null, `${subdomain}@example.com`);
    const res = await t.request({ method: 'POST', club: null, url: NEW_CLIENT, body: { subdomain, country }, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { clubId: number; subdomain: string; continueUrl: string };
    const link = new URL(answer.continueUrl);
    const opened = await t.request({ club: subdomain, url: link.pathname + link.search });
    return { answer, link, opened, clubCookie: cookieHeader(opened) };
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    await createPerson(t, { email: 'founder@example.com', firstName: 'Fola' });
    founder = await t.signIn(null, 'founder@example.com');
  });
  afterAll(() => t.close());

  it('checks a subdomain: DNS label rules, lower case, reserved names, and the clubs there are', async () => {
    const check = async (subdomain: string) => {
      const res = await t.request({ method: 'POST', club: null, url: CHECK, body: { subdomain }, cookie: founder });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await check(' Tuesday-FC ')).toEqual({ subdomain: 'tuesday-fc', available: true, reason: null });
    expect(await check('ab')).toMatchObject({ available: false, reason: 'too-short' });
    expect(await check('a'.repeat(64))).toMatchObject({ available: false, reason: 'too-long' });
    expect(await check('under_score')).toMatchObject({ available: false, reason: 'characters' });
    expect(await check('café')).toMatchObject({ available: false, reason: 'characters' });
    expect(await check('-club')).toMatchObject({ available: false, reason: 'hyphen-ends' });
    expect(await check('club-')).toMatchObject({ available: false, reason: 'hyphen-ends' });
    expect(await check('xn--club')).toMatchObject({ available: false, reason: 'punycode' });
    for (const reserved of ['www', 'api', 'admin', 'app', 'mail', 'platform', 'clubroom'])
      expect(await check(reserved)).toMatchObject({ available: false, reason: 'reserved' });
    expect(await check('DEMO')).toEqual({ subdomain: 'demo', available: false, reason: 'taken' });
    const signedOut = await t.request({ method: 'POST', club: null, url: CHECK, body: { subdomain: 'abc' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("creates the club: its creator is its organiser with financial access, on sign-up, and is signed in on the club's site", async () => {
    const { answer, link, opened, clubCookie } = await create('tuesday-fc');
    const creatorId = await userIdOf(t, 'tuesday-fc@example.com');
    expect(link.host).toBe('tuesday-fc.localhost:3000');
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/cms/sign-up/details');
    const club = await queryOne<{ name: string; on_sign_up: boolean; country: string }>(
      t,
      sql`select name, on_sign_up, country from clubs where id = ${answer.clubId}`,
    );
    expect(club).toEqual({ name: 'tuesday-fc', on_sign_up: true, country: 'GB' });
    expect(
      await queryAll(
        t,
        sql`select user_id, role, financial_access, status from memberships where club_id = ${answer.clubId}`,
      ),
    ).toEqual([{ user_id: creatorId, role: 'organiser', financial_access: true, status: 'active' }]);
    expect(
      await queryOne(t, sql`select connected_account_id from club_payment_settings where club_id = ${answer.clubId}`),
    ).toEqual({ connected_account_id: null });
    expect(
      await queryOne(t, sql`select hold_minutes from club_booking_settings where club_id = ${answer.clubId}`),
    ).toEqual({
      hold_minutes: 15,
    });
    expect(
      await queryOne(t, sql`select action, actor_user_id from audit_log where club_id = ${answer.clubId}`),
    ).toEqual({ action: 'club.create', actor_user_id: creatorId });

    // The club's site knows the person, as its organiser; the platform's session is its own.
    const details = await t.request({ club: 'tuesday-fc', url: DETAILS, cookie: clubCookie });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual({ clubName: 'tuesday-fc', phone: '', country: 'GB', onSignUp: true });

    // The link works once, on its own club's site only.
    const again = await t.request({ club: 'tuesday-fc', url: link.pathname + link.search });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/login?next=%2Fcms%2Fsign-up%2Fdetails');
    expect(cookieHeader(again)).toBe('');
  });

  it('a link opened on another club, or after two minutes, signs nobody in', async () => {
    const res = await t.request({
      method: 'POST',
      club: null,
      url: NEW_CLIENT,
      body: { subdomain: 'late-club', country: 'GB' },
      cookie: founder,
    });
    const link = new URL(res.json().continueUrl);
    const elsewhere = await t.request({ club: 'demo', url: link.pathname + link.search });
    expect(elsewhere.headers.location).toMatch(/^\/login/);
    t.clock.advance(2 * 60_000 + 1);
    const late = await t.request({ club: 'late-club', url: link.pathname + link.search });
    expect(late.headers.location).toMatch(/^\/login/);
    expect(cookieHeader(late)).toBe('');
  });

  it('refuses a subdomain already a club’s with 409, and bad input with 400 naming the field, writing nothing', async () => {
    const taken = await t.request({
      method: 'POST',
      club: null,
      url: NEW_CLIENT,
      body: { subdomain: 'demo', country: 'GB' },
      cookie: founder,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'SUBDOMAIN_TAKEN', issues: [{ path: 'body.subdomain' }] });
    const before = await accountTablesDigest(t, CLUB_TABLES);
    const cases = [
      { name: 'reserved', body: { subdomain: 'www', country: 'GB' }, field: 'body.subdomain' },
      { name: 'too short', body: { subdomain: 'ab', country: 'GB' }, field: 'body.subdomain' },
      { name: 'not a label', body: { subdomain: 'a.b.c', country: 'GB' }, field: 'body.subdomain' },
      { name: 'no subdomain', body: { country: 'GB' }, field: 'body.subdomain' },
      { name: 'unknown country', body: { subdomain: 'fine-club', country: 'XX' }, field: 'body.country' },
      { name: 'control characters', body: { subdomain: 'fine\u0000club', country: 'GB' }, field: 'body.subdomain' },
    ];
    for (const c of cases)
      await expectInputRefused(t, {
        name: c.name,
        field: c.field,
        request: { method: 'POST', club: null, url: NEW_CLIENT, body: c.body, cookie: founder },
      });
    expect(await accountTablesDigest(t, CLUB_TABLES)).toBe(before);
  });

  it('two requests for one subdomain at once make exactly one club; the other is told it is taken', async () => {
    const racer = await t.signIn(null, DEMO.parent);
    const answers = await Promise.all(
      [founder, racer, founder, racer].map((cookie) =>
        t.request({
          method: 'POST',
          club: null,
          url: NEW_CLIENT,
          body: { subdomain: 'race-club', country: 'GB' },
          cookie,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await queryAll(t, sql`select id from clubs where subdomain = 'race-club'`)).toHaveLength(1);
    const club = await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'race-club'`);
    expect(await queryAll(t, sql`select id from memberships where club_id = ${club.id}`)).toHaveLength(1);
  });

  it('limits how many clubs one person creates an hour', async () => {
    const { userId } = await createPerson(t, { email: 'serial@example.com' });
    const cookie = await t.signIn(null, 'serial@example.com');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.request({
        method: 'POST',
        club: null,
        url: NEW_CLIENT,
        body: { subdomain: `serial-${i}`, country: 'GB' },
        cookie,
        ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await queryAll(t, sql`select id from memberships where user_id = ${userId}`)).toHaveLength(5);
  });

  it('saves the details step: the name as typed, then name and phone end the sign-up and lead to payments', async () => {
    const { clubCookie } = await create('details-club');
    const post = (url: string, body: unknown) =>
      t.request({ method: 'POST', club: 'details-club', url, body, cookie: clubCookie });
    expect((await post(CLUB_NAME, { clubName: '  Details FC ' })).json()).toEqual({ clubName: 'Details FC' });
    await expectInputRefused(t, {
      name: 'no phone',
      field: 'body.phone',
      request: {
        method: 'POST',
        club: 'details-club',
        url: DETAILS,
        body: { clubName: 'Details FC', phone: ' ' },
        cookie: clubCookie,
      },
    });
    await expectInputRefused(t, {
      name: 'not a phone',
      field: 'body.phone',
      request: {
        method: 'POST',
        club: 'details-club',
        url: DETAILS,
        body: { clubName: 'Details FC', phone: 'call me' },
        cookie: clubCookie,
      },
    });
    await expectInputRefused(t, {
      name: 'no name',
      field: 'body.clubName',
      request: {
        method: 'POST',
        club: 'details-club',
        url: DETAILS,
        body: { clubName: '', phone: '01632 960123' },
        cookie: clubCookie,
      },
    });
    const saved = await post(DETAILS, { clubName: 'Details FC', phone: '01632 960123' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ next: '/cms/transition/splash/payment' });
    expect((await t.request({ club: 'details-club', url: DETAILS, cookie: clubCookie })).json()).toEqual({
      clubName: 'Details FC',
      phone: '01632 960123',
      country: 'GB',
      onSignUp: false,
    });
  });

  it('connects card payments with the sandbox at once, and the overview says so', async () => {
    const { clubCookie } = await create('paying-club');
    const status = async () =>
      (await t.request({ club: 'paying-club', url: ACCOUNT_STATUS, cookie: clubCookie })).json();
    expect(await status()).toEqual({
      status: 'not-connected',
      provider: 'sandbox',
      accountId: null,
      absorbCharges: 0,
      hasTerms: false,
    });
    const connected = await t.request({ method: 'POST', club: 'paying-club', url: CONNECT, cookie: clubCookie });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toEqual({ status: 'connected', url: null });
    const after = await status();
    expect(after).toMatchObject({ status: 'connected', provider: 'sandbox' });
    expect(after.accountId).toMatch(/^acct_[A-Za-z0-9]{24}$/);
    // Connecting again keeps the one account.
    await t.request({ method: 'POST', club: 'paying-club', url: CONNECT, cookie: clubCookie });
    expect((await status()).accountId).toBe(after.accountId);
  });

  it("keeps each club's sign-up to its own organisers", async () => {
    const { clubCookie } = await create('own-club');
    const demoOrganiser = await t.signIn('own-club', DEMO.organiser);
    for (const [method, url] of [
      ['GET', DETAILS],
      ['POST', CONNECT],
      ['GET', ACCOUNT_STATUS],
    ] as const) {
      const res = await t.request({
        method,
        club: 'own-club',
        url,
        cookie: demoOrganiser,
        ...(method === 'POST' && { body: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const elsewhere = await t.request({
      method: 'POST',
      club: 'demo',
      url: CONNECT,
      cookie: await t.signIn('demo', 'founder@example.com'),
    });
    expect(elsewhere.statusCode).toBe(403);
    const parent = await t.request({
      method: 'POST',
      club: 'own-club',
      url: CLUB_NAME,
      body: { clubName: 'Mine' },
      cookie: await t.signIn('own-club', DEMO.parent),
    });
    expect(parent.statusCode).toBe(403);
    expect((await t.request({ club: 'own-club', url: DETAILS, cookie: clubCookie })).json().clubName).toBe('own-club');
  });

  it('takes a beta-country sign-up once per address, answering alike whatever it knows', async () => {
    const sign = (body: unknown) => t.request({ method: 'POST', club: null, url: BETA, body });
    const first = await sign({ email: 'Far@Example.com', country: 'US' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'registered' });
    expect((await sign({ email: 'far@example.com', country: 'US' })).json()).toEqual({ status: 'registered' });
    expect((await sign({ email: DEMO.parent, country: 'US' })).json()).toEqual({ status: 'registered' });
    expect(await queryAll(t, sql`select email, country from beta_country_sign_ups order by id`)).toEqual([
      { email: 'far@example.com', country: 'US' },
      { email: DEMO.parent, country: 'US' },
    ]);
    await expectInputRefused(t, {
      name: 'bad email',
      field: 'body.email',
      request: { method: 'POST', club: null, url: BETA, body: { email: 'nope', country: 'US' } },
    });
    await expectInputRefused(t, {
      name: 'bad country',
      field: 'body.country',
      request: { method: 'POST', club: null, url: BETA, body: { email: 'a@example.com', country: 'ZZ' } },
    });
  });
});

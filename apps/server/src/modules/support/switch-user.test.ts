import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/security/sessions.js';
import { sha256 } from '../../platform/security/tokens.js';
import { createPerson, DEMO, queryAll, queryOne, userIdOf, whoAmI } from '../../test-support/accounts.js';
import { cookieHeader, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

interface AuditRow {
  action: string;
  actor: string;
  subject: string;
  club: string | null;
  details: { subjectEmail: string; supportEmail: string };
}

/** Where switching back returns (switch-return.ts). */
const RETURN_COOKIE = 'clubroom_switch_return';

describe.each(testDrivers)('switch user (support) on %s', (driver) => {
  let t: TestApp;
  /** A page visit as a browser makes it: it says where the navigation came from (here, typed in). */
  const visit = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.request({ url, cookie, headers: { 'sec-fetch-site': 'none', ...headers } });
  const audit = () =>
    queryAll<AuditRow>(
      t,
      sql`
    select a.action, actor.email as actor, subject.email as subject, c.subdomain as club, a.details
    from audit_log a join users actor on actor.id = a.actor_user_id join users subject on subject.id = a.subject_user_id
    left join clubs c on c.id = a.club_id order by a.id`,
    );
  /** One cookie of a Cookie header (`a=1; b=2`), by name. */
  const cookieOf = (header: string, name: string) =>
    header.split('; ').find((pair) => pair.startsWith(`${name}=`)) ?? '';
  const sessionExists = async (cookie: string) => {
    const token = cookieOf(cookie, SESSION_COOKIE).split('=')[1];
    return Boolean(await queryOne(t, sql`select id from auth_sessions where id = ${sha256(token)}`));
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('switches a support person into a user with a new session, shows who is behind it, and switches back', async () => {
    const support = await t.signIn('demo', DEMO.support);
    const switched = await visit('/term/3/Spring?view=all&_switch_user=parent%40example.com', support);
    expect(switched.statusCode, switched.body).toBe(303);
    expect(switched.headers.location).toBe('/term/3/Spring?view=all');
    const asParent = cookieHeader(switched);
    expect(asParent).not.toBe(support);
    expect(await sessionExists(support)).toBe(false);

    expect(await whoAmI(t, asParent)).toEqual({
      user: { id: await userIdOf(t, DEMO.parent), email: DEMO.parent, firstName: 'Priya', lastName: 'Parent' },
      roles: ['parent'],
      impersonator: { email: DEMO.support, firstName: 'Sam' },
      contractRequired: null, // a switched session is never asked to sign the parent's contract
      financialAccess: false, // the parent's, not support's
    });
    const [start] = await audit();
    expect(start).toEqual({
      action: 'switch_user.start',
      actor: DEMO.support,
      subject: DEMO.parent,
      club: 'demo',
      details: { subjectEmail: DEMO.parent, supportEmail: DEMO.support },
    });

    // Switching back returns to the page the switch started from.
    const back = await visit('/?_switch_user=_exit', asParent);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/term/3/Spring?view=all');
    const asSupport = cookieHeader(back);
    expect(asSupport).not.toBe(asParent);
    expect(await sessionExists(asParent)).toBe(false);
    expect(await whoAmI(t, asSupport)).toMatchObject({
      user: { email: DEMO.support },
      roles: ['support'],
      impersonator: null,
    });
    expect((await audit()).at(-1)).toEqual({
      action: 'switch_user.end',
      actor: DEMO.support,
      subject: DEMO.parent,
      club: 'demo',
      details: { subjectEmail: DEMO.parent, supportEmail: DEMO.support },
    });
  });

  it('switching back from a page only the person may see returns support to the page they switched from', async () => {
    const support = await t.signIn('demo', DEMO.support);
    const switched = await visit('/camp/1?week=2&_switch_user=organiser%40example.com', support);
    expect(switched.headers.location).toBe('/camp/1?week=2');
    const asOrganiser = cookieHeader(switched);
    expect((await visit('/api/v4/client/staff', asOrganiser)).statusCode).toBe(200);

    const back = await visit('/cms?_switch_user=_exit', asOrganiser);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/camp/1?week=2');
    expect(cookieOf(cookieHeader(back), RETURN_COOKIE)).toBe(''); // used up
    expect((await whoAmI(t, cookieHeader(back))).user?.email).toBe(DEMO.support);
  });

  it('switching straight on to another user keeps the page support themselves were on', async () => {
    const support = await t.signIn('demo', DEMO.support);
    const asCoach = cookieHeader(await visit('/term/3/Spring?_switch_user=coach%40example.com', support));
    // As a browser does, keep the cookies the straight-on switch leaves alone.
    const onward = await visit('/cms?_switch_user=organiser%40example.com', asCoach);
    const asOrganiser = `${cookieHeader(onward)}; ${cookieOf(asCoach, RETURN_COOKIE)}`;
    expect(cookieOf(cookieHeader(onward), RETURN_COOKIE)).toBe('');
    const back = await visit('/cms/staff?_switch_user=_exit', asOrganiser);
    expect(back.headers.location).toBe('/term/3/Spring');
  });

  it.each([
    ['no page remembered', null],
    ['another site', '//evil.example/'],
    ['an address', 'https://evil.example/'],
    ['a page that switches again', '/?_switch_user=parent%40example.com'],
  ])('switching back with %s goes to the home page', async (_, remembered) => {
    const support = await t.signIn('demo', DEMO.support);
    const asParent = cookieOf(
      cookieHeader(await visit('/camp/1?_switch_user=parent%40example.com', support)),
      SESSION_COOKIE,
    );
    const cookie = remembered === null ? asParent : `${asParent}; ${RETURN_COOKIE}=${encodeURIComponent(remembered)}`;
    const back = await visit('/dashboard?_switch_user=_exit', cookie);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');
    expect((await whoAmI(t, cookieHeader(back))).impersonator).toBeNull();
  });

  it("acts with the user's roles only, and can switch straight on to another user (ending the first switch)", async () => {
    const support = await t.signIn('demo', DEMO.support);
    const asCoach = cookieHeader(await visit('/?_switch_user=coach@example.com', support));
    expect((await whoAmI(t, asCoach)).roles).toEqual(['coach']);
    expect((await t.request({ url: '/api/v4/client/staff', cookie: asCoach })).statusCode).toBe(403);
    const auditBefore = (await audit()).length;
    const asOrganiser = cookieHeader(await visit('/?_switch_user=organiser@example.com', asCoach));
    expect(await whoAmI(t, asOrganiser)).toMatchObject({
      user: { email: DEMO.organiser },
      roles: ['organiser'],
      impersonator: { email: DEMO.support },
    });
    expect((await t.request({ url: '/api/v4/client/staff', cookie: asOrganiser })).statusCode).toBe(200);
    expect((await audit()).slice(auditBefore).map((a) => [a.action, a.subject])).toEqual([
      ['switch_user.end', DEMO.coach],
      ['switch_user.start', DEMO.organiser],
    ]);
  });

  it('refuses to switch into another support or platform account', async () => {
    await createPerson(t, { email: 'support-two@example.com', isSupport: true });
    await createPerson(t, { email: 'platform-two@example.com', isPlatformManager: true });
    const support = await t.signIn('demo', DEMO.support);
    const auditBefore = (await audit()).length;
    for (const target of ['support-two@example.com', 'platform-two@example.com', DEMO.platformManager, DEMO.support]) {
      const res = await visit(`/run/1/info?x=1&_switch_user=${encodeURIComponent(target)}`, support);
      expect(res.statusCode, target).toBe(303);
      expect(res.headers.location).toBe('/run/1/info?x=1&_switch_user_error=refused');
      expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
      expect(await whoAmI(t, support)).toMatchObject({ user: { email: DEMO.support }, impersonator: null });
    }
    // Under /api the refusal is the JSON error itself.
    const api = await visit(`/api/auth/me?_switch_user=${encodeURIComponent('platform@example.com')}`, support);
    expect(api.statusCode).toBe(403);
    expect(api.json().error).toMatchObject({ code: 'SWITCH_USER_REFUSED', message: messages.switchUser.refused });
    expect((await audit()).length).toBe(auditBefore);
  });

  it.each([DEMO.organiser, DEMO.coach, DEMO.parent])('refuses the switch to %s, who is not support', async (email) => {
    const cookie = await t.signIn('demo', email);
    const auditBefore = (await audit()).length;
    const res = await visit('/?_switch_user=parent%40example.com', cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?_switch_user_error=forbidden');
    expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
    const api = await visit('/api/auth/me?_switch_user=parent%40example.com', cookie);
    expect(api.statusCode).toBe(403);
    expect(api.json().error.code).toBe('FORBIDDEN');
    expect((await whoAmI(t, cookie)).user?.email).toBe(email);
    expect((await audit()).length).toBe(auditBefore);
  });

  it('ignores the parameter for nobody, dropping it from the page address', async () => {
    const res = await visit('/camp/1?_switch_user=parent%40example.com');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/camp/1');
    expect(res.cookies).toEqual([]);
  });

  it('answers an unknown or malformed address clearly, leaving the session as it was', async () => {
    const support = await t.signIn('demo', DEMO.support);
    const unknown = await visit('/?_switch_user=no-such-person%40example.org', support);
    expect(unknown.headers.location).toBe('/?_switch_user_error=unknown');
    const unknownApi = await visit('/api/auth/me?_switch_user=no-such-person%40example.org', support);
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json().error.message).toBe(messages.switchUser.unknown('no-such-person@example.org'));
    const malformed = await visit('/?_switch_user=not-an-email', support);
    expect(malformed.headers.location).toBe('/?_switch_user_error=invalid');
    const malformedApi = await visit('/api/auth/me?_switch_user=not-an-email', support);
    expect(malformedApi.statusCode).toBe(400);
    expect(malformedApi.json().error.issues).toEqual([
      { path: 'querystring._switch_user', message: expect.any(String) },
    ]);
    const overlong = await visit(`/?_switch_user=${'x'.repeat(300)}%40example.org`, support);
    expect(overlong.headers.location).toBe('/?_switch_user_error=invalid');
    expect((await whoAmI(t, support)).user?.email).toBe(DEMO.support);
  });

  it('refuses a switch whose request does not say where it came from (no Sec-Fetch-Site: not a browser we can trust)', async () => {
    const support = await t.signIn('demo', DEMO.support);
    const page = await t.request({ url: '/?_switch_user=parent%40example.com', cookie: support });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/?_switch_user_error=cross-site');
    const api = await t.request({ url: '/api/auth/me?_switch_user=parent%40example.com', cookie: support });
    expect(api.statusCode).toBe(403);
    expect(api.json().error.code).toBe('CSRF_REJECTED');
    expect((await whoAmI(t, support)).impersonator).toBeNull();
  });

  it('refuses a switch started from another site (a cross-site link or navigation)', async () => {
    let support = await t.signIn('demo', DEMO.support);
    for (const site of ['cross-site', 'same-site']) {
      const res = await visit('/?_switch_user=parent%40example.com', support, { 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(303);
      expect(res.headers.location).toBe('/?_switch_user_error=cross-site');
      const api = await visit('/api/auth/me?_switch_user=parent%40example.com', support, { 'sec-fetch-site': site });
      expect(api.statusCode, site).toBe(403);
      expect(api.json().error.code).toBe('CSRF_REJECTED');
    }
    expect((await whoAmI(t, support)).impersonator).toBeNull();
    // Typed into the address bar, or followed from a page of the site: allowed.
    for (const site of ['none', 'same-origin']) {
      const res = await visit('/?_switch_user=parent%40example.com', support, { 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(303);
      const back = await visit('/?_switch_user=_exit', cookieHeader(res), { 'sec-fetch-site': site });
      expect(back.statusCode, site).toBe(303);
      support = cookieHeader(back);
      expect((await whoAmI(t, support)).user?.email).toBe(DEMO.support);
    }
  });
});

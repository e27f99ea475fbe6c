import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.js';
import { DEMO, queryAll, queryOne, sessionCookie, whoAmI } from '../../test-support/accounts.js';
import { createTestApp, freshIp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { KNOWN_DEVICE_COOKIE } from './known-device.js';
import { SESSION_COOKIE } from './sessions.js';
import { sha256 } from './tokens.js';

const LOGIN = '/api/v4/public/authentication/login-user';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The session token in a Cookie header (which may carry other cookies too). */
const sessionTokenIn = (cookie: string) =>
  cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!
    .slice(SESSION_COOKIE.length + 1);

describe.each(testDrivers)('server-side sessions on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  /** Every test starts at the fixed time, with its own session. */
  const signInAt = async (at: Date, email: string = DEMO.coach, staySignedIn = false) => {
    t.clock.set(at);
    return t.signIn('demo', email, DEMO_PASSWORD, { staySignedIn });
  };
  const alive = async (cookie: string) => (await whoAmI(t, cookie)).user !== null;
  const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

  it('keeps only the SHA-256 of an opaque 256-bit random token', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      body: { email: DEMO.coach, password: DEMO_PASSWORD },
      ip: freshIp(),
    });
    const token = sessionCookie(res).value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const rows = await queryAll<{ id: string }>(t, sql`select id from auth_sessions`);
    expect(rows.map((r) => r.id)).toContain(sha256(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
    const again = sessionCookie(
      await t.request({
        method: 'POST',
        url: LOGIN,
        body: { email: DEMO.coach, password: DEMO_PASSWORD },
        ip: freshIp(),
      }),
    ).value;
    expect(again).not.toBe(token);
  });

  it('ends a session idle for 2 hours', async () => {
    const cookie = await signInAt(TEST_NOW);
    t.clock.set(at(2 * HOUR - MINUTE));
    expect(await alive(cookie)).toBe(true);
    t.clock.set(at(2 * HOUR - MINUTE + 2 * HOUR));
    expect(await alive(cookie)).toBe(false);
    expect(
      await queryOne(t, sql`select id from auth_sessions where id = ${sha256(sessionTokenIn(cookie))}`),
    ).toBeUndefined();
  });

  it('keeps a used session going, but never beyond 12 hours', async () => {
    const cookie = await signInAt(TEST_NOW);
    for (let h = 1; h < 12; h += 1) {
      t.clock.set(at(h * HOUR));
      expect(await alive(cookie), `after ${h} h`).toBe(true);
    }
    t.clock.set(at(12 * HOUR));
    expect(await alive(cookie)).toBe(false);
  });

  it("keeps a 'Stay signed in' session for a week, even unused for days, and no longer", async () => {
    const cookie = await signInAt(TEST_NOW, DEMO.coach, true);
    t.clock.set(at(6 * 24 * HOUR));
    expect(await alive(cookie)).toBe(true);
    t.clock.set(at(7 * 24 * HOUR));
    expect(await alive(cookie)).toBe(false);
  });

  it('writes last-seen at most once a minute', async () => {
    const cookie = await signInAt(TEST_NOW);
    const lastSeen = async () =>
      new Date(
        (
          await queryOne<{ last_seen_at: Date }>(
            t,
            sql`
      select last_seen_at from auth_sessions where id = ${sha256(sessionTokenIn(cookie))}`,
          )
        ).last_seen_at,
      ).getTime();
    t.clock.set(at(30_000));
    await whoAmI(t, cookie);
    expect(await lastSeen()).toBe(TEST_NOW.getTime());
    t.clock.set(at(MINUTE + 1000));
    await whoAmI(t, cookie);
    expect(await lastSeen()).toBe(at(MINUTE + 1000).getTime());
  });

  it("reads no session for the app's own files: downloading them is no activity, and costs no query", async () => {
    const cookie = await signInAt(TEST_NOW);
    t.clock.set(at(MINUTE + 1000));
    for (const file of ['/vue/prod/assets/app-abc123.js', '/vue/prod/assets/contacts-page-abc123.js']) {
      await t.get('demo', file, { cookie });
    }
    const { last_seen_at: lastSeen } = await queryOne<{ last_seen_at: Date }>(
      t,
      sql`select last_seen_at from auth_sessions where id = ${sha256(sessionTokenIn(cookie))}`,
    );
    expect(new Date(lastSeen).getTime()).toBe(TEST_NOW.getTime());
    // A page or an API call a minute on is activity, as before.
    await whoAmI(t, cookie);
    expect(
      new Date(
        (
          await queryOne<{ last_seen_at: Date }>(
            t,
            sql`select last_seen_at from auth_sessions where id = ${sha256(sessionTokenIn(cookie))}`,
          )
        ).last_seen_at,
      ).getTime(),
    ).toBe(at(MINUTE + 1000).getTime());
  });

  describe('the cookie', () => {
    const signInOver = async (app: TestApp, headers: Record<string, string>, ip = freshIp()) =>
      sessionCookie(
        await app.request({
          method: 'POST',
          url: LOGIN,
          body: { email: DEMO.parent, password: DEMO_PASSWORD },
          ip,
          headers,
        }),
      );

    it('is HttpOnly, SameSite=Lax, for this host only, and not Secure over plain http', async () => {
      t.clock.set(TEST_NOW);
      const cookie = await signInOver(t, {});
      expect(cookie).toMatchObject({ name: SESSION_COOKIE, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(cookie.secure).toBeUndefined();
      // Outside production the app trusts no proxy, so a forged X-Forwarded-Proto changes nothing (the page was http).
      const forged = { 'x-forwarded-proto': 'https', origin: 'http://demo.localhost:3000' };
      expect((await signInOver(t, forged)).secure).toBeUndefined();
    });

    describe('in production', () => {
      let production: TestApp;
      beforeAll(async () => {
        production = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
      });
      afterAll(() => production.close());
      /** Through the proxy on this machine (the default TRUST_PROXY), for a client of its own. */
      const viaProxy = (proto: string) => ({ 'x-forwarded-proto': proto, 'x-forwarded-for': freshIp() });

      it('is named __Host-clubroom_session: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax', async () => {
        const cookie = await signInOver(production, viaProxy('https'), '127.0.0.1');
        expect(cookie).toMatchObject({
          name: '__Host-clubroom_session',
          secure: true,
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
        });
        expect(cookie.domain).toBeUndefined();
      });

      it('gives the known-device cookie the same prefix and Secure flag, even over plain http', async () => {
        const res = await production.request({
          method: 'POST',
          url: LOGIN,
          body: { email: DEMO.parent, password: DEMO_PASSWORD },
          ip: '198.51.100.8',
        });
        expect(res.statusCode).toBe(200);
        const device = res.cookies.find((c) => c.name.endsWith(KNOWN_DEVICE_COOKIE));
        expect(device).toMatchObject({
          name: `__Host-${KNOWN_DEVICE_COOKIE}`,
          secure: true,
          path: '/',
          httpOnly: true,
        });
        expect(device?.domain).toBeUndefined();
      });

      it('is Secure even when the proxy says the request came over plain http, or no proxy says anything', async () => {
        expect((await signInOver(production, viaProxy('http'), '127.0.0.1')).secure).toBe(true);
        expect((await signInOver(production, {}, '198.51.100.7')).secure).toBe(true);
      });

      it('is the only cookie that signs a request in, and signing out clears it as it was set', async () => {
        const { name, value } = await signInOver(production, viaProxy('https'), '127.0.0.1');
        expect((await whoAmI(production, `${SESSION_COOKIE}=${value}`)).user).toBeNull();
        const cookie = `${name}=${value}`;
        expect((await whoAmI(production, cookie)).user?.email).toBe(DEMO.parent);
        const out = await production.request({ method: 'POST', url: '/api/auth/logout', cookie });
        expect(out.statusCode).toBe(200);
        // A browser ignores a Set-Cookie of a __Host- cookie without Secure: the clearing one must carry it too.
        expect(sessionCookie(out)).toMatchObject({ name, value: '', secure: true, path: '/' });
        expect((await whoAmI(production, cookie)).user).toBeNull();
      });
    });
  });

  describe('tenancy', () => {
    it("a session from one club's site grants no roles at another club", async () => {
      t.clock.set(TEST_NOW);
      const demoOrganiser = await t.signIn('demo', DEMO.organiser);
      expect((await whoAmI(t, demoOrganiser, 'demo')).roles).toEqual(['organiser']);
      const atRiverside = await whoAmI(t, demoOrganiser, 'riverside');
      expect(atRiverside.roles).toEqual([]);
      expect(atRiverside.contractRequired).toBeNull();
      expect(
        (await t.request({ club: 'riverside', url: '/api/v4/client/staff', cookie: demoOrganiser })).statusCode,
      ).toBe(403);
      expect((await whoAmI(t, demoOrganiser, null)).roles).toEqual([]); // the platform's own host
    });

    it("riverside's organiser has no roles at demo, and demo's staff list is refused", async () => {
      t.clock.set(TEST_NOW);
      const riverside = await t.signIn('riverside', DEMO.riversideOrganiser);
      expect((await whoAmI(t, riverside, 'riverside')).roles).toEqual(['organiser']);
      expect((await whoAmI(t, riverside, 'demo')).roles).toEqual([]);
      const res = await t.request({ club: 'demo', url: '/api/v4/client/staff', cookie: riverside });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    });
  });
});

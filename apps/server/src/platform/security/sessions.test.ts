import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.js';
import { DEMO, queryAll, queryOne, sessionCookie, whoAmI } from '../../test-support/accounts.js';
import { createTestApp, freshIp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { sha256 } from './tokens.js';

const LOGIN = '/api/v4/public/authentication/login-user';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
      await queryOne(t, sql`select id from auth_sessions where id = ${sha256(cookie.split('=')[1])}`),
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
      select last_seen_at from auth_sessions where id = ${sha256(cookie.split('=')[1])}`,
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
      expect(cookie).toMatchObject({ name: 'clubroom_session', httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(cookie.secure).toBeUndefined();
      // Outside production the app trusts no proxy, so a forged X-Forwarded-Proto changes nothing.
      expect((await signInOver(t, { 'x-forwarded-proto': 'https' })).secure).toBeUndefined();
    });

    it('is Secure behind an HTTPS proxy in production (X-Forwarded-Proto)', async () => {
      const production = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
      try {
        expect((await signInOver(production, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
        expect((await signInOver(production, { 'x-forwarded-proto': 'http' })).secure).toBeUndefined();
        // Only the proxies' word counts (TRUST_PROXY: private addresses by default), not a client's calling directly.
        expect((await signInOver(production, { 'x-forwarded-proto': 'https' }, '198.51.100.7')).secure).toBeUndefined();
      } finally {
        await production.close();
      }
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

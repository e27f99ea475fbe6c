import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-people.js';
import { KNOWN_DEVICE_COOKIE } from '../../platform/security/known-device.js';
import {
  codeFrom,
  createPerson,
  followMagicLink,
  linkFrom,
  queryOne,
  signUpBody,
} from '../../test-support/accounts.js';
import { cookieHeader, createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const SIGN_IN = '/api/v4/public/authentication/login-user';
const WRONG = 'not the password';
const HOUR_MS = 3600_000;

const tooMany = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;

/** The known-device cookie a response set, as a Cookie header. */
function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
  if (!cookie) throw new Error(`no ${KNOWN_DEVICE_COOKIE} in ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

// A stranger guessing or asking for emails at an account, from other addresses, can never stop its
// owner signing in or getting a link, nor flood their mailbox without bound (docs/security.md, "Rate limits").
describe.each(testDrivers)('account rate limits that cannot lock the owner out, on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  const person = async () => {
    const email = `owner-${(n += 1)}@example.org`;
    await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    return email;
  };
  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    t.request({ method: 'POST', url: SIGN_IN, body: { email, password }, ip, cookie });
  /** `count` wrong passwords for the account, each from a new address unless `ip` is given; none refused. */
  async function guesses(count: number, email: string, ip?: string) {
    for (let i = 0; i < count; i += 1) {
      const res = await signIn(email, WRONG, ip ?? freshIp());
      expect(res.statusCode, `guess ${i + 1}: ${res.body}`).toBe(401);
    }
  }
  /**
   * Whether a device is known to an account: once one address has used up the account's ten
   * attempts, the right password from that address gets in only from a known device.
   */
  async function knownTo(email: string, device: string): Promise<boolean> {
    const ip = freshIp();
    await guesses(10, email, ip);
    const res = await signIn(email, DEMO_PASSWORD, ip, device);
    expect([200, 429]).toContain(res.statusCode);
    return res.statusCode === 200;
  }
  const mailsTo = async (email: string) => {
    await t.app.jobs.settled();
    return (await queryOne<{ n: number }>(t, sql`select count(*)::int as n from dev_mailbox where "to" = ${email}`)).n;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  describe('signing in', () => {
    it('ten wrong passwords from one address do not lock the owner out at another; that address is stopped', async () => {
      const email = await person();
      const attacker = freshIp();
      await guesses(10, email, attacker);
      const owner = await signIn(email, DEMO_PASSWORD, freshIp());
      expect(owner.statusCode, owner.body).toBe(200);
      // The guessing address is stopped, even when it then guesses right.
      const eleventh = await signIn(email, DEMO_PASSWORD, attacker);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.cookies).toEqual([]);
    });

    it('guesses spread over many addresses trip the backstop at 100 an hour; the owner’s own device still signs in', async () => {
      const email = await person();
      const device = deviceCookie(await signIn(email, DEMO_PASSWORD, freshIp()));
      // With that sign-in, 100 attempts this hour: the next is refused from any new address, right password or not.
      await guesses(99, email);
      const refused = await signIn(email, DEMO_PASSWORD, freshIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: tooMany(60) } });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.cookies).toEqual([]);
      // From a device the account signed in on before, the right password still works, from any address.
      const owner = await signIn(email, DEMO_PASSWORD, freshIp(), device);
      expect(owner.statusCode, owner.body).toBe(200);
      t.clock.advance(HOUR_MS);
      expect((await signIn(email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    });

    it('an unknown address at the backstop gets the same answer as an account', async () => {
      const known = await person();
      const unknown = `no-account-${n}@example.org`;
      const answers = [];
      for (const email of [known, unknown]) {
        await guesses(100, email);
        const res = await signIn(email, WRONG, freshIp());
        answers.push({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] });
      }
      expect(answers[0].status).toBe(429);
      expect(answers[1]).toEqual(answers[0]);
    });

    it('a known device’s wrong passwords are counted per device: ten, then it is stopped, wherever it goes', async () => {
      const email = await person();
      const device = deviceCookie(await signIn(email, DEMO_PASSWORD, freshIp()));
      for (let i = 0; i < 10; i += 1) expect((await signIn(email, WRONG, freshIp(), device)).statusCode).toBe(401);
      expect((await signIn(email, DEMO_PASSWORD, freshIp(), device)).statusCode).toBe(429);
      // The account elsewhere is not affected.
      expect((await signIn(email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    });

    it('only a cookie this server signed, on a device this account signed in on, counts as known', async () => {
      const email = await person();
      const other = await person();
      const device = deviceCookie(await signIn(other, DEMO_PASSWORD, freshIp()));
      const [name, value] = device.split('=');
      const [id, tags, signature] = value.split('.');
      const forged = [
        device, // known to another account only
        `${name}=${id}.${tags}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        `${name}=other-id.${tags}.${signature}`,
      ];
      for (const cookie of forged) expect(await knownTo(email, cookie), cookie).toBe(false);
      expect(await knownTo(other, device)).toBe(true);
    });

    it('every way of signing in makes the device known: an HttpOnly cookie for a year that names no one', async () => {
      const email = await person();
      const res = await signIn(email, DEMO_PASSWORD, freshIp());
      const cookie = res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 86_400 });
      expect(cookie.value).not.toContain(email);
      expect(cookie.value).not.toContain(encodeURIComponent(email));

      // A magic link, a password reset and a sign-up code each leave a device that is known.
      const viaLink = await person();
      await t.request({
        method: 'POST',
        url: '/api/new-magic-link',
        body: { email: viaLink },
        ip: freshIp(),
        botCheck: true,
      });
      const linked = await followMagicLink(t, linkFrom(await t.latestMail(viaLink)));
      const viaReset = await person();
      await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password-express',
        body: { email: viaReset },
        ip: freshIp(),
        botCheck: true,
      });
      const token = linkFrom(await t.latestMail(viaReset)).searchParams.get('token');
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password-express-check',
        body: { token, password: DEMO_PASSWORD },
        ip: freshIp(),
      });
      const viaSignUp = `sign-up-${n}@example.org`;
      const signUp = await t.request({
        method: 'POST',
        url: '/api/v4/public/signup/new-user',
        body: signUpBody(viaSignUp, { password: DEMO_PASSWORD }),
        ip: freshIp(),
        botCheck: true,
      });
      const verified = await t.request({
        method: 'POST',
        url: '/api/v4/public/signup/verify-code',
        body: { email: viaSignUp, code: codeFrom(await t.latestMail(viaSignUp)) },
        cookie: cookieHeader(signUp),
        ip: freshIp(),
      });
      for (const [account, res] of [
        [viaLink, linked],
        [viaReset, reset],
        [viaSignUp, verified],
      ] as const) {
        expect(await knownTo(account, deviceCookie(res)), account).toBe(true);
      }
    });

    it('one device remembers the last five accounts signed in on it', async () => {
      const accounts = [];
      for (let i = 0; i < 6; i += 1) accounts.push(await person());
      let device: string | undefined;
      for (const email of accounts) device = deviceCookie(await signIn(email, DEMO_PASSWORD, freshIp(), device));
      const known = [];
      for (const email of accounts) known.push(await knownTo(email, device!));
      expect(known).toEqual([false, true, true, true, true, true]);
    });
  });

  describe.each([
    { what: 'magic links', url: '/api/new-magic-link' },
    { what: 'password resets', url: '/api/auth/forgot-password-express' },
  ])('$what', ({ url }) => {
    const ask = (email: string, ip: string, cookie?: string) =>
      t.request({ method: 'POST', url, body: { email }, ip, cookie, botCheck: true });
    /** `count` requests for the account, each from a new address; all answered 'sent'. */
    async function asks(count: number, email: string) {
      for (let i = 0; i < count; i += 1) {
        const res = await ask(email, freshIp());
        expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(200);
        expect(res.json()).toEqual({ status: 'sent' });
      }
    }

    it('five requests from one address do not stop the owner getting one from another; that address is stopped', async () => {
      const email = await person();
      const attacker = freshIp();
      for (let i = 0; i < 5; i += 1) expect((await ask(email, attacker)).statusCode).toBe(200);
      expect((await ask(email, attacker)).statusCode).toBe(429);
      const before = await mailsTo(email);
      const owner = await ask(email, freshIp());
      expect(owner.statusCode, owner.body).toBe(200);
      expect(await mailsTo(email)).toBe(before + 1);
    });

    it('at 20 an hour from any addresses, more are answered the same but send nothing; the owner’s device still gets one', async () => {
      const email = await person();
      const device = deviceCookie(await signIn(email, DEMO_PASSWORD, freshIp()));
      const before = await mailsTo(email);
      await asks(20, email);
      expect(await mailsTo(email)).toBe(before + 20);
      await asks(5, email);
      expect(await mailsTo(email)).toBe(before + 20);
      // The owner, on a device their account signed in on before, from any address.
      expect((await ask(email, freshIp(), device)).statusCode).toBe(200);
      expect(await mailsTo(email)).toBe(before + 21);
      t.clock.advance(HOUR_MS);
      await asks(1, email);
      expect(await mailsTo(email)).toBe(before + 22);
    });

    it('answers before looking the address up: an account and an unknown address cost the same work', async () => {
      // Without a worker, what a request wrote stays as it left it.
      const quiet = await createTestApp(driver, { env: { JOBS_WORKER: 'false' } });
      try {
        const tokens = async () =>
          (await queryOne<{ n: number }>(quiet, sql`select count(*)::int as n from auth_tokens`)).n;
        const jobs = async () =>
          (
            await queryOne<{ n: number }>(
              quiet,
              sql`select count(*)::int as n from pgboss.job where name = 'account-link-email'`,
            )
          ).n;
        const tokensBefore = await tokens();
        for (const email of ['parent@example.com', 'no-one-here@example.org']) {
          const res = await quiet.request({ method: 'POST', url, body: { email }, ip: freshIp(), botCheck: true });
          expect(res.json()).toEqual({ status: 'sent' });
        }
        expect(await tokens()).toBe(tokensBefore);
        expect(await jobs()).toBe(2);
      } finally {
        await quiet.close();
      }
    });
  });
});

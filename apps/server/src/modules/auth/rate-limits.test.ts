import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, signUpBody } from '../../test-support/accounts.js';
import { createTestApp, freshIp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

interface Limited {
  what: string;
  url: string;
  body: (email: string) => Record<string, unknown>;
  limit: number;
  perAddress: number;
  windowMinutes: number;
  /** The route asks for a solved bot check: each request brings a fresh one. */
  botCheck?: boolean;
  /**
   * The account's limit counts per account and address, beside a backstop per account from every
   * address together (account-rate-limits.test.ts).
   */
  perAddressToo?: true;
}

/** Every rate-limited route, with the limits docs/security.md promises. */
const LIMITED: Limited[] = [
  {
    what: 'sign-in',
    url: '/api/v4/public/authentication/login-user',
    body: (email) => ({ email, password: 'not the password' }),
    limit: 10,
    perAddress: 50,
    windowMinutes: 15,
    perAddressToo: true,
  },
  {
    what: 'sign-in (v1)',
    url: '/rest/v1/authentication/login',
    body: (email) => ({ email, password: 'not the password' }),
    limit: 10,
    perAddress: 50,
    windowMinutes: 15,
    perAddressToo: true,
  },
  {
    what: 'magic links',
    url: '/api/new-magic-link',
    body: (email) => ({ email }),
    limit: 5,
    perAddress: 25,
    windowMinutes: 60,
    botCheck: true,
    perAddressToo: true,
  },
  {
    what: 'verification codes',
    url: '/api/v4/public/signup/verify-code',
    body: (email) => ({ email, code: '000000' }),
    limit: 10,
    perAddress: 50,
    windowMinutes: 15,
  },
  {
    what: 'new verification codes',
    url: '/api/v4/public/signup/resend-code',
    body: (email) => ({ email }),
    limit: 10,
    perAddress: 50,
    windowMinutes: 15,
  },
  {
    what: 'password resets',
    url: '/api/auth/forgot-password-express',
    body: (email) => ({ email }),
    limit: 5,
    perAddress: 25,
    windowMinutes: 60,
    botCheck: true,
    perAddressToo: true,
  },
  {
    what: 'email-status checks',
    url: '/api/v4/public/authentication/email-status-check',
    body: (email) => ({ email }),
    limit: 30,
    perAddress: 150,
    windowMinutes: 15,
  },
  {
    what: 'sign-ups',
    url: '/api/v4/public/signup/new-user',
    body: (email) => signUpBody(email),
    limit: 10,
    perAddress: 50,
    windowMinutes: 60,
    botCheck: true,
  },
];

const tooMany = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;

describe.each(testDrivers)('rate limits on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  const unique = (what: string) => `${what.replace(/\W+/g, '-')}-${(n += 1)}@example.org`;
  const send = (l: Limited, email: string, ip: string) =>
    t.request({ method: 'POST', url: l.url, body: l.body(email), ip, botCheck: l.botCheck });
  /** Sends `count` requests; none may be refused for being too many. */
  async function allowed(count: number, l: Limited, next: () => { email: string; ip: string }) {
    for (let i = 0; i < count; i += 1) {
      const { email, ip } = next();
      const res = await send(l, email, ip);
      expect(res.statusCode, `${l.what} attempt ${i + 1}: ${res.body}`).not.toBe(429);
      expect(res.statusCode).toBeLessThan(500);
    }
  }
  function expectLimited(res: LightMyRequestResponse, l: Limited) {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: tooMany(l.windowMinutes) } });
    expect(res.headers['retry-after']).toBe(String(l.windowMinutes * 60));
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const perAccount = LIMITED.filter((l) => !l.perAddressToo);
  const perAccountAndAddress = LIMITED.filter((l) => l.perAddressToo);

  describe.each(LIMITED)('$what: $limit per account, $perAddress per address, per $windowMinutes minutes', (l) => {
    it('per address: one address trying many accounts is stopped, other addresses are not', async () => {
      const ip = freshIp();
      await allowed(l.perAddress, l, () => ({ email: unique(l.what), ip }));
      expectLimited(await send(l, unique(l.what), ip), l);
      await allowed(1, l, () => ({ email: unique(l.what), ip: freshIp() }));
      t.clock.advance(l.windowMinutes * 60_000);
      await allowed(1, l, () => ({ email: unique(l.what), ip }));
    });
  });

  describe.each(perAccount)('$what', (l) => {
    it('per account: many addresses trying one account are stopped, whether or not the account exists', async () => {
      const known = unique(l.what);
      await createPerson(t, { email: known, memberships: [{ club: 'demo', role: 'parent' }] });
      const unknown = unique(l.what);
      const answers: unknown[] = [];
      for (const email of [known, unknown]) {
        await allowed(l.limit, l, () => ({ email, ip: freshIp() }));
        const res = await send(l, email, freshIp());
        expectLimited(res, l);
        answers.push({ status: res.statusCode, body: res.json() });
      }
      expect(answers[1]).toEqual(answers[0]);
      await allowed(1, l, () => ({ email: unique(l.what), ip: freshIp() }));
      t.clock.advance(l.windowMinutes * 60_000);
      await allowed(1, l, () => ({ email: known, ip: freshIp() }));
    });
  });

  describe.each(perAccountAndAddress)('$what: $limit per account from one address', (l) => {
    it('per account and address: one address trying one account is stopped, whether or not it exists; the account from elsewhere is not', async () => {
      const known = unique(l.what);
      await createPerson(t, { email: known, memberships: [{ club: 'demo', role: 'parent' }] });
      const unknown = unique(l.what);
      const answers: unknown[] = [];
      for (const email of [known, unknown]) {
        const ip = freshIp();
        await allowed(l.limit, l, () => ({ email, ip }));
        const res = await send(l, email, ip);
        expectLimited(res, l);
        answers.push({ status: res.statusCode, body: res.json() });
        await allowed(1, l, () => ({ email, ip: freshIp() }));
        t.clock.advance(l.windowMinutes * 60_000);
        await allowed(1, l, () => ({ email, ip }));
      }
      expect(answers[1]).toEqual(answers[0]);
    });

    it('an IPv6 address counts by its /64 (a home or a phone has a whole /64 to pick from)', async () => {
      const email = unique(l.what);
      const net = (n += 1).toString(16).padStart(4, '0');
      let host = 0;
      await allowed(l.limit, l, () => ({ email, ip: `2001:db8:${net}:7::${(host += 1).toString(16)}` }));
      // Another address of the same /64, written out in full.
      expectLimited(await send(l, email, `2001:0db8:${net}:0007:ffff:0000:0000:0001`), l);
      await allowed(1, l, () => ({ email, ip: `2001:db8:${net}:8::1` }));
    });
  });

  it('says how long is left of the window', async () => {
    const l = LIMITED.find((x) => x.what === 'password resets')!;
    const email = unique('window');
    const ip = freshIp();
    await allowed(l.limit, l, () => ({ email, ip }));
    t.clock.advance(59 * 60_000 + 30_000);
    const res = await send(l, email, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(tooMany(1));
    expect(res.headers['retry-after']).toBe('30');
    t.clock.advance(30_000);
    await allowed(1, l, () => ({ email, ip }));
  });

  it('the two sign-in routes share one count', async () => {
    const [v4, v1] = LIMITED;
    const email = unique('shared');
    const ip = freshIp();
    await allowed(v4.limit, v4, () => ({ email, ip }));
    expectLimited(await send(v1, email, ip), v1);
  });

  it('behind the proxy in production, counts the address the proxy saw, not one the client claims', async () => {
    const production = await createTestApp(driver, { env: { NODE_ENV: 'production' } });
    try {
      const l = LIMITED.find((x) => x.what === 'magic links')!;
      const fromProxy = (i: number) =>
        production.request({
          method: 'POST',
          url: l.url,
          body: l.body(unique('proxy')),
          botCheck: true,
          // The client sent X-Forwarded-For: 198.51.100.i; the proxy appended the address it saw.
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9`, 'x-forwarded-proto': 'https' },
        });
      for (let i = 0; i < l.perAddress; i += 1) expect((await fromProxy(i)).statusCode).toBe(200);
      expectLimited(await fromProxy(99), l);
    } finally {
      await production.close();
    }
  });
});

import { BOT_CHECK_HEADER, encodeBotCheckToken, type BotCheckChallenge } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createPerson, queryOne, signUpBody } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { botCheckHeader, solveBotCheck } from '../../test-support/bot-check.js';
import { PRODUCTION_ENV } from '../../test-support/production-env.js';
import { createTestApp, freshIp, hostOf, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { botCheckRepository } from './bot-check.repository.js';
import { proofOfWorkBotCheck } from './proof-of-work-bot-check.js';

const SECRET = 'a-bot-check-key-for-these-tests-only-0123456789';
const FAILED = "We couldn't check that this request came from you rather than an automated program. Please try again.";
const TEN_MINUTES = 10 * 60_000;

/** The routes that email any address ask for a solved bot check. */
const PROTECTED = [
  { what: 'parent sign-up', url: '/api/v4/public/signup/new-user', body: signUpBody, account: false },
  { what: 'magic link', url: '/api/new-magic-link', body: (email: string) => ({ email }), account: true },
  {
    what: 'password reset',
    url: '/api/auth/forgot-password-express',
    body: (email: string) => ({ email }),
    account: true,
  },
];
type Protected = (typeof PROTECTED)[number];

describe.each(testDrivers)('the bot check on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  /** A fresh address: an account for the routes that email only accounts, so a refusal is seen to send nothing. */
  const addressFor = async (route: Protected) => {
    const email = `bot-check-${(n += 1)}@example.org`;
    if (route.account) await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
    return email;
  };
  const send = (route: Protected, email: string, token?: string) =>
    t.request({
      method: 'POST',
      url: route.url,
      body: route.body(email),
      ip: freshIp(),
      headers: token === undefined ? {} : { [BOT_CHECK_HEADER]: token },
    });
  const challenge = async (): Promise<BotCheckChallenge> => (await t.get('demo', '/api/bot-check/challenge')).json();
  const solved = async () => solveBotCheck(await challenge());

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { BOT_CHECK_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  it('serves a fresh signed proof-of-work puzzle, never cached', async () => {
    const res = await t.get('demo', '/api/bot-check/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = res.json();
    expect(first).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1000 },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await challenge()).signature).not.toBe(first.signature);
  });

  /** Ways to fail the check; each is asked for just before its request is sent. */
  const refusals: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a garbage token', async () => 'not-a-bot-check-token'],
    [
      'a wrong answer',
      async () => {
        const puzzle = await challenge();
        const token = JSON.parse(atob(await solveBotCheck(puzzle)));
        return encodeBotCheckToken({ ...token, solution: { ...token.solution, counter: token.solution.counter + 1 } });
      },
    ],
    [
      'a puzzle signed with another key',
      async () => {
        const otherKey = proofOfWorkBotCheck(
          'another-key-0123456789-0123456789-0123456789',
          botCheckRepository(t.db),
          t.clock.now,
        );
        return solveBotCheck(await otherKey.challenge());
      },
    ],
    [
      'a puzzle served 10 minutes ago',
      async () => {
        const token = await solved();
        t.clock.advance(TEN_MINUTES);
        return token;
      },
    ],
    [
      'a token already used',
      async () => {
        const token = await solved();
        expect((await send(PROTECTED[0], `bot-check-first-use-${(n += 1)}@example.org`, token)).statusCode).toBe(200);
        return token;
      },
    ],
  ];

  describe.each(PROTECTED)('$what', (route) => {
    it('says in the OpenAPI docs that it needs the header', async () => {
      const docs = (await t.get('demo', '/api/docs/json')).json() as {
        paths: Record<string, { post?: { description?: string } }>;
      };
      expect(docs.paths[route.url]?.post?.description).toContain('X-Bot-Check');
    });

    it.each(refusals)('refuses %s: 400 naming the header, and nothing is written or sent', async (_, tokenFor) => {
      const email = await addressFor(route);
      const token = await tokenFor();
      const before = await accountTablesDigest(t);
      const res = await send(route, email, token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'BOT_CHECK_FAILED',
          message: FAILED,
          issues: [{ path: 'headers.x-bot-check', message: FAILED }],
        },
      });
      expect(await accountTablesDigest(t)).toBe(before);
      expect(await t.latestMail(email)).toBeUndefined();
    });

    it('accepts a solved puzzle up to 10 minutes after it was served, and sends the email', async () => {
      const email = await addressFor(route);
      const token = await solved();
      t.clock.advance(TEN_MINUTES - 1000);
      const res = await send(route, email, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.latestMail(email)).toBeDefined();
    });
  });

  it('a solution is spent on every server process sharing the database, and forgotten once its puzzle expires', async () => {
    const other: FastifyInstance = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', BOT_CHECK_SECRET: SECRET }),
      database: t.testDb.database,
      clock: t.clock.now,
    });
    try {
      const headers = await botCheckHeader(other, hostOf('demo'));
      const route = PROTECTED[1];
      expect((await send(route, await addressFor(route), headers[BOT_CHECK_HEADER])).statusCode).toBe(200);
      const elsewhere = await other.inject({
        method: 'POST',
        url: route.url,
        payload: route.body(await addressFor(route)),
        headers: { host: hostOf('demo'), origin: `http://${hostOf('demo')}`, ...headers },
      });
      expect(elsewhere.json().error.code).toBe('BOT_CHECK_FAILED');

      const used = sql`select count(*)::int as n from bot_check_used`;
      expect((await queryOne<{ n: number }>(t, used)).n).toBeGreaterThan(0);
      t.clock.advance(TEN_MINUTES);
      expect((await send(route, await addressFor(route), await solved())).statusCode).toBe(200);
      expect((await queryOne<{ n: number }>(t, used)).n).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('the bot-check key', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BOT_CHECK_SECRET: is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', BOT_CHECK_SECRET: 'too short' })).toThrow(
      /BOT_CHECK_SECRET: must be at least 32 characters/,
    );
    expect(loadConfig({ ...PRODUCTION_ENV, BOT_CHECK_SECRET: SECRET }).BOT_CHECK_SECRET).toBe(SECRET);
  });

  it('is random for each process elsewhere', () => {
    const [one, two] = [loadConfig({ NODE_ENV: 'development' }), loadConfig({ NODE_ENV: 'development' })];
    expect(one.BOT_CHECK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(one.BOT_CHECK_SECRET).not.toBe(two.BOT_CHECK_SECRET);
  });
});

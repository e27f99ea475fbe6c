import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo-people.js';
import { moduleJobHandlers } from '../module-jobs.js';
import type { ModuleJobName } from '../platform/jobs/app-jobs.js';
import type { JobPayloads } from '../platform/jobs/job-catalogue.js';
import type { JobHandler } from '../platform/jobs/jobs.js';
import { botCheckHeader } from './bot-check.js';
import { PRODUCTION_BASE_DOMAIN } from './production-env.js';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.js';
import { createTestDatabase, type Driver, type TestDatabase } from './test-database.js';

/** The default "now" of the tests: mid-October 2026, so the demo's current term spans the UK clocks change of 25 October. */
const DEFAULT_TEST_NOW = '2026-10-14T11:00:00Z';

function testNowFromEnv(): Date {
  const at = new Date(process.env.TEST_NOW || DEFAULT_TEST_NOW);
  if (Number.isNaN(at.getTime()))
    throw new Error(`TEST_NOW must be an ISO 8601 instant such as 2026-11-29T23:30:00Z, not "${process.env.TEST_NOW}"`);
  return at;
}

/**
 * A fixed "now" for tests (the demo is seeded as of it): by default a Wednesday 11:00 in mid-October 2026; `TEST_NOW`
 * sets another, to run the tests at a Sunday late evening or across a clock change (docs/development.md).
 */
export const TEST_NOW = testNowFromEnv();

/** The Host header naming a club (`demo`) or the platform (null). */
export const hostOf = (subdomain: string | null, baseDomain = 'localhost') =>
  `${subdomain ? `${subdomain}.` : ''}${baseDomain}:3000`;

/** The Cookie header that sends back the cookies a response set. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** The club whose host the request names (`demo`), or null for the platform host. */
  club?: string | null;
  url: string;
  body?: unknown;
  /** The Cookie header, e.g. from signIn. */
  cookie?: string;
  /**
   * The Origin header; by default the host's own, over https when X-Forwarded-Proto says so (as a
   * browser sends from a page of the site); null for none.
   */
  origin?: string | null;
  /** The client address (each rate-limited route counts per address). */
  ip?: string;
  /** Solve a fresh bot-check puzzle and send it in X-Bot-Check, as the web app does for routes that ask. */
  botCheck?: boolean;
  headers?: Record<string, string>;
}

/** A clock the test moves: starts at `now` and stays there until told otherwise. */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  db: Db;
  clock: TestClock;
  /** GET with the Host header of a club (`demo`) or of the platform (null). */
  get(subdomain: string | null, url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST JSON from a page of the same site (Origin set, as a browser does). */
  post(
    subdomain: string | null,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Any request, with every part spelt out. */
  request(opts: RequestOptions): Promise<LightMyRequestResponse>;
  /**
   * Signs a person in by password on a club's host; returns the Cookie header value to send.
   * Each call comes from a new client address, so the per-address sign-in limit never trips
   * a test that is not about it.
   */
  signIn(
    subdomain: string | null,
    email: string,
    password?: string,
    opts?: { staySignedIn?: boolean },
  ): Promise<string>;
  /**
   * The latest email to an address: from the SMTP server the app sends to (`smtp: true`), or
   * else from the dev mailbox through GET /api/dev/mailbox (on the platform host, from loopback).
   */
  latestMail(to: string): Promise<CapturedMail | undefined>;
  /** Runs a module's job now, at the test clock's time, as a worker would (a hold's expiry, without waiting for it). */
  runJob<N extends ModuleJobName>(name: N, data: JobPayloads[N]): Promise<void>;
  close(): Promise<void>;
}

let nextAddress = 0;
/** A client address no other request of this test process has used. */
export const freshIp = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

export async function createTestApp(
  driver: Driver,
  opts: {
    seed?: boolean;
    now?: Date;
    /**
     * Settings over the test defaults. `NODE_ENV: 'production'` also brings what production requires:
     * the base domain PRODUCTION_BASE_DOMAIN (which the Host headers then name) and an SMTP capture.
     */
    env?: Record<string, string>;
    smtp?: boolean;
    /** Where the app's log goes (with `env: { LOG_LEVEL: 'info' }`), for tests that read it. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  let now = opts.now ?? TEST_NOW;
  const clock: TestClock = {
    now: () => now,
    set: (at) => {
      now = at;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
  const production = opts.env?.NODE_ENV === 'production';
  const smtp = opts.smtp || production ? await startSmtpCapture() : null;
  const testDb = await createTestDatabase(driver, opts.seed === false ? null : now);
  // A bot-check key of its own, as production needs one.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    BOT_CHECK_SECRET: randomBytes(32).toString('hex'),
    ...(production && { APP_BASE_DOMAIN: PRODUCTION_BASE_DOMAIN }),
    ...(smtp && { SMTP_URL: smtp.url }),
    // Production refuses the payments sandbox unless told it is a demonstration (docs/payments.md).
    ...(production && { PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }),
    ...opts.env,
  });
  const app = await buildApp({ config, database: testDb.database, clock: clock.now, logStream: opts.logStream });
  await app.ready();

  const request = async ({
    method = 'GET',
    club = 'demo',
    url,
    body,
    cookie,
    origin,
    ip,
    botCheck,
    headers = {},
  }: RequestOptions) => {
    const host = hostOf(club, config.APP_BASE_DOMAIN);
    // A page's Origin names the scheme it was served over: behind a proxy, the one the proxy forwards.
    const scheme = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    const originHeader = origin === null ? {} : { origin: origin ?? `${scheme}://${host}` };
    return app.inject({
      method,
      url,
      payload: body as object | undefined,
      remoteAddress: ip,
      headers: {
        host,
        ...(method === 'GET' ? {} : originHeader),
        ...(cookie && { cookie }),
        ...(botCheck && (await botCheckHeader(app, host))),
        ...headers,
      },
    });
  };

  return {
    app,
    testDb,
    db: testDb.database.db,
    clock,
    get: (subdomain, url, headers = {}) => request({ club: subdomain, url, headers }),
    post: (subdomain, url, body, headers = {}) => request({ method: 'POST', club: subdomain, url, body, headers }),
    request,
    async signIn(subdomain, email, password = DEMO_PASSWORD, { staySignedIn = false } = {}) {
      const res = await request({
        method: 'POST',
        club: subdomain,
        url: '/api/v4/public/authentication/login-user',
        body: { email, password, staySignedIn },
        ip: freshIp(),
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return cookieHeader(res);
    },
    async latestMail(to) {
      // Email goes out through the job queue after the request answered: let it run first.
      await app.jobs.settled();
      if (smtp) return smtp.latestTo(to);
      // The dev mailbox answers only on the platform host, to this machine.
      const res = await request({ club: null, ip: '127.0.0.1', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
      if (res.statusCode !== 200) throw new Error(`dev mailbox: ${res.statusCode} ${res.body}`);
      const [latest] = res.json().messages as { to: string; subject: string; text: string }[];
      return latest && { to: latest.to, subject: latest.subject, text: latest.text };
    },
    runJob(name, data) {
      const handlers = moduleJobHandlers({
        config,
        database: testDb.database,
        db: testDb.database.db,
        clock: clock.now,
        jobs: app.jobs,
        payments: app.payments,
        mailer: app.mailer,
        sms: app.sms,
        log: app.log,
      });
      const handler = handlers[name] as JobHandler<typeof name>;
      return handler({ id: randomUUID(), name, data });
    },
    async close() {
      await app.close();
      await testDb.drop();
      await smtp?.close();
    },
  };
}

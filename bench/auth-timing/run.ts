/**
 * bench/auth-timing: whether an answer's timing tells an existing address from an unknown one, on
 * the three routes that take any address — sign-in (a wrong password for an existing account vs
 * any password for an unknown one), a magic link and a password reset. Builds the app in-process
 * (as the tests do, on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names
 * a server), sends BENCH_REQUESTS (300) of each kind through inject, taking turns, each from a new
 * client address and an hour apart on the app's clock so no rate limit trips, and prints p50 and
 * p99 of the time to the answer. Emailing happens in the job queue after the answer: the queue is
 * drained between requests so no job runs while one is timed.
 *
 *   npm run bench:auth-timing
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-people.js';
import { botCheckHeader } from '../../apps/server/src/test-support/bot-check.js';
import { createTestApp, freshIp, hostOf } from '../../apps/server/src/test-support/test-app.js';
import type { Driver } from '../../apps/server/src/test-support/test-database.js';

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const HOST = hostOf('demo');
const EXISTING = ['parent@example.com', 'coach@example.com', 'organiser@example.com'];
const HOUR_MS = 3600_000;

interface Route {
  label: string;
  url: string;
  body: (email: string) => object;
  botCheck: boolean;
}

const ROUTES: Route[] = [
  {
    label: 'sign-in (wrong password)',
    url: '/api/v4/public/authentication/login-user',
    body: (email) => ({ email, password: `not ${DEMO_PASSWORD}` }),
    botCheck: false,
  },
  { label: 'magic link', url: '/api/new-magic-link', body: (email) => ({ email }), botCheck: true },
  { label: 'password reset', url: '/api/auth/forgot-password-express', body: (email) => ({ email }), botCheck: true },
];

/** The time to the answer of one request, in milliseconds (the bot check is solved beforehand). */
async function timed(app: FastifyInstance, route: Route, email: string): Promise<number> {
  const headers = {
    host: HOST,
    origin: `http://${HOST}`,
    ...(route.botCheck ? await botCheckHeader(app, HOST) : {}),
  };
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url: route.url,
    payload: route.body(email),
    remoteAddress: freshIp(),
    headers,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const expected = route.botCheck ? 200 : 401;
  if (res.statusCode !== expected) throw new Error(`${route.label} ${email}: ${res.statusCode} ${res.body}`);
  return ms;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms`;
};

async function run(driver: Driver) {
  const t = await createTestApp(driver);
  try {
    console.log(`on ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`);
    for (const route of ROUTES) {
      const existing: number[] = [];
      const unknown: number[] = [];
      // A few untimed rounds first (JIT, caches, the first hash).
      for (let i = -10; i < requests; i += 1) {
        const sample = [
          { times: existing, email: EXISTING[Math.abs(i) % EXISTING.length] },
          { times: unknown, email: `no-one-${driver}-${i}@example.org` },
        ];
        // Alternate which goes first, so neither always follows the other's work.
        if (i % 2) sample.reverse();
        for (const { times, email } of sample) {
          await t.app.jobs.settled();
          t.clock.advance(HOUR_MS);
          const ms = await timed(t.app, route, email);
          if (i >= 0) times.push(ms);
        }
      }
      console.log(`  ${route.label.padEnd(26)} existing  ${figures(existing)}`);
      console.log(`  ${''.padEnd(26)} unknown   ${figures(unknown)}`);
    }
  } finally {
    await t.close();
  }
}

process.env.DATABASE_URL ||= process.env.BENCH_DATABASE_URL ?? '';
console.log(
  `auth-timing: ${requests} requests per route and kind, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');

/**
 * The process under load, started by run.ts with an IPC channel. Two modes (BENCH_MODE):
 *   app      the real Clubroom server: opens the database (in-memory PGlite, or the PostgreSQL
 *            database BENCH_DATABASE_URL names), migrates, seeds the generated club, listens.
 *   ceiling  a bare Fastify route answering the body the parent sends, precomputed.
 * Either way it listens on 127.0.0.1 port 0, sends { type: 'ready', port }, samples its own RSS
 * every 100 ms and answers { type: 'peak' } with the peak since the last { type: 'reset-peak' } (the
 * `process.memoryUsage()` sample whose RSS was highest).
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedClub } from '../../apps/server/src/db/seed/seed-club.js';
import { generateBenchClub } from './generate-club.js';
import { BASE_DOMAIN, ROUTE, type FromChild, type ToChild } from './protocol.js';

const send = (message: FromChild) => process.send?.(message);

/** The sample with the highest RSS, with its split: V8's heap, ArrayBuffers, and the rest of `external` (PGlite's WebAssembly memory). */
let peak = process.memoryUsage();
const sample = () => {
  const now = process.memoryUsage();
  if (now.rss >= peak.rss) peak = now;
};
setInterval(sample, 100);

const cleanups: (() => Promise<unknown>)[] = [];
async function shutdown(code: number): Promise<never> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(code);
}
process.on('disconnect', () => void shutdown(0)); // the parent went away: never outlive it
process.once('SIGTERM', () => void shutdown(0));

const bodyFromParent = new Promise<string>((resolve) => {
  process.on('message', (message: ToChild) => {
    if (message.type === 'reset-peak') peak = process.memoryUsage();
    else if (message.type === 'peak') {
      sample();
      send({ type: 'peak', memory: peak });
    } else if (message.type === 'body') resolve(message.body);
  });
});

async function realApp(): Promise<FastifyInstance> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir: null });
  cleanups.push(() => database.close());
  await database.migrate();
  const today = new Date().toISOString().slice(0, 10);
  await database.db.transaction((tx) => seedClub(tx, generateBenchClub(today), new Date()));
  // The log the seeding wrote, which a running server's periodic checkpoint removes within a minute.
  await database.checkpoint?.();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent',
    APP_BASE_DOMAIN: BASE_DOMAIN,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR, // the page's shell; unset: apps/web/dist
    // Production requires these; the bench reads no protected form and sends no email, any will do.
    BOT_CHECK_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:1',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', // no payment is taken
  });
  return buildApp({ config, database });
}

async function ceilingApp(): Promise<FastifyInstance> {
  const body = await bodyFromParent;
  const app = Fastify({ logger: false });
  app.get(ROUTE, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  return app;
}

const started = performance.now();
try {
  const app = process.env.BENCH_MODE === 'ceiling' ? await ceilingApp() : await realApp();
  cleanups.push(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  send({
    type: 'ready',
    port: (app.server.address() as { port: number }).port,
    setupMs: Math.round(performance.now() - started),
  });
} catch (err) {
  console.error('bench server failed to start:', err);
  await shutdown(1);
}

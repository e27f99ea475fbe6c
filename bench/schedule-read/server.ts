/**
 * The process under load, bundled by build-server.ts and started by run.ts with an IPC channel. Two modes (BENCH_MODE):
 *   app      the real Clubroom server: opens the database (in-memory PGlite, or the PostgreSQL
 *            database BENCH_DATABASE_URL names), migrates, seeds the generated club, listens.
 *   ceiling  a bare Fastify route answering the body the parent sends, precomputed: its compressed
 *            copy (the very bytes the app sent) to a client taking that encoding, else the JSON.
 *            It imports Fastify alone, not the app, so its memory is a bare server's.
 * Either way it listens on 127.0.0.1 port 0, sends { type: 'ready', port }, samples its own RSS
 * every 100 ms and answers { type: 'peak' } with the peak since the last { type: 'reset-peak' } (the
 * `process.memoryUsage()` sample whose RSS was highest), and { type: 'heap-snapshot' } with a
 * snapshot of its V8 heap written (for Chrome's DevTools, Memory tab).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import v8 from 'node:v8';
import Fastify, { type FastifyInstance } from 'fastify';
import { BASE_DOMAIN, ROUTE, type CeilingBody, type FromChild, type ToChild } from './protocol.js';

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

const bodyFromParent = new Promise<CeilingBody>((resolve) => {
  process.on('message', async (message: ToChild) => {
    if (message.type === 'reset-peak') {
      peak = process.memoryUsage();
      await profiler.start(message.label);
    } else if (message.type === 'peak') {
      sample();
      await profiler.stop();
      send({ type: 'peak', memory: peak });
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', ms: (user + system) / 1000 });
    } else if (message.type === 'body') resolve(message.body);
    else if (message.type === 'heap-snapshot') {
      const file = v8.writeHeapSnapshot(
        path.join(message.dir, `schedule-read-${process.env.BENCH_MODE}-${process.pid}.heapsnapshot`),
      );
      send({ type: 'heap-snapshot', file });
    }
  });
});

/**
 * With BENCH_CPU_PROFILE_DIR, a CPU profile of each load (for Chrome's DevTools, Performance tab, or
 * `speedscope`), named by the load's label: the server's work under that load alone.
 */
const profiler = (() => {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  const session = new inspector.Session();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  let label: string | null = null;
  return {
    async start(name: string) {
      if (!dir) return;
      if (!label) session.connect();
      label = name;
      await post('Profiler.enable');
      await post('Profiler.start');
    },
    async stop() {
      if (!dir || !label) return;
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      const file = path.join(dir, `schedule-read-${label.replace(/[^a-z0-9]+/gi, '-')}-${process.pid}.cpuprofile`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
      console.log(`cpu profile: ${file}`);
    },
  };
})();

async function realApp(): Promise<FastifyInstance> {
  // Imported here, not at the top, so the ceiling's process loads none of the app.
  const [{ buildApp }, { loadConfig }, { openDatabase }, { seedClub }, { generateBenchClub }] = await Promise.all([
    import('../../apps/server/src/app.js'),
    import('../../apps/server/src/config.js'),
    import('../../apps/server/src/db/client.js'),
    import('../../apps/server/src/db/seed/seed-club.js'),
    import('./generate-club.js'),
  ]);
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

/** Whether an Accept-Encoding header names the encoding (q-values aside: the bench sends none). */
const takes = (header: string | undefined, encoding: string) =>
  (header ?? '').split(',').some((token) => token.split(';')[0]!.trim() === encoding);

async function ceilingApp(): Promise<FastifyInstance> {
  const { body, encoded, encoding } = await bodyFromParent;
  const bytes = Buffer.from(encoded, 'base64');
  const app = Fastify({ logger: false });
  app.get(ROUTE, (request, reply) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!takes(request.headers['accept-encoding'], encoding)) return reply.send(body);
    return reply.header('content-encoding', encoding).send(bytes);
  });
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

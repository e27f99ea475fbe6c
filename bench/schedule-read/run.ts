/**
 * bench/schedule-read: GET /api/v4/public/schedule/current on a club of 300 runs and 30 camps,
 * 10 s at 50 connections (autocannon), and the same for the club's schedule page `/` (its HTML),
 * both asked for as a browser asks (its Accept-Encoding, so both come compressed), beside the
 * ceiling: a bare Fastify route answering the same compressed bytes, precomputed, loaded by turns
 * with the API (so that a shared machine's other work weighs on both alike). Runs on PGlite,
 * and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set; prints req/s, p50, p99, the
 * ratio to the ceiling and the server's peak RSS with where it was (heap, buffers, other external, rest).
 * The servers run as `npm start` runs the server: bundled with esbuild (build-server.ts), on plain Node.
 * The page needs the built web app (`npm run bench:schedule-read` builds it).
 *
 *   npm run bench:schedule-read            # env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50)
 *   BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'   # node options of both servers
 *   BENCH_HEAP_SNAPSHOT_DIR=/tmp/heap      # a heap snapshot of each server after its API load
 *   BENCH_CPU_PROFILE_DIR=/tmp/prof        # a CPU profile of each server under each load
 *   BENCH_ROUNDS=5                         # the API and the ceiling loaded by turns, in this many slices each
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createServerDatabase } from '../../apps/server/src/test-support/test-database.js';
import { buildBenchServer } from './build-server.js';
import { BASE_DOMAIN, ROUTE, type CeilingBody, type FromChild, type ToChild } from './protocol.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = `bench.${BASE_DOMAIN}`;
const PAGE = '/';
/** What Chromium sends: the answers come compressed, as a browser gets them. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': ACCEPT_ENCODING };
/** What the web app's fetch sends for the API (the page's own requests). */
const API_HEADERS = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };
const serverNodeOptions = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
const heapSnapshotDir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
/** The app's API and the ceiling are loaded by turns in this many rounds (BENCH_ROUNDS; 1: one after the other). */
const interleave = Number(process.env.BENCH_ROUNDS ?? 5);

interface Child {
  process: ChildProcess;
  port: number;
  setupMs: number;
}

function next<T extends FromChild['type']>(child: ChildProcess, type: T): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    const onMessage = (m: FromChild) => {
      if (m.type === type) {
        child.off('message', onMessage).off('exit', onExit);
        resolve(m as Extract<FromChild, { type: T }>);
      }
    };
    child.on('message', onMessage).once('exit', onExit);
  });
}

async function start(env: Record<string, string>, body?: CeilingBody): Promise<Child> {
  const child = fork(serverFile, [], {
    execArgv: ['--enable-source-maps', ...serverNodeOptions], // as `npm start`
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (body) child.send({ type: 'body', body } satisfies ToChild);
  const ready = await next(child, 'ready');
  return { process: child, port: ready.port, setupMs: ready.setupMs };
}

/** The answer's body as it came over the wire (compressed if asked for) and its Content-Encoding. */
function fetchBody(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { ...headers, host: HOST } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode === 200) resolve({ body, encoding: res.headers['content-encoding'] ?? 'identity' });
          else reject(new Error(`GET ${pathname}: ${res.statusCode}: ${body.toString('utf8', 0, 200)}`));
        });
      })
      .on('error', reject);
  });
}

interface Figures {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** process.memoryUsage() when the RSS peaked. */
  peak: NodeJS.MemoryUsage;
  /**
   * The server's CPU time a request (its whole process's, over its load): unlike req/s, it hardly depends on what
   * else the machine runs, which on a shared machine makes it the steadier comparison with the ceiling.
   */
  cpuMsPerRequest: number;
}

interface Target {
  label: string;
  child: Child;
  pathname: string;
  headers: Record<string, string>;
}

/**
 * Loads the targets by turns, `rounds` slices of `seconds / rounds` each (A B A B ...), so that on a shared machine
 * whatever else runs weighs on each alike and their ratio holds; one target, one slice of `seconds`. req/s is over
 * all of a target's slices; p50 the mean of its slices' and p99 the highest of them.
 */
async function loadByTurns(targets: Target[], rounds = targets.length > 1 ? interleave : 1): Promise<Figures[]> {
  const slices = new Map<Target, autocannon.Result[]>(targets.map((t) => [t, []]));
  // Counted over a target's own slices only: the other's slices would add its idle work (the job queue's polling).
  const cpuMs = new Map<Target, number>(targets.map((t) => [t, 0]));
  for (const target of targets)
    target.child.process.send({ type: 'reset-peak', label: target.label } satisfies ToChild);
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const cpuBefore = await cpuMsOf(target.child);
      const result = await autocannon({
        url: `http://127.0.0.1:${target.child.port}${target.pathname}`,
        headers: { ...target.headers, host: HOST },
        connections,
        duration: seconds / rounds,
      });
      slices.get(target)!.push(result);
      cpuMs.set(target, cpuMs.get(target)! + (await cpuMsOf(target.child)) - cpuBefore);
    }
  }
  const figures: Figures[] = [];
  for (const target of targets) {
    target.child.process.send({ type: 'peak' } satisfies ToChild);
    const peak = await next(target.child.process, 'peak');
    const results = slices.get(target)!;
    const sum = (f: (r: autocannon.Result) => number) => results.reduce((n, r) => n + f(r), 0);
    figures.push({
      label: target.label,
      reqPerSec: sum((r) => r.requests.total) / sum((r) => r.duration),
      p50: Math.round(sum((r) => r.latency.p50) / results.length),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: sum((r) => r.errors),
      non2xx: sum((r) => r.non2xx),
      peak: peak.memory,
      cpuMsPerRequest: cpuMs.get(target)! / sum((r) => r.requests.total),
    });
  }
  return figures;
}

/** The CPU time the server's process has spent so far. */
async function cpuMsOf(child: Child): Promise<number> {
  child.process.send({ type: 'cpu' } satisfies ToChild);
  return (await next(child.process, 'cpu')).ms;
}

/**
 * With BENCH_HEAP_SNAPSHOT_DIR, a heap snapshot of the server as its load left it. Writing one takes hundreds of MB
 * of native memory that the allocator keeps: the page's peak RSS after it is no figure.
 */
async function heapSnapshot(child: Child) {
  if (!heapSnapshotDir) return;
  fs.mkdirSync(heapSnapshotDir, { recursive: true });
  child.process.send({ type: 'heap-snapshot', dir: heapSnapshotDir } satisfies ToChild);
  console.log(`heap snapshot: ${(await next(child.process, 'heap-snapshot')).file}`);
}

async function stop(child: Child) {
  child.process.kill('SIGTERM');
  await new Promise((r) => child.process.once('exit', r));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Where the peak RSS was: V8's heap, ArrayBuffers (Buffers), other external memory (PGlite's WebAssembly memory), and the rest (code, stacks, allocator). */
function split(m: NodeJS.MemoryUsage): string {
  const rest = m.rss - m.heapTotal - m.external;
  return `heap ${mb(m.heapTotal)} (used ${mb(m.heapUsed)}) + buffers ${mb(m.arrayBuffers)} + other external ${mb(m.external - m.arrayBuffers)} + rest ${mb(rest)} MB`;
}

const print = (f: Figures, ceiling?: Figures) =>
  console.log(
    `${f.label.padEnd(32)} ${f.reqPerSec.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(4)} ms   ` +
      `peak RSS ${mb(f.peak.rss).padStart(4)} MB   errors ${f.errors + f.non2xx}` +
      (ceiling ? `   ${((f.reqPerSec / ceiling.reqPerSec) * 100).toFixed(0)}% of the ceiling` : '') +
      `\n${''.padEnd(33)}CPU ${f.cpuMsPerRequest.toFixed(3)} ms a request` +
      (ceiling ? ` (${(f.cpuMsPerRequest / ceiling.cpuMsPerRequest).toFixed(1)} × the ceiling's)` : '') +
      `\n${''.padEnd(33)}at the peak: ${split(f.peak)}`,
  );

const webDist = process.env.WEB_DIST_DIR ?? path.join(here, '../../apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('No built web app for the page: run `npm run build` first (or `npm run bench:schedule-read`).');
  process.exit(1);
}

// PostgreSQL runs get a throwaway database on the server DATABASE_URL names, dropped afterwards.
const databases: { label: string; server: boolean }[] = [{ label: 'clubroom on PGlite', server: false }];
process.env.DATABASE_URL ||= process.env.BENCH_DATABASE_URL ?? '';
if (process.env.DATABASE_URL) databases.push({ label: 'clubroom on PostgreSQL', server: true });

const serverFile = await buildBenchServer();
console.log(
  `schedule-read: ${seconds} s at ${connections} connections, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
for (const database of databases) {
  const throwaway = database.server ? await createServerDatabase() : null;
  const app = await start({ BENCH_MODE: 'app', BENCH_DATABASE_URL: throwaway?.url ?? '' });
  const body = (await fetchBody(app.port, ROUTE)).body.toString('utf8');
  const api = await fetchBody(app.port, ROUTE, API_HEADERS);
  const page = await fetchBody(app.port, PAGE, BROWSER_HEADERS);
  const html = (await fetchBody(app.port, PAGE, { accept: 'text/html' })).body;
  console.log(
    `${database.label}: seeded in ${app.setupMs} ms, response ${kb(Buffer.byteLength(body))} (${JSON.parse(body).terms.reduce((n: number, t: { runs: unknown[] }) => n + t.runs.length, 0)} runs; ` +
      `${kb(api.body.length)} ${api.encoding}), page ${PAGE} ${kb(html.length)} of HTML (${kb(page.body.length)} ${page.encoding}); ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  // The same bytes the app sent a browser, so the ceiling differs from the app in its work alone.
  const ceilingChild = await start(
    { BENCH_MODE: 'ceiling' },
    { body, encoded: api.body.toString('base64'), encoding: api.encoding },
  );
  const [ceiling, real] = await loadByTurns([
    { label: 'ceiling (precomputed)', child: ceilingChild, pathname: ROUTE, headers: API_HEADERS },
    { label: database.label, child: app, pathname: ROUTE, headers: API_HEADERS },
  ]);
  await heapSnapshot(app);
  await heapSnapshot(ceilingChild);
  await stop(ceilingChild);
  const [pageFigures] = await loadByTurns([
    { label: `${database.label}, page ${PAGE}`, child: app, pathname: PAGE, headers: BROWSER_HEADERS },
  ]);
  await stop(app);
  await throwaway?.drop();
  print(ceiling!);
  print(real!, ceiling);
  print(pageFigures!, ceiling);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

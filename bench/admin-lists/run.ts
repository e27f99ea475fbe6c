/**
 * bench/admin-lists: the admin tables at a big club (issue 12: page and sort on the server, page
 * size 50, fast with 5,000 contacts). Seeds one club set-based (5,000 families, 200 runs, 20,000
 * confirmed places with their orders, payments and attendance: seed-club.ts), starts the built
 * server as `npm start` runs it, signs its organiser in through the API and times BENCH_REQUESTS
 * (300) GETs of each list, first one after the other, then BENCH_IN_FLIGHT (8) at a time: the
 * contacts (page 1, page 50, a search), a full run's register, the orders (page 1, the last page,
 * a search), the photo permissions (page 1, the last page, the Nos, a search). Prints p50, p99 and max of each, and the server's peak RSS while it was asked.
 * Aim: p99 under 100 ms on PostgreSQL.
 *
 * The run gets a throwaway database on the server BENCH_DATABASE_URL or DATABASE_URL names
 * (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards; BENCH_KEEP_DATABASE=1
 * keeps it (its URL is printed) to EXPLAIN ANALYZE a slow list's statements.
 *
 *   npm run bench:admin-lists
 */
import { randomBytes } from 'node:crypto';
import { ORDERS_PAGE_SIZE, PHOTO_PERMISSIONS_PAGE_SIZE } from '@clubroom/domain/api';
import os from 'node:os';
import { hashPassword } from '../../apps/server/src/platform/security/passwords.js';
import { clubRequest } from '../../apps/server/src/test-support/http-client.js';
import { startServerProcess } from '../../apps/server/src/test-support/server-process.js';
import { createTestDatabase } from '../../apps/server/src/test-support/test-database.js';
import { backendPids } from '../booking-rush/backends.js';
import { cpuMs, peakRssMb, resetPeakRss } from '../support/process-stats.js';
import { get, timeRequests, type Target, type Timings } from './measure.js';
import { seedBenchClub } from './seed-club.js';
import { requireBuiltServer, useBenchPostgres } from '../support/built-server.js';

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 8);
const keepDatabase = process.env.BENCH_KEEP_DATABASE === '1';
const SUBDOMAIN = 'lists';
/** Untimed requests of each list first, so the server's code and PostgreSQL's caches are warm. */
const WARM_UP = 20;
const AIM_P99_MS = 100;
const PHOTOS = '/api/settings/photo-permissions';

/** The session cookie (and any other) a sign-in set, as a browser sends them back. */
function cookiesOf(setCookie: string[] | undefined): string {
  if (!setCookie?.length) throw new Error('the sign-in set no cookie');
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}

requireBuiltServer('admin-lists');
useBenchPostgres();

const now = new Date();
const testDb = await createTestDatabase('postgres', now); // the demo clubs beside it, as a real database has others
let measured = false;
try {
  const password = randomBytes(12).toString('hex');
  const seedStarted = performance.now();
  const club = await seedBenchClub(testDb.url!, {
    subdomain: SUBDOMAIN,
    now,
    passwordHash: await hashPassword(password),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { counts, counted } = club;
  console.log(
    `admin-lists: ${counts.parents} contacts (${counts.children} children), ${counts.runs} runs (${counts.sessions} sessions), ` +
      `${counts.bookings} bookings, ${counts.orders} orders (${counted.paid} paid by card, ${counted.refunded} refunded), ` +
      `${counted.attendance} attendance marks; seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `             ${requests} requests per list, one at a time and ${inFlight} in flight, 1 server process; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );

  // As `npm start` runs it; the database is migrated and seeded already.
  const server = await startServerProcess({
    DATABASE_URL: testDb.url!,
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
  });
  try {
    const signIn = await clubRequest({
      port: server.port,
      club: SUBDOMAIN,
      method: 'POST',
      path: '/api/v4/public/authentication/login-user',
      body: { email: club.organiserEmail, password },
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.body.slice(0, 300)}`);
    const target: Target = { port: server.port, club: SUBDOMAIN, cookie: cookiesOf(signIn.headers['set-cookie']) };

    const lastOrdersPage = Math.ceil(counts.orders / ORDERS_PAGE_SIZE);
    const lastPhotosPage = Math.ceil(counts.children / PHOTO_PERMISSIONS_PAGE_SIZE);
    const lists: { label: string; path: string; rows: (body: unknown) => string }[] = [
      { label: 'contacts, page 1', path: '/api/contacts/all-contacts', rows: contactRows },
      { label: 'contacts, page 50', path: '/api/contacts/all-contacts?page=50', rows: contactRows },
      { label: 'contacts, search "patel"', path: '/api/contacts/all-contacts?search=patel', rows: contactRows },
      {
        label: 'register of a full run',
        path: `/api/v4/registers/run/${club.runIds[0]}`,
        rows: registerRows,
      },
      { label: 'orders, page 1', path: '/api/v4/orders', rows: orderRows },
      {
        label: `orders, page ${lastOrdersPage} (last)`,
        path: `/api/v4/orders?page=${lastOrdersPage}`,
        rows: orderRows,
      },
      { label: 'orders, search "patel"', path: '/api/v4/orders?search=patel', rows: orderRows },
      { label: 'photo permissions, page 1', path: PHOTOS, rows: photoRows },
      {
        label: `photo permissions, page ${lastPhotosPage} (last)`,
        path: `${PHOTOS}?page=${lastPhotosPage}`,
        rows: photoRows,
      },
      { label: 'photo permissions, the Nos', path: `${PHOTOS}?answer=no`, rows: photoRows },
      { label: 'photo permissions, "patel"', path: `${PHOTOS}?search=patel`, rows: photoRows },
    ];
    const ms = (t: number) => `${t.toFixed(1).padStart(6)} ms`;
    const timings = (t: Timings) =>
      `p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  max ${ms(t.max)}  ${t.perSecond.toFixed(0).padStart(4)}/s`;
    const pid = server.child.pid!;
    const missed = { alone: [] as string[], together: [] as string[] };
    for (const list of lists) {
      const answer = await get(target, list.path);
      for (let i = 1; i < WARM_UP; i++) await get(target, list.path);
      const peakOf = resetPeakRss(pid) ? '' : ' (since start)';
      const cpuBefore = await cpuOf(pid, testDb.url!);
      const sequential = await timeRequests(target, list.path, requests, 1);
      const concurrent = await timeRequests(target, list.path, requests, inFlight);
      const cpu = cpuBetween(cpuBefore, await cpuOf(pid, testDb.url!));
      const perRequest = (of: 'server' | 'database') => `${(cpu[of] / (2 * requests)).toFixed(1)} ms`;
      if (sequential.p99 >= AIM_P99_MS) missed.alone.push(list.label);
      if (concurrent.p99 >= AIM_P99_MS) missed.together.push(list.label);
      console.log(
        `${list.label.padEnd(28)} ${list.rows(JSON.parse(answer.body)).padEnd(32)} ` +
          `${(Buffer.byteLength(answer.body) / 1024).toFixed(0).padStart(4)} KB   ` +
          `one at a time: ${timings(sequential)}   ${inFlight} in flight: ${timings(concurrent)}   ` +
          `CPU a request: server ${perRequest('server')}, PostgreSQL ${perRequest('database')}   ` +
          `peak RSS ${peakRssMb(pid).toFixed(0)} MB${peakOf}`,
      );
    }
    const verdict = (labels: string[]) =>
      labels.length === 0 ? 'met by every list' : `missed by ${labels.join('; ')}`;
    console.log(`aim, p99 under ${AIM_P99_MS} ms: one at a time ${verdict(missed.alone)}`);
    console.log(`                          ${inFlight} in flight ${verdict(missed.together)}`);
  } finally {
    await server.stop();
  }
  measured = true;
} finally {
  if (keepDatabase && measured) {
    await testDb.database.close();
    console.log(`kept the database: ${testDb.url}`);
  } else await testDb.drop();
}

/**
 * CPU time so far of the server process and of each PostgreSQL backend serving the database (the
 * machine's load stretches the times; it moves what a request costs much less).
 */
async function cpuOf(serverPid: number, databaseUrl: string) {
  const backends = await backendPids(databaseUrl);
  return { server: cpuMs(serverPid), database: new Map(backends.map((pid) => [pid, cpuMs(pid)])) };
}

/** The CPU time used between two readings, in ms: a backend opened between them counts from nothing, one closed is missed. */
function cpuBetween(before: Awaited<ReturnType<typeof cpuOf>>, after: Awaited<ReturnType<typeof cpuOf>>) {
  let database = 0;
  for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}

/** What each list answered, to print beside its times (and to see it is the list the issue means). */
function contactRows(body: unknown) {
  const { data, total } = body as { data: unknown[]; total: number };
  return `${data.length} of ${total} contacts`;
}

function registerRows(body: unknown) {
  const { children, sessions } = body as { children: unknown[]; sessions: unknown[] };
  return `${children.length} children × ${sessions.length} sessions`;
}

function orderRows(body: unknown) {
  const { orders, totalCount } = body as { orders: unknown[]; totalCount: number };
  return `${orders.length} of ${totalCount} orders`;
}

function photoRows(body: unknown) {
  const { people, total, counts } = body as { people: unknown[]; total: number; counts: { no: number } };
  return `${people.length} of ${total} children (${counts.no} Nos)`;
}

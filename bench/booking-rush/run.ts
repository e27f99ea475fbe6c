/**
 * bench/booking-rush: the busiest morning. BENCH_PARENTS (500) parents, each signed in with a
 * session of their own, race through the HTTP API of two built server processes (as `npm start`
 * runs them, each on its own port, one PostgreSQL database) for the places of BENCH_RUNS (5) free
 * runs of BENCH_PLACES (20) places: add the term to the basket, then Book Now. BENCH_CONCURRENCY
 * (50) parents are in flight at any moment. Prints decisions per second (placed or cleanly
 * refused), placed, refused, overbooked (counted in SQL afterwards: must be 0), 5xx, p50 and p99
 * of a parent's attempt, each process's peak RSS during the race and the CPU time a decision costs
 * the servers; beside it the ceiling, the same lock–check–insert transaction as a pgbench script at
 * the same concurrency, and the ratio. BENCH_NODE_OPTIONS go to the servers' node (to profile them).
 *
 * The run gets a throwaway database on the server BENCH_DATABASE_URL or DATABASE_URL names
 * (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 *
 *   npm run bench:booking-rush
 */
import os from 'node:os';
import { createRun } from '../../apps/server/src/test-support/booking-fixtures.js';
import {
  createRacingParents,
  overbookedPlaces,
  type RacingParent,
} from '../../apps/server/src/test-support/racing-parents.js';
import { startServerProcess, type ServerProcess } from '../../apps/server/src/test-support/server-process.js';
import { createTestDatabase } from '../../apps/server/src/test-support/test-database.js';
import { cpuMs, peakRssMb, resetPeakRss } from '../support/process-stats.js';
import { percentile } from '../support/percentile.js';
import { backendPids } from './backends.js';
import { runCeiling } from './ceiling.js';
import { race, type Outcome } from './race.js';
import { requireBuiltServer, useBenchPostgres } from '../support/built-server.js';

const parentCount = Number(process.env.BENCH_PARENTS ?? 500);
const runCount = Number(process.env.BENCH_RUNS ?? 5);
const places = Number(process.env.BENCH_PLACES ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** Options for the server processes' node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them. */
const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
/** Parents who race first for a run of their own, so the processes' code is warm when the race is timed. */
const WARM_UP_PARENTS = 100;

/** pgbench picks runs and children by id in a range: theirs must be consecutive. */
function firstOfConsecutive(ids: number[], what: string): number {
  if (ids.some((id, i) => id !== ids[0] + i)) throw new Error(`the ${what}' ids are not consecutive`);
  return ids[0];
}

type Field = { parents: RacingParent[]; runIds: number[] };

/** A warm-up race, then the timed one, with the server processes' CPU time and peak memory during it. */
async function measuredRace(
  servers: ServerProcess[],
  databaseUrl: string,
  { warmUp, timed }: { warmUp: Field; timed: Field },
) {
  const ports = servers.map((s) => s.port);
  const pids = servers.map((s) => s.child.pid!);
  await race({ ports, ...warmUp, concurrency });
  const peakOf = pids.every(resetPeakRss) ? 'during the race' : 'since start';
  const cpuBefore = new Map([...pids, ...(await backendPids(databaseUrl))].map((pid) => [pid, cpuMs(pid)]));
  const benchCpuBefore = process.cpuUsage();
  const result = await race({ ports, ...timed, concurrency });
  const benchCpu = process.cpuUsage(benchCpuBefore);
  // A connection opened during the race counts from nothing; one closed during it is missed.
  const cpuDuring = (ids: number[]) => ids.reduce((ms, pid) => ms + cpuMs(pid) - (cpuBefore.get(pid) ?? 0), 0);
  return {
    result,
    serverCpuMs: cpuDuring(pids),
    databaseCpuMs: cpuDuring(await backendPids(databaseUrl)),
    benchCpuMs: (benchCpu.user + benchCpu.system) / 1000,
    peaks: `${pids.map((pid) => `${peakRssMb(pid).toFixed(0)} MB`).join(' / ')} (${peakOf})`,
  };
}

requireBuiltServer('booking-rush');
useBenchPostgres();

const now = new Date();
const testDb = await createTestDatabase('postgres', now);
try {
  const fixtures = { db: testDb.database.db, clock: { now: () => now } };
  const freeRuns = async (count: number, capacity: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      ids.push((await createRun(fixtures, { capacity, pricePerTerm: 0, pricePerSession: 0 })).runId);
    }
    return ids;
  };
  const [warmUpRun] = await freeRuns(1, places);
  const runIds = await freeRuns(runCount, places);
  const ceilingRunIds = await freeRuns(runCount, places);
  const { clubId, parents } = await createRacingParents(testDb.database.db, {
    club: 'demo',
    count: WARM_UP_PARENTS + parentCount,
    now,
  });
  const [warmUp, racers] = [parents.slice(0, WARM_UP_PARENTS), parents.slice(WARM_UP_PARENTS)];

  console.log(
    `booking-rush: ${parentCount} parents for ${runCount} runs × ${places} places, ${concurrency} in flight, ` +
      `2 server processes; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  // As `npm start` runs it; the database is migrated and seeded already. Each has its job worker.
  // One after the other, so a failure names the process (starting together is safe: docs/locking.md).
  const env = { DATABASE_URL: testDb.url!, SEED_DEMO: 'false', NODE_ENV: 'development' };
  const first = await startServerProcess(env, nodeOptions);
  const second = await startServerProcess(env, nodeOptions).catch(async (err) => {
    await first.stop();
    throw err;
  });
  const servers = [first, second];
  const { result, serverCpuMs, databaseCpuMs, benchCpuMs, peaks } = await measuredRace(servers, testDb.url!, {
    warmUp: { parents: warmUp, runIds: [warmUpRun] },
    timed: { parents: racers, runIds },
  }).finally(() => Promise.all(servers.map((s) => s.stop())));
  const overbooked = await overbookedPlaces(testDb.database.db, runIds, new Date());
  const count = (outcome: Outcome) => result.attempts.filter((a) => a.outcome === outcome).length;
  const decided = count('placed') + count('refused');
  const decisionsPerSecond = decided / result.seconds;
  const ms = result.attempts.map((a) => a.ms);
  console.log(
    `clubroom   ${decisionsPerSecond.toFixed(0).padStart(5)} decisions/s (${(result.requests / result.seconds).toFixed(0)} requests/s)   ` +
      `placed ${count('placed')}   refused ${count('refused')}   overbooked ${overbooked}   5xx ${count('5xx')}   ` +
      `other ${count('other')}   p50 ${percentile(ms, 50).toFixed(0)} ms   p99 ${percentile(ms, 99).toFixed(0)} ms   ` +
      `peak RSS ${peaks}`,
  );
  const tail = (outcome: Outcome) => {
    const of = result.attempts.filter((a) => a.outcome === outcome).map((a) => a.ms);
    return `${outcome} p50 ${percentile(of, 50).toFixed(0)} ms, p99 ${percentile(of, 99).toFixed(0)} ms`;
  };
  console.log(`           by outcome: ${tail('placed')} (basket add and Book Now); ${tail('refused')}`);
  for (const a of result.attempts.filter((x) => x.detail).slice(0, 5)) console.log(`  ${a.outcome}: ${a.detail}`);
  const perDecision = (cpu: number) => `${(cpu / decided).toFixed(1)} ms`;
  const cpuTotal = serverCpuMs + databaseCpuMs + benchCpuMs;
  console.log(
    `           CPU per decision ${perDecision(cpuTotal)}: ${perDecision(serverCpuMs)} the server processes, ` +
      `${perDecision(databaseCpuMs)} PostgreSQL, ${perDecision(benchCpuMs)} the bench's HTTP client; ` +
      `at most ${((os.cpus().length * 1000 * decided) / cpuTotal).toFixed(0)} decisions/s on ${os.cpus().length} idle cores`,
  );

  // The servers have stopped: pgbench has the machine to itself, as the race had.
  const ceiling = await runCeiling({
    databaseUrl: testDb.url!,
    clubId,
    firstRun: firstOfConsecutive(ceilingRunIds, 'ceiling runs'),
    runs: ceilingRunIds.length,
    firstChild: firstOfConsecutive(
      racers.map((p) => p.childId),
      'children',
    ),
    children: racers.length,
    concurrency,
    transactions: parentCount,
  });
  console.log(
    `ceiling    ${ceiling.perSecond.toFixed(0).padStart(5)} transactions/s (pgbench, ${ceiling.transactions} transactions)   ` +
      `p50 ${ceiling.p50.toFixed(1)} ms   p99 ${ceiling.p99.toFixed(1)} ms`,
  );
  console.log(`ratio      ${((decisionsPerSecond / ceiling.perSecond) * 100).toFixed(0)}% of the ceiling`);
} finally {
  await testDb.drop();
}

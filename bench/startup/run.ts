/**
 * bench/startup: how long the server takes from spawn to its first successful `GET /health`, and
 * its memory once idle, run from the sources through tsx (as `npm run dev` does, without the
 * watcher) and as the built JavaScript (as `npm start` does; build it first: `npm run bench:startup`
 * does both). Both run on the same embedded PGlite data folder, seeded with the demo clubs once
 * beforehand, so each start opens and migrates an existing database. Prints the median of
 * BENCH_RUNS (5) starts and the resident memory of the server's process tree (tsx keeps its own
 * process beside the server's) after BENCH_IDLE_SECONDS (10) idle.
 *
 *   npm run bench:startup
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from '../support/median.js';
import { freePort, stopProcess, waitForHealth } from '../support/server-process.js';
import { embeddedServerEnv, requireBuiltServer, root } from '../support/built-server.js';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

const ways = [
  {
    label: 'tsx apps/server/src/main.ts',
    command: path.join(root, 'node_modules/.bin/tsx'),
    args: ['apps/server/src/main.ts'],
  },
  {
    label: 'node apps/server/dist/main.js',
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
  },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process and all its descendants, in MB (from `ps`, so Linux and macOS alike). */
function treeRssMb(pid: number): number {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  return rows.filter(([p]) => tree.has(p)).reduce((kb, [, , rss]) => kb + rss, 0) / 1024;
}

interface Started {
  child: ChildProcess;
  ms: number;
}

async function start(way: (typeof ways)[number], dataDir: string): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(way.command, way.args, {
    cwd: root,
    env: embeddedServerEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(child, port, way.label);
  return { child, ms: performance.now() - began };
}

requireBuiltServer('startup');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-bench-startup-'));
try {
  console.log(
    `startup: median of ${runs} starts, RSS after ${idleSeconds} s idle; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  await stopProcess((await start(ways[1], dataDir)).child); // creates and seeds the database once
  // The ways take turns, so a machine getting busier or quieter meanwhile weighs on both alike.
  const figures = ways.map(() => ({ times: [] as number[], rss: [] as number[] }));
  for (let i = 0; i < runs; i++) {
    for (const [w, way] of ways.entries()) {
      const { child, ms } = await start(way, dataDir);
      figures[w].times.push(ms);
      await sleep(idleSeconds * 1000);
      figures[w].rss.push(treeRssMb(child.pid!));
      await stopProcess(child);
    }
  }
  for (const [w, { times, rss }] of figures.entries()) {
    console.log(
      `${ways[w].label.padEnd(30)} first /health ${median(times).toFixed(0).padStart(5)} ms ` +
        `(${times.map((t) => t.toFixed(0)).join(', ')})   idle RSS ${median(rss).toFixed(0).padStart(4)} MB ` +
        `(${rss.map((r) => r.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { percentile } from '../support/percentile.js';

/**
 * The add-to-basket transaction with nothing around it, in pgbench's script language: lock the
 * run's availability (namespace 1, as the app does), count what is taken and whether the child
 * already holds a place, and insert the hold only if a place is left. No HTTP, no session lookup,
 * no reads before the transaction, no job enqueued: what the database alone allows.
 */
const SCRIPT = String.raw`
\set run :first_run + random(0, :runs - 1)
\set child :first_child + random(0, :children - 1)
BEGIN;
SELECT pg_advisory_xact_lock(1, :run);
SELECT (SELECT capacity FROM runs WHERE id = :run)
    - (SELECT count(*) FROM bookings WHERE club_id = :club AND status = 'confirmed' AND run_id = :run)
    - (SELECT count(*) FROM holds WHERE club_id = :club AND expires_at > now() AND run_id = :run) AS places_left,
  (SELECT count(*) FROM holds WHERE child_id = :child AND run_id = :run AND expires_at > now()) AS child_holds
\gset
\if :places_left > 0 and :child_holds = 0
INSERT INTO holds (item_id, club_id, parent_user_id, child_id, kind, run_id, expires_at, created_at)
  SELECT gen_random_uuid(), :club, parent_user_id, id, 'term', :run, now() + interval '15 minutes', now()
  FROM children WHERE id = :child;
\endif
END;
`;

export interface CeilingResult {
  transactions: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * Runs the script with pgbench (PGBENCH, default /usr/bin/pgbench) at `concurrency` clients,
 * `transactions` in all, on runs with consecutive ids from `firstRun` and children from `firstChild`.
 */
export async function runCeiling(opts: {
  databaseUrl: string;
  clubId: number;
  firstRun: number;
  runs: number;
  firstChild: number;
  children: number;
  concurrency: number;
  transactions: number;
}): Promise<CeilingResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-bench-pgbench-'));
  try {
    const script = path.join(dir, 'add-to-basket.sql');
    fs.writeFileSync(script, SCRIPT);
    const perClient = Math.ceil(opts.transactions / opts.concurrency);
    const variables = {
      club: opts.clubId,
      first_run: opts.firstRun,
      runs: opts.runs,
      first_child: opts.firstChild,
      children: opts.children,
    };
    const { stdout } = await promisify(execFile)(process.env.PGBENCH ?? '/usr/bin/pgbench', [
      '--no-vacuum',
      `--client=${opts.concurrency}`,
      `--jobs=${Math.min(opts.concurrency, os.cpus().length)}`,
      `--transactions=${perClient}`,
      '--protocol=prepared',
      `--file=${script}`,
      ...Object.entries(variables).map(([k, v]) => `--define=${k}=${v}`),
      '--log',
      `--log-prefix=${path.join(dir, 'log')}`,
      opts.databaseUrl,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    // Each log line: client, transaction, its time in µs, …
    const micros = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]));
    return {
      transactions: perClient * opts.concurrency,
      perSecond: tps,
      p50: percentile(micros, 50) / 1000,
      p99: percentile(micros, 99) / 1000,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

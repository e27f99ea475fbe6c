import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The process ids of the PostgreSQL server processes serving one database's connections (from
 * pg_stat_activity, through psql), so a bench on the same machine can read their CPU time.
 */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const { stdout } = await promisify(execFile)(process.env.PSQL ?? '/usr/bin/psql', [
    databaseUrl,
    '--no-align',
    '--tuples-only',
    '--command=SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  ]);
  return stdout.split('\n').filter(Boolean).map(Number);
}

import pg from 'pg';
import type { Db } from '../../db/client.js';
import { clientOf } from './boss-db.js';

/**
 * Advisory lock (one-bigint space) held while pg-boss is installed and the queues created (the
 * demo seed takes it too); 724_001 serialises migrations.
 */
const JOBS_INSTALL_LOCK = 724_002;

/**
 * Runs `install` in one process at a time, holding the lock on a connection of its own while
 * `install` uses the others. pg-boss 10 takes its own lock inside its install transaction, but a
 * process that found its schema missing just before waits there, and once through still sees it
 * missing (its connection's catalogue cache) and fails creating it again (`duplicate key …
 * pg_namespace_nspname_index`). Behind this lock a process looks only once the first one has
 * finished. PGlite has one process: no lock.
 */
export async function oneInstallAtATime(db: Db, install: () => Promise<void>): Promise<void> {
  const client = clientOf(db);
  if (!(client instanceof pg.Pool)) return install();
  const conn = await client.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [JOBS_INSTALL_LOCK]);
    await install();
  } finally {
    const unlocked = await conn.query('SELECT pg_advisory_unlock($1)', [JOBS_INSTALL_LOCK]).then(
      () => true,
      () => false,
    );
    conn.release(!unlocked); // closing a connection that could not unlock frees its lock
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { nameStatements } from './named-statements.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies every committed migration not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests start new databases from one). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only (one process owns the database, so it hears every change): calls `listener` with
   * the payload of each NOTIFY on `channel` once the notifying transaction commits.
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<void>;
  /**
   * PGlite only: writes a checkpoint, so the write-ahead log beyond max_wal_size is removed (PGlite runs
   * PostgreSQL in single-user mode, where no checkpointer does it: the log otherwise grows until close).
   */
  checkpoint?(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * Connections per process to a PostgreSQL server when not configured. Five measured best for the
 * booking rush (docs/locking.md): more only lengthen PostgreSQL's lock queues on hot runs. At least
 * two: installing the job queue holds a lock on one connection while it works on another.
 */
export const DEFAULT_POOL_SIZE = 5;
/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 724_001;

/**
 * Opens the embedded PGlite database (files under `dataDir`, or in memory when `dataDir` is
 * null) or, when `databaseUrl` is set, a pool on a PostgreSQL server. PGlite's packages load only when
 * it opens (pg-boss loads pg's in any case): a server on PostgreSQL never loads them.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/**
 * PGlite's memory (bench/README.md, schedule-read): its PostgreSQL's defaults are a server's, and it
 * keeps them in the process's WebAssembly memory (the buffers) and, in memory, its files (the log).
 * 32 MB of buffers hold a club platform's working set many times over (the bench's 330-run club is
 * 31 MB in all) and fit in the 128 MB WebAssembly memory PGlite starts with (128 MB of buffers grew
 * it to 189 MB); 32 MB of write-ahead log kept after a checkpoint (the default 80 MB to 1 GB) is the
 * least the 16 MB segments of existing data folders allow.
 */
const PGLITE_SETTINGS = { shared_buffers: '32MB', min_wal_size: '32MB', max_wal_size: '32MB' };
/** How often PGlite's log is checked, and checkpointed once it has grown past max_wal_size. */
const CHECKPOINT_CHECK_MS = 60_000;
const WAL_CHECKPOINT_BYTES = 32 * 1024 * 1024;

/** `loadDataDir` starts an in-memory database from a dump (tests), skipping initdb. */
async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // Extensions the migrations create (0020: trigram indexes for the contacts search).
  const extensions = { pg_trgm };
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions, startParams });
  } else {
    client = new PGlite({ loadDataDir, extensions, startParams });
  }
  await client.waitReady;
  // This session (the only one) asks the triggers that announce changes (migration 0005) to NOTIFY them.
  await client.exec("SET clubroom.notify_changes = 'on'");
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const walPosition = async () =>
    BigInt((await client.query<{ at: string }>("SELECT pg_current_wal_insert_lsn() - '0/0' AS at")).rows[0].at);
  let checkpointedAt = await walPosition();
  const checkpoint = async () => {
    const at = await walPosition();
    await client.exec('CHECKPOINT');
    checkpointedAt = at;
  };
  // What the checkpointer of a PostgreSQL server does: the log (in memory for an in-memory database) stays bounded.
  const checkpoints = setInterval(() => {
    void walPosition()
      .then((at) => (at - checkpointedAt > WAL_CHECKPOINT_BYTES ? checkpoint() : undefined))
      .catch(() => {}); // closed meanwhile: nothing to bound
  }, CHECKPOINT_CHECK_MS).unref();
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
      await checkpoint(); // the migrations (and a new database's) log
    },
    checkpoint,
    async close() {
      clearInterval(checkpoints);
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async listen(channel, listener) {
      await client.listen(channel, listener);
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  nameStatements(pool);
  // An idle connection can be cut by the server (a restart, a failover, an administrator): pg drops it
  // from the pool and the next query opens a new one. Unhandled, this 'error' event would end the process.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL connection lost while idle: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several server processes may start at once: one migrates, the others wait for it.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

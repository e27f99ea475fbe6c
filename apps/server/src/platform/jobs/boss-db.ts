import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';

/** What both drivers' clients (pg's Pool and PoolClient, PGlite and its transactions) answer. */
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver's client under a drizzle database or transaction: the pool or the PGlite instance
 * for a database, the connection (pg) or transaction handle (PGlite) for a transaction. Drizzle
 * keeps it on its session (public as `_.session`, the client field being the driver's own).
 */
export function clientOf(db: Db): SqlClient {
  const client = (db._.session as unknown as { client?: SqlClient }).client;
  if (typeof client?.query !== 'function') throw new Error('no SQL client under this drizzle database');
  return client;
}

/**
 * The PGlite database itself, not one of its transactions (no `transaction` of their own) nor pg's pool or
 * connection: told by its methods, so this module never loads PGlite's package on PostgreSQL.
 */
function isPgliteDatabase(client: SqlClient): client is SqlClient & Pick<PGlite, 'transaction'> {
  const { transaction, exec } = client as Partial<PGlite>;
  return typeof transaction === 'function' && typeof exec === 'function';
}

/**
 * pg-boss's `db` option over our own database (or an open transaction of it), so the job tables
 * live beside ours and a job can be added by the transaction of the change that causes it.
 *
 * pg-boss sends its installs, migrations and maintenance as several statements wrapped in
 * BEGIN…COMMIT, without values. PGlite answers those through `exec`, and an error half-way
 * would leave its only connection inside an aborted transaction: it runs them in a PGlite
 * transaction, which rolls back on any error. (pg's `Pool.query` takes care of the same case by
 * discarding the connection.)
 */
export function bossDbOf(db: Db): PgBoss.Db {
  const client = clientOf(db);
  if (isPgliteDatabase(client)) {
    return {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        const results = await client.transaction((tx) => tx.exec(text));
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

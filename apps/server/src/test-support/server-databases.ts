import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Databases the tests make on the PostgreSQL server DATABASE_URL names: templates made once, and throwaway copies of
 * them. The integration tests (test-database.ts) and the e2e servers (e2e/support/server-database.ts) each hold their
 * own advisory lock (`lockKey`), under which a template is made and copied.
 */

/** Runs `work` on a connection to the server DATABASE_URL names (its maintenance database). */
async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The connection string of database `name` on the server DATABASE_URL names. */
export function serverDatabaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes template database `name` once (several runs may race: one makes it under the lock, the others wait and find
 * it): `seed(url)` migrates and seeds an empty database. A half-made template (a crash while seeding) is made again.
 * A template is named by what it was made from (`{family}_{hash}`), so each change to the sources makes another: as
 * one is made, the family's templates no run has used for a day are dropped.
 */
export async function ensureTemplate(
  name: string,
  lockKey: number,
  seed: (url: string) => Promise<void>,
): Promise<void> {
  const partial = `${name}_partial`;
  await onServer(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) {
      await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`); // left by a run that was killed
      await admin.query(`CREATE DATABASE ${partial}`);
      await seed(serverDatabaseUrl(partial));
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      await dropUnusedTemplates(admin, name.slice(0, name.lastIndexOf('_') + 1), name);
    }
    await markUsed(admin, name);
  });
}

/** The templates this process has stamped: once a run is enough (a day is the unit), not once per test file. */
const stampedHere = new Set<string>();

/** Stamps template `name` with the server's time (its comment): a run is using it. */
async function markUsed(admin: pg.Client, name: string): Promise<void> {
  if (stampedHere.has(name)) return;
  await admin.query(`DO $$BEGIN EXECUTE format('COMMENT ON DATABASE %I IS %L', '${name}', now()::text); END$$`);
  stampedHere.add(name);
}

/**
 * Drops the templates named `${family}…` other than `kept` that no run has used for a day (or ever stamped: made
 * before stamps were), skipping one a session is connected to.
 */
async function dropUnusedTemplates(admin: pg.Client, family: string, kept: string): Promise<void> {
  const unused = await admin.query<{ datname: string }>(
    `SELECT d.datname FROM pg_database d
       LEFT JOIN pg_shdescription c ON c.objoid = d.oid AND c.classoid = 'pg_database'::regclass
      WHERE starts_with(d.datname, $1) AND d.datname <> $2
        AND CASE WHEN c.description ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} '
                 THEN c.description::timestamptz < now() - interval '1 day'
                 ELSE c.description IS NULL END`,
    [family, kept],
  );
  for (const { datname } of unused.rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {
      // In use (a run still copying it): the next template made drops it.
    });
  }
}

/**
 * A throwaway database named `${prefix}_…`, dropped by `drop()`: empty, or a copy of `template` (PostgreSQL copies a
 * database in well under a second, where migrating and seeding one takes seconds).
 */
export async function throwawayDatabase(
  prefix: string,
  lockKey: number,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(async (admin) => {
    if (!template) return admin.query(`CREATE DATABASE ${name}`);
    // Copies of one template one at a time: PostgreSQL refuses to copy a database another session is reading.
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey]);
    // FILE_COPY copies the template's files, where the default (WAL_LOG) writes its every page through the shared
    // buffers and the log, which dropping the copy then costs again: integration 395–406 → 386–387 CPU-s.
    return admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  });
  return {
    url: serverDatabaseUrl(name),
    async drop() {
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

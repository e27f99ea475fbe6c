import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database e2e servers run on, as the integration tests choose theirs (docs/development.md, "One driver a run"):
 * the PostgreSQL server when DATABASE_URL names one, unless TEST_DRIVERS=pglite; else the embedded PGlite `npm start`
 * uses.
 */
export const e2eOnPostgres = Boolean(process.env.DATABASE_URL) && process.env.TEST_DRIVERS?.trim() !== 'pglite';

/** Arbitrary constant naming the advisory lock under which the e2e template is made and copied. */
const TEMPLATE_LOCK_KEY = 724_003;

/** Runs `work` on a connection to the server DATABASE_URL names (its maintenance database). */
async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The connection string of database `name` on the server DATABASE_URL names. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes template database `name` once (several runs may race: one makes it under the lock, the others wait and find
 * it): `seed(url)` migrates and seeds an empty database. A half-made template (a crash while seeding) is made again.
 */
export async function ensureTemplate(name: string, seed: (url: string) => Promise<void>): Promise<void> {
  const partial = `${name}_partial`;
  await onServer(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${partial}`);
    await seed(databaseUrl(partial));
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
  });
}

/** A throwaway copy of template `template` for one test file's server, dropped by `drop()`. */
export async function copyOfTemplate(template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clubroom_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(async (admin) => {
    // One copy at a time: PostgreSQL refuses to copy a database another session is reading.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    // FILE_COPY: as the integration tests copy theirs (apps/server/src/test-support/test-database.ts says why).
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  });
  return {
    url: databaseUrl(name),
    async drop() {
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

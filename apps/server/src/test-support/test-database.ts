import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). */
export const testDrivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** The connection string of the throwaway database (postgres only). */
  url?: string;
  drop(): Promise<void>;
}

/** A throwaway PostgreSQL database on the server DATABASE_URL names, dropped afterwards. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `clubroom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated, empty database of the given driver: in-memory PGlite, or a fresh server database. */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const server = await createServerDatabase();
  const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
  await database.migrate();
  return {
    database,
    url: server.url,
    async drop() {
      await database.close();
      await server.drop();
    },
  };
}

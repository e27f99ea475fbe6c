import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.js';

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

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db');

/** The installed PGlite's version: a dump is only loaded by the version that wrote it. */
function pgliteVersion(): string {
  for (
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return String(pkg.version);
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

/** Everything a migrated (and seeded) database depends on: migrations, schema and seed sources. */
function templateKey(seedAt: Date | null): string {
  const hash = createHash('sha256');
  for (const sub of ['migrations', 'migrations/meta', 'schema', 'seed']) {
    const dir = path.join(dbDir, sub);
    for (const file of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  hash.update(pgliteVersion()).update(seedAt?.toISOString() ?? 'unseeded');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite from nothing runs initdb (~3 s); starting from a dump takes ~0.5 s. The first
 * test file to need a migrated (and seeded) database writes a dump to the temp directory, keyed
 * by everything it depends on, and every later file starts from it.
 */
async function openPgliteFromTemplate(seedAt: Date | null): Promise<Database> {
  const file = path.join(os.tmpdir(), `clubroom-test-pglite-${templateKey(seedAt)}.tar`);
  if (fs.existsSync(file)) {
    return openDatabase({ dataDir: null, loadDataDir: new Blob([fs.readFileSync(file)]) });
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  if (seedAt) await seedDemoIfEmpty(database.db, seedAt);
  const dump = await database.dumpDataDir!();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file); // atomic: a concurrent run reads a whole dump or none
  return database;
}

/**
 * A migrated database of the given driver, seeded with the demo clubs as of `seedAt` (or empty
 * when null): in-memory PGlite, or a fresh database on the PostgreSQL server.
 */
export async function createTestDatabase(driver: Driver, seedAt: Date | null = null): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openPgliteFromTemplate(seedAt);
    await database.migrate(); // a no-op on a current template; proves the dump is not stale
    return { database, drop: () => database.close() };
  }
  const server = await createServerDatabase();
  const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
  await database.migrate();
  if (seedAt) await seedDemoIfEmpty(database.db, seedAt);
  return {
    database,
    url: server.url,
    async drop() {
      await database.close();
      await server.drop();
    },
  };
}

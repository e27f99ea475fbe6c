import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoIfEmpty } from '../db/seed/seed-demo.js';
import { createJobs } from '../platform/jobs/jobs.js';
import { driversFromEnv, type Driver } from './drivers-from-env.js';
import { ensureTemplate, throwawayDatabase } from './server-databases.js';
import { silentJobsLog } from './silent-jobs-log.js';
import { useTestPasswordHashes } from './test-passwords.js';

export type { Driver };

/**
 * The drivers every integration file runs on: PostgreSQL, the production database, when DATABASE_URL is set, else
 * PGlite (a newcomer's `npm test` needs no server). `TEST_DRIVERS=pglite,postgres` runs both; CI adds a PGlite pass
 * (`npm run test:integration:pglite`); e2e runs on PGlite. One driver a run: each file's requests cost ~3 times as much
 * CPU on PGlite (PostgreSQL in WebAssembly, in the test's own process) as on the server (docs/development.md).
 */
export const testDrivers: Driver[] = driversFromEnv();

/**
 * The one driver of the route sweeps (malformed requests, the authorisation walk) and of tests of the HTTP layer alone
 * (proxies, CSRF), even when TEST_DRIVERS names both. What they vary is the request, refused before any SQL or answered
 * by the same SQL, which both drivers send over the same wire protocol to the same PostgreSQL code (PGlite is
 * PostgreSQL compiled to WebAssembly): a second driver would repeat thousands of requests and prove nothing more.
 */
export const httpLayerDriver: Driver = testDrivers.includes('postgres') ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** The connection string of the throwaway database (postgres only). */
  url?: string;
  drop(): Promise<void>;
}

/** Arbitrary constant naming the advisory lock under which template databases are made and copied. */
const TEMPLATE_LOCK_KEY = 724_002;

/** A throwaway PostgreSQL database on the server DATABASE_URL names: empty, or a copy of `template`. */
export const createServerDatabase = (template?: string) =>
  throwawayDatabase('clubroom_test', TEMPLATE_LOCK_KEY, template);

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

const serverSrc = path.dirname(dbDir);

/**
 * Everything a migrated (and seeded) database depends on: migrations, schema and seed sources, what the seed prices and
 * pays its history with (the domain's rules and texts, the payments sandbox) and the job queue, each folder read whole.
 */
const templateSources = [
  path.join(dbDir, 'migrations'),
  path.join(dbDir, 'schema'),
  path.join(dbDir, 'seed'),
  path.join(serverSrc, 'platform/payments/sandbox'),
  path.join(serverSrc, 'platform/jobs'), // the job queue's tables and queues (seedTemplate)
  path.resolve(serverSrc, '../../../packages/domain/src/rules'),
  path.resolve(serverSrc, '../../../packages/domain/src/messages'),
  path.join(serverSrc, 'test-support/test-passwords.ts'),
];

function filesUnder(dir: string): string[] {
  if (fs.statSync(dir).isFile()) return [dir];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : entry.isFile() && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/**
 * Keys already computed in this worker, by the sources' names, sizes and modification times and the seed instant: a
 * worker reads and hashes the sources (~10 MB) once, not for every test file, and again only when one changes.
 */
const templateKeys = new Map<string, string>();

function templateKey(seedAt: Date | null): string {
  const files = templateSources.flatMap(filesUnder);
  const seed = seedAt?.toISOString() ?? 'unseeded';
  const stamp =
    files
      .map((file) => {
        const { size, mtimeMs } = fs.statSync(file);
        return `${file}:${size}:${mtimeMs}`;
      })
      .join('|') + seed;
  const known = templateKeys.get(stamp);
  if (known) return known;
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(serverSrc, file)).update(fs.readFileSync(file));
  hash.update(pgliteVersion()).update(seed);
  const key = hash.digest('hex').slice(0, 16);
  templateKeys.set(stamp, key);
  return key;
}

/**
 * A seeded template's people sign in with the demo password at the test cost (test-passwords.ts). It also holds the
 * job queue's tables and queues, as an app installs them as it starts: installed once
 * there, not in every test file's copy (half a second of the database's time each). An unseeded one stays without them,
 * so the job tests still install from nothing.
 */
async function seedTemplate(database: Database, seedAt: Date | null): Promise<void> {
  if (!seedAt) return;
  await seedDemoIfEmpty(database.db, seedAt);
  await useTestPasswordHashes(database.db);
  const jobs = createJobs(database.db, { log: silentJobsLog });
  await jobs.start();
  await jobs.stop();
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
  await seedTemplate(database, seedAt);
  const dump = await database.dumpDataDir!();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file); // atomic: a concurrent run reads a whole dump or none
  return database;
}

/**
 * The PostgreSQL counterpart of the PGlite dump: a database migrated (and seeded as of `seedAt`) once per server,
 * named by the same key, that each test file's database is copied from. Made under the advisory lock, so test files
 * running at once (and other runs on the same server) make it once.
 */
async function serverTemplate(seedAt: Date | null): Promise<string> {
  const template = `clubroom_template_${templateKey(seedAt)}`;
  await ensureTemplate(template, TEMPLATE_LOCK_KEY, async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    await database.migrate();
    await seedTemplate(database, seedAt);
    await database.close();
  });
  return template;
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
  const server = await createServerDatabase(await serverTemplate(seedAt));
  const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
  await database.migrate(); // a no-op on a current template; proves it is not stale
  return {
    database,
    url: server.url,
    async drop() {
      await database.close();
      await server.drop();
    },
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerIfStale, BUILT_SERVER, filesUnder, root } from '../../apps/server/src/test-support/built-server.js';
import { runBuiltServer } from './app-server.js';
import { LAUNCH_OPTIONS } from './browser.js';
import { E2E_START } from './clock.js';
import { e2eOnPostgres, ensureE2eTemplate } from './server-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the demo seeded as of E2E_START: each test file's server starts on a copy (PGlite). */
    e2eSeededDataDir: string;
    /** Or a database on the PostgreSQL server, seeded the same way: each file's server runs on a copy ('' on PGlite). */
    e2eTemplateDatabase: string;
    /** Where failing tests write what their pages showed; printed again once the run ends (a CI log's tail). */
    e2eFailureLog: string;
  }
}

const serverDist = path.dirname(BUILT_SERVER);

/** e2e runs the built server, as `npm start` does (rebuilt when stale); the web app is checked only for being built. */
function buildServerIfStaleAndCheckWeb(): void {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the e2e tests (`npm run test:e2e` does).');
  }
  buildServerIfStale();
}

/** Names what was seeded by what it came from: the built server (its code, seed and migrations) and the start instant. */
function seededName(): string {
  const hash = createHash('sha256').update(E2E_START.toISOString());
  for (const file of filesUnder(serverDist)
    .filter((f) => !f.endsWith('.map'))
    .sort()) {
    hash.update(path.relative(serverDist, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The demo seeded once for the run by the built server itself (initdb, migrations, the job queue's schema, the seed),
 * kept in the temp directory for later runs of the same build and start instant.
 */
async function seededDataDir(): Promise<string> {
  const folder = path.join(os.tmpdir(), `clubroom-e2e-seeded-${seededName()}`);
  if (fs.existsSync(folder)) return folder;
  const partial = fs.mkdtempSync(`${folder}.partial-`);
  const server = await runBuiltServer(partial, {}, 300); // initdb, migrations and the seed: slow on a busy machine
  await server.stop();
  try {
    fs.renameSync(partial, folder); // atomic: a concurrent run sees a whole folder or none
  } catch (error) {
    if (!fs.existsSync(folder)) throw error;
    fs.rmSync(partial, { recursive: true, force: true }); // a concurrent run seeded it first
  }
  return folder;
}

/** The same, as a template database on the PostgreSQL server, kept there for later runs of the same build and instant. */
async function seededTemplateDatabase(): Promise<string> {
  const name = `clubroom_e2e_template_${seededName()}`;
  await ensureE2eTemplate(name, async (url) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-e2e-template-'));
    const server = await runBuiltServer(dataDir, { DATABASE_URL: url }, 300);
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return name;
}

export default async function setup(project: TestProject) {
  buildServerIfStaleAndCheckWeb();
  project.provide('e2eTemplateDatabase', e2eOnPostgres ? await seededTemplateDatabase() : '');
  project.provide('e2eSeededDataDir', e2eOnPostgres ? '' : await seededDataDir());
  console.log(`e2e: ${LAUNCH_OPTIONS.executablePath}, one browser a worker`);
  const failureLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-e2e-failures-')), 'pages.txt');
  project.provide('e2eFailureLog', failureLog);
  return async () => {
    if (fs.existsSync(failureLog)) {
      console.error(`\nWhat the failing tests' pages showed:\n${fs.readFileSync(failureLog, 'utf8')}`);
    }
    fs.rmSync(path.dirname(failureLog), { recursive: true, force: true });
  };
}

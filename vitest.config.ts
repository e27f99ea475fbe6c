import { defineConfig } from 'vitest/config';
import { driversFromEnv, e2eDriverFromEnv } from './apps/server/src/test-support/drivers-from-env.ts';

/** Whether the integration files run on the PostgreSQL server alone (no PGlite, which computes in the worker). */
const onPostgresServer = !driversFromEnv().includes('pglite');
/** Whether the e2e servers run on the PostgreSQL server (else each on its own PGlite, computing in the server). */
const e2eOnPostgresServer = e2eDriverFromEnv() === 'postgres';

// One runner, five projects: `domain` (pure rules), `web` (the web app's pure helpers, in node), `web-dom` (the web app's
// components in happy-dom, with Testing Library), `server` (HTTP integration on a real database), `e2e` (Chromium against
// the built app). Every project runs with TZ=UTC.
export default defineConfig({
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's content and the
    // config) for the next run: integration's summed transform 17 → 3.5 s, unit 16 → 14 s. `vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    env: { TZ: 'UTC' },
    // Vitest's default is one worker fewer than the cores: on this 2-core machine, one.
    maxWorkers: 2,
    projects: [
      // Pure rules: a worker imports them once for all its files. Only a project whose tests mock no module may share its
      // modules so (lint refuses vi.mock there): `web` has one (subscription-steps), so it stays isolated.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], env: { TZ: 'UTC' }, isolate: false } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // One page for all of a worker's files: dom-setup empties it, unstubs globals and restores spies after each
          // test, and the tests pass shuffled (--sequence.shuffle). Lint refuses vi.mock here (see `domain`).
          isolate: false,
          setupFiles: ['apps/web/src/test-support/dom-setup.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          // lint/: the server's own ESLint rules (table owners).
          include: ['apps/server/src/**/*.test.ts', 'apps/server/lint/**/*.test.ts'],
          // The files that start the server as a process run its build, as `npm start` does: built again when stale.
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
          // Ceilings, not durations: a test takes seconds, but on a machine shared by several runs an app's start (a
          // beforeAll) has taken over a minute.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file has its own database (a copy of the seeded one). On PGlite the files are CPU-bound (PostgreSQL runs
          // in the worker): two at a time, one per core. On the PostgreSQL server a worker waits on its answers: four here
          // (177 s and 337–338 CPU-s against three's 198–208 s and 357–373, two runs each; three kept session 28's
          // machine 95 % busy where two kept it 81 %): docs/development.md, "Session 33".
          maxWorkers: onPostgresServer ? 4 : 2,
          // A young generation of 32 MB a half, not 16: the workers make much short-lived garbage (requests through
          // app.inject), and fewer scavenges promote less of it: 377 → 360–366 CPU-s (docs/development.md, "Session 30").
          execArgv: ['--max-semi-space-size=32'],
          sequence: { groupOrder: 1 },
          // A worker loads the server's modules once for all the files it runs, not once per file (the import was
          // a third of a small file's time). Safe: each file builds its own app and database with createTestApp, the
          // server keeps its state on the app (a cache per app), and no test mocks a module.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Builds the server if stale and seeds one data folder for the run (each worker launches its own Chromium).
          globalSetup: ['e2e/support/global-setup.ts'],
          env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
          testTimeout: 60_000,
          // expect.poll's default of 1 s is less than a page's first answer on a busy machine (a header's basket count).
          expect: { poll: { timeout: 15_000 } },
          // Starting a file's server waits up to 240 s (runBuiltServer) on a busy machine.
          hookTimeout: 300_000,
          // Each file has its own server on its own database, and its own browser contexts; each worker has its own
          // Chromium. On the PostgreSQL server four at a time (a file waits on its browser and server as much as it
          // computes): here (session 33) 257–258 s and 497–504 CPU-s against three's 289–290 s and 533–537. On PGlite
          // each server also computes its database: three (session 34: 297 s, 560 CPU-s against four's 301 s and 591).
          // How many is best depends on the machine: on session 32's, where a system call costs several times more,
          // four contended (738 s against 630). docs/development.md, "Session 33" and "Session 34".
          maxWorkers: e2eOnPostgresServer ? 4 : 3,
          // As the integration workers (the servers under test keep Node's defaults, as `npm start` runs): Playwright's
          // client parses every protocol message. 558 → 521 CPU-s (one run each, docs/development.md "Session 30").
          execArgv: ['--max-semi-space-size=32'],
          // Projects of different worker counts run one after another (vitest's rule), in this order.
          sequence: { groupOrder: 2 },
          // A worker loads Playwright and the support modules once for all its files (1.3 s a file before). Safe: a
          // file's server, browser connection and clock (markServerClockStarted) are set up by its own beforeAll.
          isolate: false,
        },
      },
    ],
  },
});

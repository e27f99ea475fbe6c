import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { E2E_START, markServerClockStarted } from './clock.js';
import { copyOfTemplate } from './server-database.js';
import { startServerProcess } from '../../apps/server/src/test-support/server-process.js';

export interface AppServer {
  port: number;
  /** `http://demo.localhost:PORT` for a club, `http://localhost:PORT` for the platform. */
  url(subdomain?: string | null, pathname?: string): string;
  /**
   * Stops the server and starts it again on the same data (its folder or database), its clock now starting at
   * `clockStart` (a later instant: "two weeks on"), on a new port; `e2eNow()` and pages opened after it follow the
   * new clock. Pages and cookies of the old port are the old origin's: open new pages and sign in again.
   */
  restart(clockStart: Date): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the built server on `dataDir` (embedded PGlite, unless `env` names a DATABASE_URL; the clock starting at
 * E2E_START) and resolves once GET /health answers.
 */
// A quiet machine answers in seconds; one shared by several runs (load average 30) took over 90 s.
export const runBuiltServer = (dataDir: string, env: Record<string, string> = {}, timeoutSeconds = 240) =>
  startServerProcess(
    { DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development', CLOCK_START: E2E_START.toISOString(), ...env },
    [],
    timeoutSeconds * 1000,
  );

/** Settings under which the server must start from its own folder, not from the run's seeded one. */
const OWN_DATA = ['DATABASE_URL', 'DATA_DIR', 'SEED_DEMO', 'CLOCK_START'];

/** What the e2e global setup seeded once for the run (absent when run without it): a template database or a folder. */
function seeded(): { database: string; dataDir: string } | undefined {
  try {
    return { database: inject('e2eTemplateDatabase'), dataDir: inject('e2eSeededDataDir') };
  } catch {
    return undefined; // outside a vitest worker
  }
}

/**
 * Starts the real server as a newcomer would run it (`npm start` minus the build), with the demo seeded, on a free
 * port: on a copy of the template database the run seeded once on the PostgreSQL server, or on embedded PGlite in a
 * copy of the data folder it seeded once (e2e/support/global-setup.ts), so a file starts in a second where initdb, the
 * migrations and the seed took many.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-e2e-'));
  const from = OWN_DATA.some((setting) => setting in env) ? undefined : seeded();
  const database = from?.database ? await copyOfTemplate(from.database) : undefined;
  if (from?.dataDir) fs.cpSync(from.dataDir, dataDir, { recursive: true });
  if (!('CLOCK_START' in env)) markServerClockStarted();
  const serverEnv = database ? { DATABASE_URL: database.url, ...env } : env;
  let server = await runBuiltServer(dataDir, serverEnv);
  const app: AppServer = {
    port: server.port,
    url: (subdomain = 'demo', pathname = '/') =>
      `http://${subdomain ? `${subdomain}.` : ''}localhost:${app.port}${pathname}`,
    async restart(clockStart) {
      await server.stop();
      markServerClockStarted(clockStart);
      server = await runBuiltServer(dataDir, { ...serverEnv, CLOCK_START: clockStart.toISOString() });
      app.port = server.port;
    },
    async stop() {
      await server.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Stops the bench, saying what to run, when the server is not built (`npm run bench:<name>` builds it first). */
export function requireBuiltServer(bench: string): void {
  if (fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) return;
  console.error(`No built server: run \`npm run build\` first (or \`npm run bench:${bench}\`).`);
  process.exit(1);
}

/**
 * Points DATABASE_URL at the PostgreSQL server a bench makes its throwaway database on (createTestDatabase reads it):
 * BENCH_DATABASE_URL, else DATABASE_URL, else the local one.
 */
export function useBenchPostgres(): void {
  process.env.DATABASE_URL =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/** A server process's environment on the embedded database in `dataDir` (seeded with the demo when empty), on `port`. */
export const embeddedServerEnv = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

/**
 * The built server started as `npm start` starts it on a developer's machine (production refuses `localhost` as the
 * base domain), on the embedded database in `dataDir` (seeded with the demo when empty), listening on `port`.
 */
export const spawnBuiltServer = (dataDir: string, port: number): ChildProcess =>
  spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...embeddedServerEnv(dataDir, port), NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

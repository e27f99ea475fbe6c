import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The built server (`apps/server/build.mjs`), as `npm start` runs it, and its separate worker. */
export const BUILT_SERVER = path.join(root, 'apps/server/dist/main.js');
export const BUILT_WORKER = path.join(root, 'apps/server/dist/worker.js');

/** Every file under `dir` (recursively), skipping `node_modules`. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() && !full.includes(`${path.sep}node_modules${path.sep}`) ? [full] : [];
  });
}

/**
 * The tests that start the server as a process of its own (integration's and e2e's) run the build, as `npm start`
 * does: build it again when a source is newer than the build (a test file run alone after an edit, without
 * `npm run build`; esbuild takes a second or two).
 */
export function buildServerIfStale(): void {
  const builtAt = fs.existsSync(BUILT_SERVER) ? fs.statSync(BUILT_SERVER).mtimeMs : 0;
  const sources = ['apps/server/src', 'packages/domain/src'].flatMap((dir) => filesUnder(path.join(root, dir)));
  if (sources.some((file) => fs.statSync(file).mtimeMs > builtAt)) {
    execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
  }
}

/**
 * The bench's server bundled as `npm start`'s is (apps/server/server-bundle-options.mjs), so it runs on
 * plain Node as production does, not through tsx, whose transpiled sources and maps are ~60 MB of a process's memory (bench/README.md, startup). The bundle is
 * written beside the build's (apps/server/dist/), where the server's files it reads relative to itself
 * (the migrations, the web app) are found the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBundleOptions } from '../../apps/server/server-bundle-options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, '../../apps/server/dist');

/** Bundles server.ts and answers the file to run. */
export async function buildBenchServer(): Promise<string> {
  if (!fs.existsSync(path.join(outdir, 'migrations'))) {
    throw new Error('No built server beside which to bundle the bench: run `npm run build` first.');
  }
  await esbuild.build({
    ...serverBundleOptions,
    absWorkingDir: path.join(here, '../../apps/server'),
    entryPoints: { 'bench-schedule-read': path.join(here, 'server.ts') }, // the ceiling's mode loads none of the app's chunks
    outdir,
  });
  return path.join(outdir, 'bench-schedule-read.js');
}

/**
 * The bench's server bundled as `npm start`'s is (apps/server/build.mjs: esbuild, packages external, the
 * workspace's TypeScript inside), so it runs on plain Node as production does, not through tsx, whose
 * transpiled sources and maps are ~60 MB of a process's memory (bench/README.md, startup). The bundle is
 * written beside the build's (apps/server/dist/), where the server's files it reads relative to itself
 * (the migrations, the web app) are found the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, '../../apps/server/dist');

/** Bare imports (packages) stay external, but for the workspace's own TypeScript packages. */
const externalPackages: esbuild.Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clubroom/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles server.ts and answers the file to run. */
export async function buildBenchServer(): Promise<string> {
  if (!fs.existsSync(path.join(outdir, 'migrations'))) {
    throw new Error('No built server beside which to bundle the bench: run `npm run build` first.');
  }
  await esbuild.build({
    absWorkingDir: path.join(here, '../../apps/server'),
    entryPoints: { 'bench-schedule-read': path.join(here, 'server.ts') },
    outdir,
    bundle: true,
    splitting: true, // the ceiling's mode loads none of the app's chunks
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  return path.join(outdir, 'bench-schedule-read.js');
}

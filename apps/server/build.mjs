/**
 * Builds the server into dist/ as plain JavaScript for `npm start` (development and tests run the
 * sources through tsx). Packages from node_modules stay external and load from there at run time,
 * except the workspace package @clubroom/domain, whose exports are TypeScript sources.
 *
 * Files the server reads beside its sources keep the same place relative to the bundle: the bundle
 * sits at dist/, the same depth as src/, so `../../web/dist` from config.ts (`webDistDirOf`) finds the web app from both;
 * the migrations, read from db/ in the sources, are copied to dist/migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports (packages) stay external, but for the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clubroom/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const entryPoints = ['src/main.ts', 'src/worker.ts'].filter((file) => fs.existsSync(path.join(here, file)));
await esbuild.build({
  absWorkingDir: here,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true, // the entry points share their modules as chunks
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}/ (${entryPoints.join(', ')})`);

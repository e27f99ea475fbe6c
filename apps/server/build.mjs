/**
 * Builds the server into dist/ as plain JavaScript for `npm start` (development and tests run the
 * sources through tsx), with the options every bundle of the server shares (server-bundle-options.mjs).
 *
 * Files the server reads beside its sources keep the same place relative to the bundle: the bundle
 * sits at dist/, the same depth as src/, so `../../web/dist` from config.ts (`webDistDirOf`) finds the web app from both;
 * the migrations, read from db/ in the sources, are copied to dist/migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBundleOptions } from './server-bundle-options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
const entryPoints = ['src/main.ts', 'src/worker.ts'].filter((file) => fs.existsSync(path.join(here, file)));
await esbuild.build({ ...serverBundleOptions, absWorkingDir: here, entryPoints, outdir });
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}/ (${entryPoints.join(', ')})`);

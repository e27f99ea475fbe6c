/**
 * bench/bundle-size: the gzipped JavaScript and CSS a phone downloads to show a page, read from
 * the Vite manifest of the built web app (`npm run build` first; `npm run bench:bundle-size`
 * does both). A page's JavaScript is the entry, the page's lazy chunk, and every chunk they
 * import statically, each counted once. Aim for the public schedule: at most 120 KB gzipped.
 * Beside it, the parsers: the response-schema chunks (zod and the schemas) that `callApi` loads
 * lazily, with a page's first API calls, for the areas whose routes the page's download refers to
 * (each reference names its area: `schemas:"auth"`), less what the page already holds.
 * `BUNDLE_DIST=/some/dist` measures another build (e.g. one made with `vite build --outDir`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = process.env.BUNDLE_DIST
  ? path.resolve(process.env.BUNDLE_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first (or `npm run bench:bundle-size`).');
  process.exit(1);
}
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

/** The areas whose routes these files refer to: the generated references' `schemas: '<area>'`, as minified. */
const areasReferredToIn = (files: Set<string>) =>
  new Set(
    [...files].flatMap((file) =>
      [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/\bschemas:[`'"]([a-z-]+)[`'"]/g)].map((m) => m[1]),
    ),
  );
const parserKey = (area: string) => `src/lib/api-routes/${area}/response-schemas.ts`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipped(f), 0);
const pages = Object.keys(manifest)
  .filter((k) => k.startsWith('src/') && k.endsWith('-page.tsx'))
  .sort();
console.log(`bundle-size (gzip -9), from ${path.relative(process.cwd(), manifestPath)}`);
console.log(`${'page'.padEnd(46)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)}   parsers, lazy (areas)`);
for (const page of pages) {
  const { js, css } = closure([entryKey, page]);
  const areas = [...areasReferredToIn(js)].sort();
  const parsers = [...closure(areas.map(parserKey)).js].filter((file) => !js.has(file));
  const lazy = areas.length > 0 ? `+${kb(sum(parsers)).padStart(8)} (${areas.join(', ')})` : 'none';
  const mark = page.includes('/schedule/schedule-page') ? '  ← public schedule (aim ≤ 120 KB)' : '';
  const name = page.replace(/^src\/(features\/)?/, '');
  console.log(`${name.padEnd(46)} ${kb(sum(js)).padStart(9)} ${kb(sum(css)).padStart(8)}   ${lazy}${mark}`);
}

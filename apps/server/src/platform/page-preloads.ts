import fs from 'node:fs';
import path from 'node:path';
import { ASSETS_PREFIX } from './web-assets.js';

/** What the web build writes beside Vite's manifest (apps/web/page-modules-plugin.ts). */
interface PageModules {
  pages: Record<Site, Record<string, string[]>>;
  signedIn: string[];
  responseSchemas: Record<string, string>;
}
type Site = 'club' | 'platform';
/** Vite's manifest (build.manifest): each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunks a signed-in page loads before it is usable: its modules', the signed-in frame's, its answers' parsers. */
export type PageModulePreloads = (site: Site, page: string, operationIds: readonly string[]) => string[];

/**
 * The chunks (their addresses) each signed-in page needs, from the web build's page modules and Vite's manifest: every
 * chunk those modules import, except the entry's own (index.html names them already). Null without a build.
 */
export function loadPageModulePreloads(distDir: string): PageModulePreloads | null {
  const read = (file: string) => {
    const filePath = path.join(distDir, '.vite', file);
    return fs.existsSync(filePath) ? (JSON.parse(fs.readFileSync(filePath, 'utf8')) as unknown) : null;
  };
  const manifest = read('manifest.json') as Manifest | null;
  const modules = read('page-modules.json') as PageModules | null;
  if (!manifest || !modules) return null;

  const chunksOf = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      chunksOf(chunk.imports ?? [], into);
    }
    return into;
  };
  const entry = chunksOf(['index.html']);
  const signedIn = chunksOf(modules.signedIn);
  return (site, page, operationIds) => {
    const pageModules = modules.pages[site][page] ?? [];
    const schemas = operationIds.flatMap((id) => modules.responseSchemas[id] ?? []);
    const chunks = new Set([...chunksOf([...pageModules, ...schemas]), ...signedIn]);
    return [...chunks].filter((file) => !entry.has(file)).map((file) => ASSETS_PREFIX + file);
  };
}

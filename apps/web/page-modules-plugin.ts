import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';

const webDir = path.dirname(fileURLToPath(import.meta.url));

/** Where the server reads it, beside Vite's manifest (the build's `manifest: true`). */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

/** The router's tables of page modules (app/router.tsx): a site's pages by name. */
const ROUTER = 'src/app/router.tsx';
const SITES = { club: 'clubPageModules', platform: 'platformPageModules' } as const;

/**
 * What a signed-in person's page loads before its first render besides its own modules (main.tsx: the guard,
 * `preloadSignedInParts`; the admin's navigation on /cms pages) and on its first API call (the answers' parser).
 */
const SIGNED_IN_MODULES = [
  'src/app/sign-in-guard.tsx',
  'src/app/signed-in-parts.ts',
  'src/features/people/account-menu.tsx',
  'src/features/schedule/staff-banner.tsx',
  'src/features/admin/admin-nav.tsx',
  'src/lib/response-parser.ts',
];
/** The routes' references by area (api-routes-plugin.ts): `<area>/<operationId>.ts`, and the area's response schemas. */
const API_ROUTES = 'src/lib/api-routes';
const NOT_ROUTES = new Set(['index.ts', 'response-schemas.ts']);

/** The web app's source modules a page needs, for the server's `<link rel="modulepreload">`s (platform/page-preloads.ts). */
export interface PageModules {
  /** Each site's pages by name (packages/domain/src/pages.ts): the modules its address loads, tables first. */
  pages: Record<keyof typeof SITES, Record<string, string[]>>;
  signedIn: string[];
  /** By route (operation id): the module of response schemas that parses its answer, loaded by its first call. */
  responseSchemas: Record<string, string>;
}

type Entry = { module: string } | { table: string; page: string };

const sourceOf = (file: string) => {
  const text = fs.readFileSync(path.join(webDir, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
};

/** The source module an `import('…')` in `file` names, as Vite's manifest keys it (`src/…/x.tsx`). */
function resolved(file: string, specifier: string): string {
  const base = path.posix.join(path.posix.dirname(file), specifier);
  const found = ['.tsx', '.ts']
    .map((ext) => base + ext)
    .find((candidate) => fs.existsSync(path.join(webDir, candidate)));
  if (!found) throw new Error(`${file}: cannot resolve import('${specifier}')`);
  return found;
}

/** The specifier of the first `import('…')` inside a node. */
function importIn(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return ts.forEachChild(node, importIn);
}

/**
 * A table of page modules: each entry either imports its module (`() => import('…')`) or names the entry of
 * another table that a helper of the file loads (`signedIn('contacts')`, the helper's own `import('…')`).
 */
function tableOf(file: string, name?: string): Record<string, Entry> {
  const source = sourceOf(file);
  const helpers = new Map<string, string>();
  let literal: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init) && (name ? node.name.text === name : !literal)) literal = init;
      const specifier = importIn(init);
      if (!ts.isObjectLiteralExpression(init) && specifier) helpers.set(node.name.text, resolved(file, specifier));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!literal) throw new Error(`${file}: no table of page modules${name ? ` named ${name}` : ''}`);
  const entries: Record<string, Entry> = {};
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const value = property.initializer;
    const helper =
      ts.isCallExpression(value) && ts.isIdentifier(value.expression) && helpers.get(value.expression.text);
    const [argument] = ts.isCallExpression(value) ? value.arguments : [];
    if (helper && argument && ts.isStringLiteral(argument)) {
      entries[property.name.text] = { table: helper, page: argument.text };
      continue;
    }
    const specifier = importIn(value);
    if (!specifier) throw new Error(`${file}: the entry ${property.name.text} names no module`);
    entries[property.name.text] = { module: resolved(file, specifier) };
  }
  return entries;
}

/** The modules each page of a site loads: a table's entry first loads that table. */
function pagesOf(tableName: string): Record<string, string[]> {
  const tables = new Map<string, Record<string, Entry>>();
  const table = (file: string) => tables.get(file) ?? tables.set(file, tableOf(file)).get(file)!;
  const modulesOf = (entry: Entry): string[] => {
    if ('module' in entry) return [entry.module];
    const inner = table(entry.table)[entry.page];
    if (!inner) throw new Error(`${entry.table}: no page ${entry.page}`);
    return [entry.table, ...modulesOf(inner)];
  };
  return Object.fromEntries(
    Object.entries(tableOf(ROUTER, tableName)).map(([page, entry]) => [page, modulesOf(entry)]),
  );
}

/**
 * Writes `.vite/page-modules.json`: the source modules each page of the app loads (from the router's tables,
 * read as source), which the server resolves to chunks through Vite's manifest and names in the page's HTML,
 * so a cold load asks for them all with the HTML instead of one table or chunk after another.
 */
export function pageModules(): Plugin {
  return {
    name: 'clubroom:page-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const modules = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.facadeModuleId ? [path.relative(webDir, output.facadeModuleId)] : [],
        ),
      );
      const pages = { club: pagesOf(SITES.club), platform: pagesOf(SITES.platform) };
      const responseSchemas = Object.fromEntries(
        fs.readdirSync(path.join(webDir, API_ROUTES)).flatMap((area) => {
          const schemas = `${API_ROUTES}/${area}/response-schemas.ts`;
          if (!modules.has(schemas)) return [];
          const routes = fs.readdirSync(path.join(webDir, API_ROUTES, area)).filter((file) => !NOT_ROUTES.has(file));
          return routes.map((file) => [path.basename(file, '.ts'), schemas]);
        }),
      );
      const named = [...Object.values(pages).flatMap((site) => Object.values(site).flat()), ...SIGNED_IN_MODULES];
      const missing = named.filter((module) => !modules.has(module));
      if (missing.length > 0) throw new Error(`page-modules: no chunk of its own for ${missing.join(', ')}`);
      const source = JSON.stringify({ pages, signedIn: SIGNED_IN_MODULES, responseSchemas } satisfies PageModules);
      this.emitFile({ type: 'asset', fileName: PAGE_MODULES_FILE, source });
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { RouteDefinition } from '@clubroom/domain/api';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(webDir, 'src/lib/api-routes');
const definitionsDir = path.resolve(webDir, '../../packages/domain/src/api');

/** `termsOfUseApi` → `terms-of-use`: the area's name, as its file in packages/domain/src/api is named. */
const areaOf = (exportName: string) => exportName.replace(/Api$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const header = (exportName: string) => [
  `// Generated from packages/domain/src/api/${areaOf(exportName)}.ts by apps/web/api-routes-plugin.ts whenever the`,
  '// app is built or served: do not edit.',
];

/** An area's response schemas by operation id (`<area>/response-schemas.ts`): loaded only through `import()`. */
const RESPONSE_SCHEMAS = 'response-schemas';
/** The one module that loads them (`import()` of each area's), so the references hold no loader code of their own. */
const LOADERS = 'response-schema-loaders';

/** One route's reference, in a module of its own, so that a page's bundle holds only the routes it calls. */
function routeModuleOf(exportName: string, name: string, route: RouteDefinition): string {
  const fields = [
    `operationId: '${route.operationId}'`,
    `method: '${route.method}'`,
    `path: '${route.path}'`,
    ...(route.botCheck ? ['botCheck: true'] : []),
    ...(route.access !== 'public' ? ['signedIn: true'] : []),
    ...(route.response ? [`schemas: '${areaOf(exportName)}'`] : []),
  ];
  const head = `export const ${name}: RouteRef<typeof api.${name}> = `;
  const oneLine = `${head}{ ${fields.join(', ')} };`;
  return [
    ...header(exportName),
    `import type { ${exportName} as api } from '@clubroom/domain/api';`,
    "import type { RouteRef } from '../../api-client';",
    '',
    oneLine.length <= 120 ? oneLine : `${head}{\n${fields.map((field) => `  ${field},`).join('\n')}\n};`,
    '',
  ].join('\n');
}

/** The area's index: `import * as authRoutes from '…/api-routes/auth'`, then `callApi(authRoutes.me)`. */
const areaIndexOf = (exportName: string, names: string[]) =>
  [...header(exportName), ...names.map((name) => `export { ${name} } from './${name}';`), ''].join('\n');

/**
 * The area's response schemas by operation id, taken from the definitions: what `callApi` parses
 * answers with. Imported only by the loaders' `import()`, so zod and the schemas are chunks that
 * no page's first download holds.
 */
const responseSchemasModuleOf = (exportName: string, withResponse: [string, RouteDefinition][]) =>
  [
    ...header(exportName),
    `import { ${exportName} as api } from '@clubroom/domain/api';`,
    '',
    'export const responseSchemas = {',
    ...withResponse.map(([name, route]) => `  ${route.operationId}: api.${name}.response,`),
    '};',
    '',
  ].join('\n');

/** Each area's `import()` of its response schemas, by area: the reference's `schemas` names its area here. */
const loadersModuleOf = (areas: string[]) =>
  [
    '// Generated from packages/domain/src/api by apps/web/api-routes-plugin.ts whenever the app is built or served:',
    '// do not edit.',
    'export const responseSchemaLoaders = {',
    ...areas.map((area) => `  ${/-/.test(area) ? `'${area}'` : area}: () => import('./${area}/${RESPONSE_SCHEMAS}'),`),
    '};',
    '',
  ].join('\n');

/**
 * Every file of src/lib/api-routes/ by its path: `<area>/<operationId>.ts` for each route,
 * `<area>/index.ts`, `<area>/response-schemas.ts` for an area with JSON answers, and
 * `response-schema-loaders.ts`.
 */
async function routeFiles(): Promise<Map<string, string>> {
  const { module } = await runnerImport<Record<string, unknown>>('@clubroom/domain/api');
  const files = new Map<string, string>();
  const areas: string[] = [];
  for (const [exportName, value] of Object.entries(module)) {
    if (!exportName.endsWith('Api')) continue;
    const routes = value as Record<string, RouteDefinition>;
    const dir = path.join(outDir, areaOf(exportName));
    for (const [name, route] of Object.entries(routes)) {
      files.set(path.join(dir, `${name}.ts`), routeModuleOf(exportName, name, route));
    }
    files.set(path.join(dir, 'index.ts'), areaIndexOf(exportName, Object.keys(routes)));
    const withResponse = Object.entries(routes).filter(([, route]) => route.response);
    if (withResponse.length === 0) continue; // nothing to parse: no schemas, no loader
    files.set(path.join(dir, `${RESPONSE_SCHEMAS}.ts`), responseSchemasModuleOf(exportName, withResponse));
    areas.push(areaOf(exportName));
  }
  files.set(path.join(outDir, `${LOADERS}.ts`), loadersModuleOf(areas));
  return files;
}

/** Brings src/lib/api-routes/ in line with the definitions: writes what changed, removes what is gone. */
async function writeRouteReferences(): Promise<void> {
  const files = await routeFiles();
  for (const [file, text] of files) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const existing = fs.existsSync(outDir) ? fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) : [];
  for (const relative of existing) {
    const file = path.join(outDir, relative);
    if (fs.statSync(file).isFile() && !files.has(file)) fs.rmSync(file);
  }
}

/**
 * The web calls the API through references generated from the route definitions
 * (packages/domain/src/api): each route's operation id, method, path, bot check, whether it is
 * the signed-in person's own and the area whose response schemas parse its answer, typed by its
 * definition; the schemas themselves load lazily, as a static import would put zod on every page
 * (docs/architecture.md, "The API client (web)"). Regenerated on every build and, under the dev
 * server, whenever a definition changes.
 */
export function apiRoutes(): Plugin {
  return {
    name: 'clubroom-api-routes',
    buildStart: writeRouteReferences,
    configureServer(server) {
      server.watcher.add(definitionsDir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(definitionsDir)) return;
        writeRouteReferences().catch((err: unknown) => server.config.logger.error(String(err)));
      });
    },
  };
}

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

/** One route's reference, in a module of its own, so that a page's bundle holds only the routes it calls. */
function routeModuleOf(exportName: string, name: string, route: RouteDefinition): string {
  const fields = [
    `operationId: '${route.operationId}'`,
    `method: '${route.method}'`,
    `path: '${route.path}'`,
    ...(route.botCheck ? ['botCheck: true'] : []),
    ...(route.access !== 'public' ? ['signedIn: true'] : []),
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

/** Every file of src/lib/api-routes/ by its path: `<area>/<operationId>.ts` for each route, and `<area>/index.ts`. */
async function routeFiles(): Promise<Map<string, string>> {
  const { module } = await runnerImport<Record<string, unknown>>('@clubroom/domain/api');
  const files = new Map<string, string>();
  for (const [exportName, value] of Object.entries(module)) {
    if (!exportName.endsWith('Api')) continue;
    const routes = value as Record<string, RouteDefinition>;
    const dir = path.join(outDir, areaOf(exportName));
    for (const [name, route] of Object.entries(routes)) {
      files.set(path.join(dir, `${name}.ts`), routeModuleOf(exportName, name, route));
    }
    files.set(path.join(dir, 'index.ts'), areaIndexOf(exportName, Object.keys(routes)));
  }
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
 * (packages/domain/src/api): each route's operation id, method, path, bot check and whether it
 * is the signed-in person's own, typed by its definition, but without the zod schemas, which
 * would put zod on every page (docs/architecture.md, "The API client (web)"). Regenerated on
 * every build and, under the dev server, whenever a definition changes.
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

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@clubroom/domain/pages';

/** Where `vite build --ssr` writes the web app's server rendering, inside the web app's build. */
export const SSR_DIR = 'ssr';

/**
 * The web app's server rendering (apps/web/src/entry-server.tsx, built into `<dist>/ssr/`), or
 * null when the build has none: pages are then sent as the bare app, which renders in the browser.
 */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const entry = path.join(distDir, SSR_DIR, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Where the built web app is (`npm run build -w apps/web`): WEB_DIST_DIR, else the web workspace's `dist/`. */
export const webDistDirOf = (config: Pick<Config, 'WEB_DIST_DIR'>): string => config.WEB_DIST_DIR ?? defaultWebDist;

import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { webDistDirOf } from '../../config.js';
import { embedScriptFrom } from './embed-script.js';
import { scheduleEmbedRoutes } from './schedule-embed.routes.js';

/**
 * The embeddable schedule: `/embed.js` on a club's host, the script a club puts on its own website to draw its
 * public schedule there (the web app builds it: apps/web/src/features/schedule-embed/widget/).
 */
export const scheduleEmbedModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  scheduleEmbedRoutes(app, { script: embedScriptFrom(webDistDirOf(deps.config)) });
};

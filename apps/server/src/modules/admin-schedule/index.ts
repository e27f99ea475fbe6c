import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { adminScheduleDeps } from './admin-schedule-deps.js';
import { adminScheduleRoutes } from './admin-schedule.routes.js';
import { venueChooser } from '../venues/index.js';

/**
 * The organisers' schedule admin: a club's terms (with breaks) and runs, added, changed and
 * deleted. The public schedule follows at once: the tables' triggers bump the club's schedule
 * version (and, on PGlite, notify the cache), so no cache is touched here.
 */
export const adminScheduleModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminScheduleRoutes(app, adminScheduleDeps(deps.db, deps.clock, venueChooser(deps, app.log)));
};

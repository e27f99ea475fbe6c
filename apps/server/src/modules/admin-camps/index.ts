import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { adminCampsDeps } from './admin-camps-deps.js';
import { adminCampsRoutes } from './admin-camps.routes.js';
import { venueChooser } from '../venues/index.js';

/**
 * The organisers' camps admin: a club's camps, their weeks (instance groups) and days, added,
 * changed and deleted, and who is booked on each day. The public schedule follows at once: the
 * camp tables' triggers bump the club's schedule version (and notify the cache), as for terms.
 */
export const adminCampsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminCampsRoutes(app, adminCampsDeps(deps.db, deps.clock, venueChooser(deps, app.log)));
};

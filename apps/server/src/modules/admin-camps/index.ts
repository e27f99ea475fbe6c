import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { adminCampsDeps } from './admin-camps-deps.js';
import { adminCampsRoutes } from './admin-camps.routes.js';
import { adminCampsRepository } from './admin-camps.repository.js';
import { getCamp, getCampWeek } from './read-camps.js';
import { venueChooser } from '../venues/index.js';

/**
 * The organisers' camps admin: a club's camps, their weeks (instance groups) and days, added,
 * changed and deleted; a camp's registers (who is booked on each day) are the registers module's.
 * The public schedule follows at once: the camp tables' triggers bump the club's schedule version
 * (and notify the cache), as for terms.
 */
export const adminCampsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminCampsRoutes(app, adminCampsDeps(deps.db, deps.clock, venueChooser(deps, app.log)));
};

/** A camp and one of its weeks as the admin shows them (404 for another club's, or a week not the camp's): registers. */
export const campViews = ({ db }: Pick<ModuleDeps, 'db'>) => {
  const repo = adminCampsRepository(db);
  return {
    camp: (club: ResolvedClub, campId: number) => getCamp(repo, club, campId),
    week: (club: ResolvedClub, campId: number, weekId: number) => getCampWeek(repo, club, campId, weekId),
  };
};
export type CampViews = ReturnType<typeof campViews>;

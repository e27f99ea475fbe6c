import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { familyWaitingLists } from '../booking/index.js';
import { parentBookingsRepository } from './parent-bookings.repository.js';
import { parentBookingsRoutes } from './parent-bookings.routes.js';

/**
 * The parent's bookings, upcoming sessions and waiting lists at a club: a read model over the
 * booking engine's tables (as the public schedule counts its places), for the account pages.
 */
export const parentBookingsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  parentBookingsRoutes(app, {
    repo: parentBookingsRepository(deps.db),
    waitingLists: familyWaitingLists(deps),
    clock: deps.clock,
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { familyWaitingLists } from '../booking/index.js';
import { parentBookingsRepository } from './parent-bookings.repository.js';
import { parentBookingsRoutes } from './parent-bookings.routes.js';
import { familySessions } from './family-sessions.js';

export type { FamilyClubSessions, FamilySession } from './family-sessions.js';

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

/** A family's booked sessions at every club within a window (its calendar feed), as its bookings pages show them. */
export const familySessionsOf = (deps: Pick<ModuleDeps, 'db'>) => {
  const repo = parentBookingsRepository(deps.db);
  return (parentUserId: number, window: { from: Date; to: Date }) => familySessions({ repo }, parentUserId, window);
};

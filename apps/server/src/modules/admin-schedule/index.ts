import type { FastifyPluginAsync } from 'fastify';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { cancelledSessionHolds, sessionPlacesOf } from '../booking/index.js';
import { clubsByIds, findClubBySubdomain } from '../clubs/index.js';
import { placeMoney } from '../payments/index.js';
import { peopleDirectory } from '../people/index.js';
import { adminScheduleDeps } from './admin-schedule-deps.js';
import { adminScheduleRoutes } from './admin-schedule.routes.js';
import { runSessionDatesRepository } from './run-session-dates.repository.js';
import { runSessionChangedJob } from './session-changed.job.js';
import { sessionDatesDeps } from './session-dates-deps.js';
import { sessionDatesRoutes } from './session-dates.routes.js';
import { venueChooser } from '../venues/index.js';

const sessionDatesOf = (deps: ModuleDeps) => sessionDatesDeps(deps.db, deps.jobs, deps.clock, sessionPlacesOf(deps));

/**
 * The organisers' schedule admin: a club's terms (with breaks) and runs, added, changed and
 * deleted, and a run's single sessions (a one-off date added, one cancelled or put back on). The
 * public schedule follows at once: the tables' triggers bump the club's schedule version (and, on
 * PGlite, notify the cache), so no cache is touched here.
 */
export const adminScheduleModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminScheduleRoutes(app, adminScheduleDeps(deps.db, deps.clock, venueChooser(deps, app.log)));
  sessionDatesRoutes(app, sessionDatesOf(deps));
};

/** A cancelled (or restored) session's emails and money, run by the job queue. */
export const adminScheduleJobs = (deps: ModuleDeps): Pick<ModuleJobHandlers, 'run-session-changed'> => {
  const clubsById = clubsByIds(deps);
  const clubBySubdomain = findClubBySubdomain(deps);
  const dates = sessionDatesOf(deps);
  return {
    'run-session-changed': runSessionChangedJob({
      repo: runSessionDatesRepository(deps.db),
      places: dates.places,
      holds: cancelledSessionHolds(deps),
      money: placeMoney(deps),
      people: peopleDirectory(deps),
      clubById: async (clubId) => {
        const [club] = await clubsById([clubId]);
        return club ? clubBySubdomain(club.subdomain) : null;
      },
      transaction: dates.transaction,
      publicUrl: deps.config.publicUrl,
    }),
  };
};

import type { VenueChoice } from '@clubroom/domain/api';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { geocoderFor } from '../geocoding/index.js';
import { chooseVenue, type ChosenVenue } from './choose-venue.js';
import { venuesDeps } from './venues-deps.js';
import { venuesRoutes } from './venues.routes.js';

export type { ChosenVenue } from './choose-venue.js';

/**
 * The club's venues (the only writer of `venues`): listed with the runs and camps held at each,
 * added, changed, and deleted while nothing is held there. Runs and camps choose one, or add a
 * new one, through `venueChooser`. The public schedule follows at once (the table's trigger bumps
 * the club's schedule version).
 */
export const venuesModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  venuesRoutes(app, venuesDeps(deps.db, geocoderFor(deps, app.log)));
};

/** Chooses a run's or camp's venue (`chooseVenue`): one of the club's, or a new one added with it. */
export type VenueChooser = (choice: VenueChoice, field: string) => Promise<ChosenVenue>;

/** The venue chooser the schedule and camps admins share (one use case for both forms' "A new venue…"). */
export function venueChooser(deps: ModuleDeps, log: FastifyBaseLogger): VenueChooser {
  const geocoder = geocoderFor(deps, log);
  return (choice, field) => chooseVenue(geocoder, choice, field);
}

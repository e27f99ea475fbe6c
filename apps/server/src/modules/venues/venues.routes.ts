import { venuesApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { deleteVenue } from './delete-venue.js';
import { createVenue, updateVenue } from './save-venue.js';
import { venueViews } from './venue-views.js';
import type { VenuesDeps } from './venues-deps.js';

export function venuesRoutes(app: FastifyInstance, deps: VenuesDeps): void {
  const api = venuesApi;
  registerRoute(app, api.adminVenues, async ({ club }) => ({ venues: await venueViews(deps.repo, club.id) }));
  registerRoute(app, api.createVenue, async ({ club, body }) => ({ venue: await createVenue(deps, club, body) }));
  registerRoute(app, api.updateVenue, async ({ club, params, body }) => ({
    venue: await updateVenue(deps, club, params.venueId, body),
  }));
  registerRoute(app, api.deleteVenue, async ({ club, params }) => deleteVenue(deps, club, params.venueId));
}

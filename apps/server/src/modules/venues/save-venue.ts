import type { AdminVenue, VenueBody } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { locateVenue } from './locate-venue.js';
import { venueViews } from './venue-views.js';
import type { VenuesDeps } from './venues-deps.js';

/** Adds one of the club's venues, its postcode located. */
export async function createVenue(deps: VenuesDeps, club: ResolvedClub, body: VenueBody): Promise<AdminVenue> {
  const row = await locateVenue(deps.geocoder, body, '');
  const venueId = await deps.repo.insert(club.id, row);
  const [view] = await venueViews(deps.repo, club.id, venueId);
  return view;
}

/** Changes one of the club's venues (404 for another club's); the runs and camps held there follow it. */
export async function updateVenue(
  deps: VenuesDeps,
  club: ResolvedClub,
  venueId: number,
  body: VenueBody,
): Promise<AdminVenue> {
  const current = await deps.repo.find(club.id, venueId);
  if (!current) throw notFound('Venue');
  const row = await locateVenue(deps.geocoder, body, '', current);
  await deps.repo.update(club.id, venueId, row);
  const [view] = await venueViews(deps.repo, club.id, venueId);
  if (!view) throw notFound('Venue');
  return view;
}

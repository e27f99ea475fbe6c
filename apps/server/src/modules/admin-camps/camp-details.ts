import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import { getCamp } from './read-camps.js';

/** A camp with its weeks, where it meets and who coaches it (`GET /api/v4/camps/{campId}/details`). */
export async function campDetails(deps: AdminCampsDeps, club: ResolvedClub, campId: number) {
  const camp = await getCamp(deps.repo, club, campId);
  const venue = await deps.repo.venueOfCamp(club.id, campId);
  if (!venue) throw notFound('Camp');
  return { camp, venue, coaches: await deps.campCoaches(club.id, campId) };
}

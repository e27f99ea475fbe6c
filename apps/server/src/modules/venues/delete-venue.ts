import { listInWords, messages } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { VenuesDeps } from './venues-deps.js';

const says = messages.venues;

/**
 * Deletes one of the club's venues (404 for another club's). Refused (409, naming them) while a run
 * or camp is held there; the venue is locked first, so none can be added there meanwhile.
 */
export async function deleteVenue(deps: VenuesDeps, club: ResolvedClub, venueId: number): Promise<{ deleted: true }> {
  return deps.transaction(async (repo) => {
    const venue = await repo.find(club.id, venueId);
    if (!venue || !(await repo.lock(club.id, venueId))) throw notFound('Venue');
    const [runs, camps] = await Promise.all([repo.runsAt(club.id, [venueId]), repo.campsAt(club.id, [venueId])]);
    const uses = [
      ...runs.map((r) => says.runUse(r.className, r.termName)),
      ...camps.map((c) => says.campUse(c.className)),
    ];
    if (uses.length > 0) throw new AppError('CONFLICT', says.errors.inUse(venue.name, listInWords(uses)));
    await repo.delete(club.id, venueId);
    return { deleted: true as const };
  });
}

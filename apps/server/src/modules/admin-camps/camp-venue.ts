import type { CampBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { normalisePostcode } from '@clubroom/domain/rules';
import type { AdminCampsRepository } from './admin-camps.repository.js';
import { fieldInvalid } from './field-invalid.js';

/** The camp's venue: one of the club's, picked, or a new one added now (in the camp's transaction). */
export async function campVenueId(
  repo: AdminCampsRepository,
  clubId: number,
  venue: CampBody['venue'],
): Promise<number> {
  if ('venueId' in venue) {
    if (!(await repo.hasVenue(clubId, venue.venueId)))
      throw fieldInvalid('venue.venueId', messages.adminCamps.errors.unknownVenue);
    return venue.venueId;
  }
  const { name, address } = venue.newVenue;
  const postcode = normalisePostcode(venue.newVenue.postcode);
  if (!postcode) throw fieldInvalid('venue.newVenue.postcode', messages.adminCamps.errors.notPostcode);
  return repo.insertVenue(clubId, { name, address, postcode });
}

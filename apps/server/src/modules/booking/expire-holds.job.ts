import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { PlacesRepository } from './places.repository.js';

/**
 * Tidies away a club's expired basket holds. They already count for nothing (every availability query
 * compares expiry with now), so a late or lost run of this job overbooks nobody; deleting them lets
 * the schedule cache of the embedded database hear that the places are free again.
 */
export const expireHoldsJob =
  ({ places, clock }: { places: PlacesRepository; clock: () => Date }): JobHandler<'expire-holds'> =>
  ({ data }) =>
    places.deleteExpired(data.clubId, clock());

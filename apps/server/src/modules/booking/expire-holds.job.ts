import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { BookingDeps } from './booking-deps.js';
import { lapseOffers, offerFreedPlaces } from './offer-places.js';

/**
 * Runs when one of a club's holds expires. Expired holds already count for nothing (every
 * availability query compares expiry with now), so a late or lost run overbooks nobody; the job
 * tidies expired basket holds away (the embedded database's schedule cache hears of it), closes
 * waiting-list offers that lapsed, and offers every place the club's queues are owed to the next
 * families, under the locks of the runs with a waiting list.
 */
export const expireHoldsJob =
  (deps: BookingDeps): JobHandler<'expire-holds'> =>
  ({ data: { clubId } }) =>
    deps.transaction(async (w) => {
      const runIds = await w.waitingLists.runsWithOpenEntries(clubId);
      await lockAvailability(
        w.tx,
        runIds.map((id) => ({ kind: 'run', id })),
      );
      const now = deps.clock();
      await lapseOffers(w, clubId, now);
      await w.places.deleteExpired(clubId, now);
      await offerFreedPlaces(w, clubId, runIds, { now, publicUrl: deps.publicUrl });
    });

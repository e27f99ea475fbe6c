import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { BookingDeps } from './booking-deps.js';
import { cancelUnpaidOrder } from './cancel-unpaid-order.js';
import { lapseOffers, offerFreedPlaces } from './offer-places.js';
import { lockKeysOf } from './requested-places.js';

/**
 * Runs when one of a club's holds expires. Expired holds already count for nothing (every
 * availability query compares expiry with now), so a late or lost run overbooks nobody; the job
 * tidies expired basket holds away (the embedded database's schedule cache hears of it), closes
 * waiting-list offers that lapsed, and offers every place the club's queues are owed to the next
 * families, under the locks of the runs with a waiting list. An order that spent a family's credit and
 * ran out of time to pay is cancelled, under its places' locks, and gives the credit back (an order
 * without credit stays pending: paying it still books the places that are free).
 */
export const expireHoldsJob =
  (deps: BookingDeps): JobHandler<'expire-holds'> =>
  ({ data: { clubId } }) =>
    deps.transaction(async (w) => {
      const runIds = await w.waitingLists.runsWithOpenEntries(clubId);
      const lapsed = await w.places.lapsedWithCredit(clubId, deps.clock());
      await lockAvailability(w.tx, [
        ...runIds.map((id) => ({ kind: 'run' as const, id })),
        ...lapsed.flatMap(({ holds }) => lockKeysOf(holds)),
      ]);
      const context = { now: deps.clock(), publicUrl: deps.publicUrl };
      for (const { order } of lapsed) await cancelUnpaidOrder(w, order, context.now);
      await lapseOffers(w, clubId, context);
      await w.places.deleteExpired(clubId, context.now);
      await offerFreedPlaces(w, clubId, runIds, context);
    });

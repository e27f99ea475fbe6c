import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { BookingDeps } from './booking-deps.js';
import { offerFreedPlaces } from './offer-places.js';

/**
 * The club cancelled a session of the run: trials of it held in baskets (in no order yet) hold nothing any more, so
 * they are released under the run's lock and the places freed offered on to its waiting list, as when a parent takes
 * an item out. A trial in an order waiting for payment stays with the order, which can no longer be paid
 * (`cancelled-sessions.ts`); term places are priced without the cancelled session. Answers how many were released.
 */
export function releaseCancelledTrials(deps: BookingDeps, clubId: number, runId: number): Promise<number> {
  return deps.transaction(async (w) => {
    await lockAvailability(w.tx, [{ kind: 'run', id: runId }]);
    const released = await w.cancelledSessions.releaseCancelledTrials(clubId, runId);
    if (released.length > 0)
      await offerFreedPlaces(w, clubId, [runId], { now: deps.clock(), publicUrl: deps.publicUrl });
    return released.length;
  });
}

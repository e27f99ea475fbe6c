import { randomUUID } from 'node:crypto';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { BookingDeps } from './booking-deps.js';
import { queueHoldExpiry } from './hold-expiry.js';

/** A place to hold for a family as a priority offer: a child of theirs, a run. */
export interface PlaceToOffer {
  runId: number;
  childId: number;
  parentUserId: number;
}

/** Why a place could not be held: the child has it (booked or held) already, no place is left, or no such run. */
export type OfferRefusal = 'placed' | 'full' | 'no-run';
export type OfferOutcome = PlaceToOffer & ({ offerId: number } | { refused: OfferRefusal });

/** The offer's own rows and emails, written by its owner (modules/auto-enrol) in the same transaction. */
export type RecordOffer = (writes: { tx: Tx; outbox: Outbox }, place: PlaceToOffer) => Promise<number>;

/**
 * Holds places for families as priority offers, in one transaction: the runs locked (sorted, once),
 * then for each place in turn, under the locks, the child has no place there yet and the run has one
 * left (capacity − confirmed bookings − unexpired holds, the ones just made included); then the
 * offer is recorded (`record`) and its place held in the family's basket until `expiresAt` — an
 * ordinary hold, so every availability count includes it — with the expiry job queued for then.
 * A refused place is answered with why; the others are still made.
 */
export function holdPriorityOffers(
  deps: BookingDeps,
  clubId: number,
  places: PlaceToOffer[],
  expiresAt: Date,
  record: RecordOffer,
): Promise<OfferOutcome[]> {
  return deps.transaction(async (w) => {
    const runIds = [...new Set(places.map((p) => p.runId))];
    await lockAvailability(
      w.tx,
      runIds.map((id) => ({ kind: 'run' as const, id })),
    );
    const now = deps.clock();
    const capacities = new Map((await w.places.findRuns(clubId, runIds)).map((run) => [run.id, run.capacity]));
    const outcomes: OfferOutcome[] = [];
    for (const place of places) {
      const capacity = capacities.get(place.runId);
      if (capacity === undefined) {
        outcomes.push({ ...place, refused: 'no-run' });
        continue;
      }
      const { childHas, taken } = await w.places.placeCounts(clubId, place.childId, [{ runId: place.runId }], now);
      if (childHas !== null || (taken.get(`run:${place.runId}`) ?? 0) >= capacity) {
        outcomes.push({ ...place, refused: childHas !== null ? 'placed' : 'full' });
        continue;
      }
      const offerId = await record(w, place);
      await w.places.insertHolds([
        { itemId: randomUUID(), clubId, kind: 'term', ...place, priorityOfferId: offerId, expiresAt, createdAt: now },
      ]);
      outcomes.push({ ...place, offerId });
    }
    if (outcomes.some((o) => 'offerId' in o)) await queueHoldExpiry(w.outbox, clubId, expiresAt);
    return outcomes;
  });
}

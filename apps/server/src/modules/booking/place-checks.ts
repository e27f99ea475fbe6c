import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { BookableChild } from '../people/index.js';
import type { PlaceRef, PlacesRepository } from './places.repository.js';
import { takenKeyOf, type RequestedPlaces } from './requested-places.js';

const texts = messages.booking;

/**
 * Under the availability lock: the child has none of the places yet (409 CONFLICT), and each place
 * has one left — capacity − confirmed bookings − unexpired holds − families in the run's waiting
 * list, who are owed the next places to free up (409 CAPACITY_EXCEEDED). One read.
 */
export async function assertPlacesFree(
  places: PlacesRepository,
  clubId: number,
  child: BookableChild,
  requested: RequestedPlaces,
  now: Date,
): Promise<void> {
  const refs = requested.places.map((p) => p.place);
  const { childHas, taken, waiting } = await places.placeCounts(clubId, child.id, refs, now);
  if (childHas === 'booked') throw new AppError('CONFLICT', texts.alreadyBooked(child.firstName, requested.className));
  if (childHas === 'held') throw new AppError('CONFLICT', texts.alreadyInBasket(child.firstName, requested.className));
  const takenOrOwed = (place: PlaceRef) =>
    (taken.get(takenKeyOf(place)) ?? 0) + (place.runId !== undefined ? (waiting.get(place.runId) ?? 0) : 0);
  if (requested.places.some((p) => takenOrOwed(p.place) >= p.capacity)) {
    throw new AppError('CAPACITY_EXCEEDED', texts.full(requested.className));
  }
}

/**
 * A family may hold at most `cap` places of one run at once, in its basket and its orders waiting
 * for payment (409 CONFLICT otherwise), so one family cannot hold a whole class: the club's
 * `holdCapPerRun`, else as many as the family has children. Checked under the run's lock.
 */
export async function assertFamilyMayHold(
  places: PlacesRepository,
  clubId: number,
  parentUserId: number,
  requested: RequestedPlaces,
  cap: number,
  now: Date,
): Promise<void> {
  const runIds = [...new Set(requested.places.flatMap((p) => (p.place.runId !== undefined ? [p.place.runId] : [])))];
  const held = await places.familyHoldsOnRuns(clubId, parentUserId, runIds, now);
  if (runIds.some((runId) => (held.get(runId) ?? 0) >= cap)) {
    throw new AppError('CONFLICT', texts.holdCapReached(cap, requested.className));
  }
}

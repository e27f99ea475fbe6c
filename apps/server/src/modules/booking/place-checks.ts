import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { BookableChild } from '../people/index.js';
import type { PlacesRepository } from './places.repository.js';
import { takenKeyOf, type RequestedPlaces } from './requested-places.js';

const texts = messages.booking;

/**
 * Under the availability lock: the child has none of the places yet (409 CONFLICT), and each place
 * has one left — capacity − confirmed bookings − unexpired holds (409 CAPACITY_EXCEEDED).
 */
export async function assertPlacesFree(
  places: PlacesRepository,
  clubId: number,
  child: BookableChild,
  requested: RequestedPlaces,
  now: Date,
): Promise<void> {
  const refs = requested.places.map((p) => p.place);
  const has = await places.childHas(child.id, refs, now);
  if (has === 'booked') throw new AppError('CONFLICT', texts.alreadyBooked(child.firstName, requested.className));
  if (has === 'held') throw new AppError('CONFLICT', texts.alreadyInBasket(child.firstName, requested.className));
  const taken = await places.taken(clubId, refs, now);
  if (requested.places.some((p) => (taken.get(takenKeyOf(p.place)) ?? 0) >= p.capacity)) {
    throw new AppError('CAPACITY_EXCEEDED', texts.full(requested.className));
  }
}

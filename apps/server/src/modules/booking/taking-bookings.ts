import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';

/**
 * Refuses to place a booking at a club a platform manager has suspended (409 `CLUB_SUSPENDED`): every path that
 * places one asks first (the basket, checkout, Book Now, paying or subscribing for an order, staff adding camp days),
 * before anything is written. What is already booked and paid stays as it is.
 */
export function assertTakingBookings(club: Pick<ResolvedClub, 'suspendedAt'>): void {
  if (club.suspendedAt) throw new AppError('CLUB_SUSPENDED');
}

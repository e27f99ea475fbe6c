import type { AdminBooking } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { getBooking } from './get-booking.js';

/**
 * Staff cancel a booking whatever the deadline parents cancel by, through the booking engine (its
 * places freed under their locks and offered to the waiting list); another club's answers 404.
 * Money is not touched here: a paid booking is refunded from its order (modules/admin-orders).
 */
export async function cancelBooking(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  bookingRef: string,
): Promise<AdminBooking> {
  await deps.places.cancel(club, bookingRef);
  return getBooking(deps, club, bookingRef);
}

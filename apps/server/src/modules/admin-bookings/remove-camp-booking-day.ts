import type { AmendCampBookingResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { campBookingDay } from './camp-booking-day.js';
import { getBooking } from './get-booking.js';

/**
 * Staff remove a day from a child's camp booking (spec: bookings "remove instance"): the day's
 * confirmed place is cancelled through the booking engine (`freePlaces`: under the day's lock, and
 * offered on as a cancel's is), whichever order booked it. Money is not touched: any refund is made
 * from the order page. The audit entry (`booking.day-removed`) is written in the same transaction,
 * only by the call that cancelled the place, so a retry (the day already removed: answered as it is)
 * logs nothing twice. A day the child never had is 400 naming `dayId`; one held in an order waiting
 * for payment is 409 (that order is cancelled from the order page).
 */
export async function removeCampBookingDay(
  deps: AdminBookingsDeps,
  { club, staff }: { club: ResolvedClub; staff: Actor },
  bookingRef: string,
  body: { dayId: number },
): Promise<AmendCampBookingResponse> {
  const { day, child, parent, places } = await campBookingDay(deps, club, bookingRef, body.dayId);
  const place = places.booked[0];
  if (!place) {
    if (places.pending.length > 0) throw new AppError('CONFLICT', messages.adminBookings.dayPending);
    if (await deps.repo.hadPlaceOn(club.id, child.childId, day.dayId))
      return { booking: await getBooking(deps, club, bookingRef), order: null };
    throw bodyFieldRefused('dayId', messages.adminBookings.dayNotBooked);
  }
  await deps.bookedPlaces.free(
    club.id,
    [{ id: place.id, runId: null, campDayId: day.dayId }],
    async (tx, cancelled) => {
      if (cancelled === 0) return;
      await deps.auditOn(tx).record(staff, {
        action: 'booking.day-removed',
        subjectUserId: parent.userId,
        clubId: club.id,
        details: { bookingRef, dayId: day.dayId, removedBookingRef: place.bookingRef, orderUuid: place.orderUuid },
      });
    },
  );
  return { booking: await getBooking(deps, club, bookingRef), order: null };
}

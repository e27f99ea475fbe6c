import type { AmendCampBookingResponse } from '@clubroom/domain/api';
import { toEpoch } from '../../lib/epoch.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { bookForFamily, type FamilyBooking } from './book-for-family.js';
import { campBookingDay } from './camp-booking-day.js';
import { getBooking } from './get-booking.js';

/**
 * Staff add a day of the same camp week to a child's camp booking (spec: bookings "add instance").
 * The day is booked as staff book any place for a family (`bookForFamily`: the parent's basket and
 * checkout, so the day's capacity is checked under its lock and a full day is 409, never overbooked):
 * an order for the day's price, waiting for the parent's payment, or completed when paid offline.
 * A day the child already has (booked, or held in an order waiting for payment) answers as it is, so
 * a retry orders nothing twice. The change is written to the audit log as `booking.day-added`.
 */
export async function addCampBookingDay(
  deps: AdminBookingsDeps,
  booking: Omit<FamilyBooking, 'fullTerm'>,
  bookingRef: string,
  body: { dayId: number; paidOffline: boolean },
): Promise<AmendCampBookingResponse> {
  const { club, staff } = booking;
  const { camp, week, day, child, parent, places } = await campBookingDay(deps, club, bookingRef, body.dayId);
  if (places.booked.length > 0 || places.pending.length > 0)
    return { booking: await getBooking(deps, club, bookingRef), order: null };
  const order = await bookForFamily(deps, { ...booking, fullTerm: false }, [
    {
      type: 'camp-days',
      childId: child.childId,
      campId: camp.campId,
      weekId: week.weekId,
      dayStarts: [toEpoch(day.startsAt)],
    },
  ]);
  await deps.audit.record(staff, {
    action: 'booking.day-added',
    subjectUserId: parent.userId,
    clubId: club.id,
    details: {
      bookingRef,
      dayId: day.dayId,
      orderUuid: order.uuid,
      amount: order.total,
      paidOffline: body.paidOffline,
    },
  });
  return {
    booking: await getBooking(deps, club, bookingRef),
    order: { orderId: order.orderId, uuid: order.uuid, status: order.status, total: order.total },
  };
}

import { messages } from '@clubroom/domain/messages';
import { AppError, bodyFieldRefused, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';

const t = messages.adminBookings;

/**
 * One day of a camp booking's week, for adding or removing it: the booking must be the club's (404),
 * a camp's (409 for a run's), its child still known; the day one of the same camp week (400 naming
 * `dayId`). Answers the child's places on the week's days now, whichever order made them.
 */
export async function campBookingDay(deps: AdminBookingsDeps, club: ResolvedClub, bookingRef: string, dayId: number) {
  const found = await deps.repo.bookingByRef(club.id, bookingRef);
  if (!found) throw notFound('Booking');
  const { booking, campWeekId, camp, child, parent } = found;
  if (booking.runId !== null || campWeekId === null || camp === null) throw new AppError('CONFLICT', t.notCampBooking);
  if (child === null || parent === null) throw new AppError('CONFLICT', t.noChildToAmend);
  const week = await deps.repo.campWeek(club.id, campWeekId);
  const day = week?.days.find((d) => d.dayId === dayId);
  if (!week || !day) throw bodyFieldRefused('dayId', t.notDayOfWeek);
  const places = await deps.repo.childPlacesOn(club.id, child.childId, [day.dayId], deps.clock());
  return { camp, week, day, child, parent, places };
}

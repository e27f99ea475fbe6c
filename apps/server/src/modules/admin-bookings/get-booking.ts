import type { AdminBooking } from '@clubroom/domain/api';
import { bookedRunSessions } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';

type Found = NonNullable<Awaited<ReturnType<AdminBookingsDeps['repo']['bookingByRef']>>>;

/** The sessions a booking gives its child: a run's by `bookedRunSessions`, a camp booking's days. */
async function sessionsOf(deps: AdminBookingsDeps, found: Found): Promise<number[]> {
  const { booking, bookedAt, campWeekId } = found;
  if (booking.runId !== null) {
    const starts = (await deps.repo.runSessionStarts(booking.runId)).map((startTime) => ({
      startTime: toEpoch(startTime),
    }));
    const place = {
      trialSessionStart: booking.trialSessionStart && toEpoch(booking.trialSessionStart),
      bookedAt: toEpoch(bookedAt),
    };
    return bookedRunSessions(starts, place).map((s) => s.startTime);
  }
  if (booking.orderId === null || booking.childId === null || campWeekId === null) return [];
  return (await deps.repo.campBookingDays(booking.orderId, booking.childId, campWeekId)).map(toEpoch);
}

/**
 * A camp booking's week: each day with the child's place on it, whichever order made it (a day added
 * later comes in an order of its own).
 */
async function campWeekOf(deps: AdminBookingsDeps, clubId: number, found: Found): Promise<AdminBooking['campWeek']> {
  const { booking, campWeekId } = found;
  if (booking.runId !== null || campWeekId === null || booking.childId === null) return null;
  const week = await deps.repo.campWeek(clubId, campWeekId);
  if (!week) return null;
  const dayIds = week.days.map((d) => d.dayId);
  const { booked, pending } = await deps.repo.childPlacesOn(clubId, booking.childId, dayIds, deps.clock());
  return {
    weekId: week.weekId,
    name: week.name,
    dayPrice: week.dayPrice,
    days: week.days.map((day) => {
      const place = booked.find((b) => b.dayId === day.dayId);
      return {
        dayId: day.dayId,
        startTime: toEpoch(day.startsAt),
        place: place ? 'booked' : pending.includes(day.dayId) ? 'pending' : 'none',
        bookingRef: place?.bookingRef ?? null,
      };
    }),
  };
}

/**
 * The monthly plan paying for a booked run place, as cancelling it would change it: a completed
 * order whose line for this child and run is sold by the month. `onlyPlace`: none of the order's
 * other places is still booked, so the plan ends with this one (`places-cancelled`, modules/subscriptions).
 */
async function paymentPlanOf(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  found: Found,
): Promise<AdminBooking['paymentPlan']> {
  const { booking, order } = found;
  if (booking.status !== 'confirmed' || booking.runId === null || !order || order.status !== 'completed') return null;
  const view = await deps.paidOrders.find(club, order.uuid);
  const sold = view?.lines.some(
    (line) => line.runId === booking.runId && line.childId === booking.childId && line.monthlyPlan !== null,
  );
  if (!sold) return null;
  return { onlyPlace: (await deps.paidOrders.confirmedRuns(order.orderId)).length <= 1 };
}

/** One of the club's bookings by reference (another club's answers 404), as the organiser's detail page shows it. */
export async function getBooking(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  bookingRef: string,
): Promise<AdminBooking> {
  const found = await deps.repo.bookingByRef(club.id, bookingRef);
  if (!found) throw notFound('Booking');
  const { booking, child, parent, run, termName, camp, order } = found;
  return {
    bookingRef: booking.bookingRef,
    status: booking.status as AdminBooking['status'],
    kind: booking.kind,
    createdAt: toEpoch(booking.createdAt),
    cancelledAt: booking.cancelledAt && toEpoch(booking.cancelledAt),
    child,
    parent: parent && { userId: parent.userId, name: `${parent.firstName} ${parent.lastName}`, email: parent.email },
    run: run && { ...run, termName: termName ?? '' },
    camp,
    sessions: await sessionsOf(deps, found),
    campWeek: await campWeekOf(deps, club.id, found),
    order,
    paymentPlan: await paymentPlanOf(deps, club, found),
  };
}

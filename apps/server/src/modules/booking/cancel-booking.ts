import { messages } from '@clubroom/domain/messages';
import { canCancelAt } from '@clubroom/domain/rules';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';
import { placeOnCancelledSession } from './cancelled-sessions.js';
import { offerFreedPlaces } from './offer-places.js';
import type { FoundBooking, PlacesRepository } from './places.repository.js';
import { lockKeysOf } from './requested-places.js';
import { toEpoch } from '../../lib/epoch.js';
import type { Tx } from '../../platform/db/transaction.js';

const texts = messages.cancellation;

/** The rows one cancel gives up, and when the first of them starts. */
interface Cancelled {
  rows: { id: number; runId: number | null; campDayId: number | null }[];
  firstSession: Date | null;
}

/**
 * What a booking is, as a parent cancels it: a place in a run (a trial's session, or a term place
 * from the first session after its order was priced, as `bookedRunSessions` gives it to the child
 * and the parent's bookings page shows it), or every day one order booked for the child in one
 * camp week.
 */
async function cancelledBy(places: PlacesRepository, found: FoundBooking): Promise<Cancelled> {
  const { booking, campWeekId, bookedAt } = found;
  if (booking.runId !== null) {
    const firstSession = booking.trialSessionStart ?? (await places.firstSessionAfter(booking.runId, bookedAt));
    return { rows: [booking], firstSession };
  }
  const days = await places.campBookingDays(booking.orderId!, booking.childId!, campWeekId!);
  return {
    rows: days.map((d) => ({ id: d.id, runId: null, campDayId: d.campDayId })),
    firstSession: days[0]?.startsAt ?? null,
  };
}

/** 409 CANCELLATION_CLOSED unless the club lets parents cancel and its deadline before the first session has not passed. */
function assertCancellable(firstSession: Date | null, cancelDaysBefore: number | null, now: Date) {
  if (firstSession !== null && canCancelAt(toEpoch(now), toEpoch(firstSession), cancelDaysBefore)) return;
  const allowed = firstSession !== null && cancelDaysBefore !== null;
  throw new AppError('CANCELLATION_CLOSED', allowed ? texts.tooLate : texts.notAllowed);
}

/**
 * 409 CANCELLATION_CLOSED for a trial whose session the club cancelled: the club's cancel already gave its money back
 * as its policy says, so a parent's cancel would give it twice.
 */
async function assertTrialSessionHappens(deps: BookingDeps, clubId: number, { booking }: FoundBooking) {
  if (booking.runId === null || booking.trialSessionStart === null) return;
  const trial = { runId: booking.runId, dates: [toEpoch(booking.trialSessionStart)] };
  if (await placeOnCancelledSession(deps.cancelledSessions, clubId, [trial])) {
    throw new AppError('CANCELLATION_CLOSED', texts.sessionCancelled);
  }
}

/**
 * A parent cancels one of their bookings (made by an order of theirs; anyone else's answers 404)
 * where the club lets parents cancel, up to its number of days before the first session. The
 * places free at once and a run's is offered to the first family on its waiting list; its money is
 * refunded or the parent told as the club's policy says (`places-cancelled`, modules/subscriptions).
 * Cancelling twice answers the same.
 */
export async function cancelBooking(deps: BookingDeps, club: ResolvedClub, parentUserId: number, bookingRef: string) {
  const answer = { bookingRef, status: 'cancelled' as const };
  const found = await deps.places.findBooking(club.id, bookingRef);
  if (!found || found.parentUserId !== parentUserId) throw notFound('Booking');
  if (found.booking.status === 'cancelled') return answer;
  await assertTrialSessionHappens(deps, club.id, found);
  const { cancelDaysBefore } = await deps.orders.settingsOf(club.id);
  const { rows, firstSession } = await cancelledBy(deps.places, found);
  assertCancellable(firstSession, cancelDaysBefore, deps.clock());
  await freePlaces(deps, club.id, rows, { parentCancel: { bookingRef } });
  return answer;
}

/**
 * The club's staff cancel one of its bookings (modules/admin-bookings), whatever the deadline
 * parents cancel by: the same places as a parent's cancel, freed the same way. Twice answers the same.
 */
export async function cancelBookingForClub(deps: BookingDeps, club: ResolvedClub, bookingRef: string) {
  const answer = { bookingRef, status: 'cancelled' as const };
  const found = await deps.places.findBooking(club.id, bookingRef);
  if (!found) throw notFound('Booking');
  if (found.booking.status === 'cancelled') return answer;
  // A seeded camp day has no order to group its week by: it is cancelled alone.
  const { rows } = found.booking.orderId === null ? { rows: [found.booking] } : await cancelledBy(deps.places, found);
  await freePlaces(deps, club.id, rows);
  return answer;
}

/** What the caller of `freePlaces` adds: its record of the change, and the parent's cancel it is. */
export interface FreeingOptions {
  record?: (tx: Tx, cancelled: number) => Promise<void>;
  parentCancel?: { bookingRef: string };
}

/**
 * Cancels booked places in one transaction, under their availability locks: they free at once and
 * a run's is offered to the first family on its waiting list. A parent's cancel and staff's (an
 * order's refund, modules/admin-orders; a day removed from a camp booking, modules/admin-bookings)
 * all end here; `record` writes in the same transaction, told how many places this call cancelled.
 * Whatever pays for a run place by the month ends with it (`places-cancelled`, modules/subscriptions).
 */
export async function freePlaces(
  deps: BookingDeps,
  clubId: number,
  rows: Cancelled['rows'],
  { record, parentCancel }: FreeingOptions = {},
): Promise<void> {
  await deps.transaction(async (w) => {
    await lockAvailability(w.tx, lockKeysOf(rows));
    const now = deps.clock();
    // Only rows still confirmed change: a racing cancel of the same booking changes nothing twice.
    const cancelled = await w.places.cancelBookings(
      rows.map((r) => r.id),
      now,
    );
    // The caller's record of the change (staff's audit entry), in the same transaction.
    await record?.(w.tx, cancelled.length);
    // A run place may be paid by a monthly plan: the payments module stops charging for it, and
    // refunds or tells the parent who cancelled.
    const orderIds = new Set(cancelled.flatMap((r) => (r.runId !== null && r.orderId !== null ? [r.orderId] : [])));
    if (orderIds.size > 0 || (parentCancel && cancelled.length > 0))
      await w.outbox.job('places-cancelled', {
        clubId,
        orderIds: [...orderIds],
        ...(parentCancel && { parentCancel }),
      });
    const runIds = rows.flatMap((r) => (r.runId !== null ? [r.runId] : []));
    await offerFreedPlaces(w, clubId, runIds, { now, publicUrl: deps.publicUrl });
  });
}

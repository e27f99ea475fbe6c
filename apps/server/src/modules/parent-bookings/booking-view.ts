import {
  endedStatuses,
  type BookedSession,
  type CancellationRefund,
  type ParentBookingResponse,
} from '@clubroom/domain/api';
import { bookedRunSessions, canCancelAt, cancellableUntil, sessionHappens } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import type { BookingCatalogue } from './booking-catalogue.js';
import type { PlacedRow } from './parent-bookings.repository.js';
import { toEpoch } from '../../lib/epoch.js';

/** Places grouped into their bookings (a camp booking's days together), in the order their first places come. */
export const bookingsOf = (places: PlacedRow[]): PlacedRow[][] => [...groupBy(places, (p) => p.headId).values()];

/** The sessions a booking gives its child, in order: its run's (a term's from when it was bought, a trial's one), or its camp days. */
export function sessionsOfBooking(places: PlacedRow[], catalogue: BookingCatalogue): BookedSession[] {
  const [first] = places;
  if (first.runId === null) {
    return places.map((day) => ({ startTime: toEpoch(day.dayStart!), endTime: toEpoch(day.dayEnd!) }));
  }
  return bookedRunSessions(catalogue.sessions.get(first.runId) ?? [], {
    trialSessionStart: first.trialSessionStart && toEpoch(first.trialSessionStart),
    bookedAt: toEpoch(first.bookedAt),
  });
}

/** What a booking is of: its run's class, term, venue and weekly times, or its camp and venue. */
function placeOf(head: PlacedRow, catalogue: BookingCatalogue) {
  if (head.runId !== null) {
    const run = catalogue.runs.get(head.runId)!;
    return {
      runId: head.runId,
      campId: null,
      ...run,
      classTimes: catalogue.classTimes.get(head.runId) ?? [],
    };
  }
  const { campId, className, venueName } = catalogue.campWeeks.get(head.campWeekId!)!;
  return { runId: null, campId, className, termName: null, venueName, classTimes: [] };
}

export interface CancelPolicy {
  clientId: number;
  /** The club's setting: parents may cancel up to this many days before the first session (null: never). */
  cancelDaysBefore: number | null;
  /** What a parent's cancel of a place paid online does with its money (the club's policy). */
  cancellationRefund: CancellationRefund;
  /** Epoch seconds. */
  now: number;
}

/** The booking's first row (`headId` names it), whichever of its days comes first. */
const headOf = (places: PlacedRow[]) => places.find((p) => p.id === p.headId) ?? places[0];

/** Who and what a booking is for: its child, and its run or camp. */
export function describeBooking(places: PlacedRow[], catalogue: BookingCatalogue) {
  const head = headOf(places);
  return {
    bookingId: head.id,
    kind: head.kind,
    child: { id: head.childId, name: head.childName },
    ...placeOf(head, catalogue),
  };
}

/** The monthly plan still paying for the place (cancelling it ends what the plan takes for it), or null. */
function planOf({ plan }: PlacedRow): ParentBookingResponse['paymentPlan'] {
  if (!plan || endedStatuses.includes(plan.status)) return null;
  return { monthlyAmount: plan.amount, onlyPlace: plan.places <= 1, trialing: plan.status === 'trialing' };
}

/** What cancelling a place paid online (by card or credit) keeps as credit: what its order line charged; else null. */
function creditOnCancelOf(head: PlacedRow): number | null {
  const paidOnline = head.paidByCard || head.paidByCredit;
  return paidOnline && head.plan === null && head.payable !== null && head.payable > 0 ? head.payable : null;
}

/** A booking as its parent (or the club's organiser) reads it, with every session it gives. */
export function bookingView(
  places: PlacedRow[],
  catalogue: BookingCatalogue,
  { clientId, cancelDaysBefore, cancellationRefund, now }: CancelPolicy,
): ParentBookingResponse {
  const head = headOf(places);
  const sessions = sessionsOfBooking(places, catalogue);
  // Its first and last sessions are those that happen (the cancel's deadline runs from the first, as the server's).
  const happening = sessions.filter(sessionHappens);
  const firstSession = happening[0] ?? null;
  const confirmed = places.some((p) => p.status === 'confirmed');
  const until = confirmed && firstSession ? cancellableUntil(firstSession.startTime, cancelDaysBefore) : null;
  return {
    ...describeBooking(places, catalogue),
    bookingRef: head.bookingRef,
    clientId,
    orderUuid: head.orderUuid,
    status: confirmed ? 'confirmed' : 'cancelled',
    firstSession,
    lastSession: happening.at(-1) ?? null,
    bookedAt: head.bookedAt.toISOString(),
    cancelledAt: confirmed ? null : (head.cancelledAt?.toISOString() ?? null),
    cancellable: confirmed && firstSession !== null && canCancelAt(now, firstSession.startTime, cancelDaysBefore),
    cancellableUntil: until,
    refundOnCancel: confirmed && cancellationRefund === 'refund' && head.paidByCard && head.plan === null,
    creditOnCancel: confirmed && cancellationRefund === 'credit' ? creditOnCancelOf(head) : null,
    paymentPlan: confirmed ? planOf(head) : null,
    sessions,
  };
}

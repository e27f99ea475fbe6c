import type { ParentBooking } from '@clubroom/domain/api';
import { cancelMoneyWords, messages, weeklyText as weeklyOf, type CancelMoneyClub } from '@clubroom/domain/messages';
import { dayKeys, formatLongDate, formatTime, localWeekday, mondayFirstIndex } from '@clubroom/domain/rules';

const t = messages.myBookings;
type Session = { startTime: number; endTime: number };

/** What a booking is, as the basket and the order name a place: 'Mini Kickers – Term'. */
export const bookingTitle = (booking: Pick<ParentBooking, 'className' | 'kind'>) =>
  `${booking.className} – ${messages.booking.orderLines[booking.kind]}`;

/** Where: the term and the venue (a camp has no term). */
export const bookingWhere = (booking: Pick<ParentBooking, 'termName' | 'venueName'>) =>
  [booking.termName, booking.venueName].filter(Boolean).join(' · ');

/** When a term place meets each week: 'Mondays 4:30 pm' (its class times, else its first session's); null for the rest. */
export function weeklyText(booking: Pick<ParentBooking, 'kind' | 'classTimes' | 'firstSession'>, timeZone: string) {
  if (booking.kind !== 'term') return null;
  if (booking.classTimes.length > 0) return weeklyOf(booking.classTimes);
  const first = booking.firstSession;
  return (
    first &&
    t.weekly(
      dayKeys[mondayFirstIndex(localWeekday(first.startTime, timeZone))].label,
      formatTime(first.startTime, timeZone),
    )
  );
}

/** A session: 'Mon 19th October 2026, 4:30 pm – 5:30 pm'. */
export const sessionText = (session: Session, timeZone: string) =>
  `${formatLongDate(session.startTime, timeZone)}, ${t.timeRange(formatTime(session.startTime, timeZone), formatTime(session.endTime, timeZone))}`;

/** When a booking's sessions are: one session in full, or its first and last dates. */
export function whenText(booking: Pick<ParentBooking, 'firstSession' | 'lastSession'>, timeZone: string) {
  const { firstSession: first, lastSession: last } = booking;
  if (!first || !last) return null;
  if (first.startTime === last.startTime) return sessionText(first, timeZone);
  return t.dateRange(formatLongDate(first.startTime, timeZone), formatLongDate(last.startTime, timeZone));
}

/** Still to come or under way: booked, and its last session not over at `now` (epoch seconds). */
export const isCurrent = (booking: Pick<ParentBooking, 'status' | 'lastSession'>, now: number) =>
  booking.status === 'confirmed' && booking.lastSession !== null && booking.lastSession.endTime > now;

/**
 * What cancelling does, said before confirming: the place given up, and its money in the words the cancellation
 * email uses after (`cancelMoneyWords`).
 */
export const cancelText = (
  booking: Pick<ParentBooking, 'child' | 'className' | 'kind' | 'paymentPlan' | 'refundOnCancel' | 'creditOnCancel'>,
  club: CancelMoneyClub,
) => `${t.cancelBody(booking.child.name, bookingTitle(booking))} ${cancelMoneyWords(booking, club)}`;

import { FEED_MAX_SESSIONS, FEED_WEEKS, type UpcomingSession } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { catalogueOf } from './booking-catalogue.js';
import { bookingsOf, describeBooking, sessionsOfBooking } from './booking-view.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';

const WEEK_MS = 7 * 86_400_000;

/**
 * The sessions the parent's children are booked into that are not over yet, soonest first: the
 * next FEED_WEEKS weeks, at most FEED_MAX_SESSIONS. Cancelled bookings give none; a trial gives
 * only its session.
 */
export async function upcomingSessions(
  deps: ParentBookingsDeps,
  club: ResolvedClub,
  parentUserId: number,
): Promise<{ sessions: UpcomingSession[] }> {
  const now = deps.clock();
  const window = { from: now, to: new Date(now.getTime() + FEED_WEEKS * WEEK_MS) };
  const [from, to] = [window.from.getTime() / 1000, window.to.getTime() / 1000];
  const places = await deps.repo.confirmedOf(club.id, parentUserId);
  const catalogue = await catalogueOf(deps.repo, club.id, places, window);
  const sessions = bookingsOf(places).flatMap((booking) => {
    const { bookingId, kind, child, runId, campId, className, venueName } = describeBooking(booking, catalogue);
    return sessionsOfBooking(booking, catalogue)
      .filter((s) => s.endTime > from && s.startTime < to)
      .map((s) => ({ ...s, bookingId, kind, child, runId, campId, className, venueName }));
  });
  sessions.sort((a, b) => a.startTime - b.startTime || a.child.name.localeCompare(b.child.name));
  return { sessions: sessions.slice(0, FEED_MAX_SESSIONS) };
}

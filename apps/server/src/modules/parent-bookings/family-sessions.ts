import { catalogueOf } from './booking-catalogue.js';
import { bookingsOf, describeBooking, sessionsOfBooking } from './booking-view.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';
import type { PlacedRow } from './parent-bookings.repository.js';

/** One session a family's child is booked into, as the family's calendar lists it. Times are epoch seconds. */
export interface FamilySession {
  bookingId: number;
  kind: PlacedRow['kind'];
  child: { id: number; name: string };
  className: string;
  venueName: string;
  startTime: number;
  endTime: number;
  /** The club cancelled it: it does not happen. */
  cancelled: boolean;
}

/** A club's part of a family's calendar: the club, its time zone, and the family's sessions there in order. */
export interface FamilyClubSessions {
  club: { id: number; name: string; timeZone: string };
  sessions: FamilySession[];
}

/**
 * The sessions of a family's confirmed bookings at every club, within a window: the same sessions its bookings
 * page shows (a term's from when it was bought, a trial's one, a camp's days), those the club cancelled included
 * and marked. Cancelled bookings give none.
 */
export async function familySessions(
  deps: Pick<ParentBookingsDeps, 'repo'>,
  parentUserId: number,
  window: { from: Date; to: Date },
): Promise<FamilyClubSessions[]> {
  const [from, to] = [window.from.getTime() / 1000, window.to.getTime() / 1000];
  const clubs = await deps.repo.clubsOfFamily(parentUserId);
  return Promise.all(
    clubs.map(async (club) => {
      const places = await deps.repo.confirmedOf(club.id, parentUserId);
      const catalogue = await catalogueOf(deps.repo, club.id, places, window);
      const sessions = bookingsOf(places).flatMap((booking) => {
        const { bookingId, kind, child, className, venueName } = describeBooking(booking, catalogue);
        return sessionsOfBooking(booking, catalogue)
          .filter((s) => s.endTime > from && s.startTime < to)
          .map(({ startTime, endTime, cancelled }) => ({
            bookingId,
            kind,
            child,
            className,
            venueName,
            startTime,
            endTime,
            cancelled: cancelled === true,
          }));
      });
      sessions.sort((a, b) => a.startTime - b.startTime || a.bookingId - b.bookingId);
      return { club, sessions };
    }),
  );
}

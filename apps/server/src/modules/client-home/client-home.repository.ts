import { and, asc, count, countDistinct, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { placedAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campDays,
  campWeeks,
  camps,
  children,
  runCoaches,
  runSessions,
  runs,
  terms,
  venues,
  waitingListEntries,
} from '../../db/schema/index.js';

/** The club home's reads: each one query, scoped by the club, whatever the club's size. */
export function clientHomeRepository(db: Db) {
  return {
    /**
     * Sessions that happen (not cancelled) starting in [from, to) with the places booked on each: term places, and trials for
     * that very session. `coachUserId` keeps only the runs that coach takes.
     */
    sessionsBetween(clubId: number, from: Date, to: Date, coachUserId: number | null) {
      const booked = sql<number>`(select count(*)::int from ${bookings}
        where ${bookings.runId} = ${runs.id} and ${bookings.status} = 'confirmed'
        and (${bookings.trialSessionStart} is null or ${bookings.trialSessionStart} = ${runSessions.startsAt}))`;
      return db
        .select({
          runId: runs.id,
          sessionId: runSessions.id,
          className: runs.className,
          venueName: venues.name,
          startsAt: runSessions.startsAt,
          endsAt: runSessions.endsAt,
          booked,
          capacity: runs.capacity,
        })
        .from(runSessions)
        .innerJoin(runs, eq(runs.id, runSessions.runId))
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .where(
          and(
            eq(runSessions.clubId, clubId),
            gte(runSessions.startsAt, from),
            lt(runSessions.startsAt, to),
            // A session the club cancelled does not happen: no one is coaching it.
            isNull(runSessions.cancelledAt),
            coachUserId === null
              ? undefined
              : sql`exists (select 1 from ${runCoaches} where ${runCoaches.runId} = ${runs.id}
                  and ${runCoaches.userId} = ${coachUserId})`,
          ),
        )
        .orderBy(asc(runSessions.startsAt), asc(runs.className));
    },

    /** Places booked (term places: trials take no term place) and offered in the runs of terms not yet over. */
    async fillRate(clubId: number, now: Date) {
      const [row] = await db
        .select({
          capacity: sql<number>`coalesce(sum(${runs.capacity}), 0)::int`,
          booked: sql<number>`coalesce(sum((select count(*) from ${bookings} where ${bookings.runId} = ${runs.id}
            and ${bookings.status} = 'confirmed' and ${bookings.trialSessionStart} is null)), 0)::int`,
        })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .where(and(eq(runs.clubId, clubId), gt(terms.endsAt, now)));
      return row ?? { capacity: 0, booked: 0 };
    },

    async waiting(clubId: number) {
      const [row] = await db
        .select({ children: count(), runs: countDistinct(waitingListEntries.runId) })
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.clubId, clubId), eq(waitingListEntries.status, 'waiting')));
      return row ?? { children: 0, runs: 0 };
    },

    /** The latest confirmed places with a child, newest first. */
    recentBookings(clubId: number, limit: number) {
      return db
        .select({
          bookingId: bookings.id,
          firstName: children.firstName,
          lastName: children.lastName,
          className: runs.className,
          campName: camps.className,
          bookedAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(children, eq(children.id, bookings.childId))
        .leftJoin(runs, eq(runs.id, bookings.runId))
        .leftJoin(campDays, eq(campDays.id, bookings.campDayId))
        .leftJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .leftJoin(camps, eq(camps.id, campWeeks.campId))
        .where(and(placedAt(clubId), or(isNotNull(runs.id), isNotNull(camps.id))))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },
  };
}

export type ClientHomeRepository = ReturnType<typeof clientHomeRepository>;

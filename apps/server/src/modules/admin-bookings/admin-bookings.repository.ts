import { and, asc, eq, gt, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { placeBookedAt, placedAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campDays,
  campWeeks,
  camps,
  children,
  clubChildren,
  holds,
  orders,
  runs,
  runSessions,
  terms,
  users,
} from '../../db/schema/index.js';

/** What booking for families and a booking's detail read: the club's runs, its contacts' children, its bookings. */
export function adminBookingsRepository(db: Db) {
  const bookingWhere = async (clubId: number, where: SQL) => {
    const [row] = await db
      .select({
        booking: bookings,
        child: { childId: children.id, firstName: children.firstName, lastName: children.lastName },
        parent: { userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        run: { runId: runs.id, className: runs.className },
        termName: terms.name,
        camp: { campId: camps.id, className: camps.className },
        campWeekId: campDays.campWeekId,
        order: { orderId: orders.id, uuid: orders.uuid, status: orders.status, total: orders.total },
        bookedAt: placeBookedAt(),
      })
      .from(bookings)
      .leftJoin(children, eq(children.id, bookings.childId))
      .leftJoin(users, eq(users.id, children.parentUserId))
      .leftJoin(runs, eq(runs.id, bookings.runId))
      .leftJoin(terms, eq(terms.id, runs.termId))
      .leftJoin(campDays, eq(campDays.id, bookings.campDayId))
      .leftJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
      .leftJoin(camps, eq(camps.id, campWeeks.campId))
      .leftJoin(orders, eq(orders.id, bookings.orderId))
      .where(and(eq(bookings.clubId, clubId), where));
    return row ?? null;
  };

  return {
    /** One of the club's runs (null for another club's). */
    async runOf(clubId: number, runId: number) {
      const [row] = await db
        .select({ id: runs.id, className: runs.className, inviteOnly: runs.inviteOnly })
        .from(runs)
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row ?? null;
    },

    /** One of the club's camps (null for another club's). */
    async campOf(clubId: number, campId: number) {
      const [row] = await db
        .select({ id: camps.id, className: camps.className, inviteOnly: camps.inviteOnly })
        .from(camps)
        .where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
      return row ?? null;
    },

    /** A child who is the club's member, with their parent (null for anyone else's child). */
    async memberChild(clubId: number, childId: number) {
      const [row] = await db
        .select({
          childId: children.id,
          parentUserId: users.id,
          email: users.email,
          firstName: users.firstName,
        })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .innerJoin(users, eq(users.id, children.parentUserId))
        .where(and(eq(clubChildren.clubId, clubId), eq(clubChildren.childId, childId)));
      return row ?? null;
    },

    /** One of the club's bookings by reference, with its child, parent, run or camp and order. */
    bookingByRef: (clubId: number, bookingRef: string) => bookingWhere(clubId, eq(bookings.bookingRef, bookingRef)),

    /** One of the club's bookings by its id (the camps routes' `bookingId`), as `bookingByRef`. */
    bookingById: (clubId: number, bookingId: number) => bookingWhere(clubId, eq(bookings.id, bookingId)),

    /** A run's session starts, in order. */
    async runSessionStarts(runId: number): Promise<Date[]> {
      const rows = await db
        .select({ startsAt: runSessions.startsAt })
        .from(runSessions)
        .where(eq(runSessions.runId, runId))
        .orderBy(asc(runSessions.startsAt));
      return rows.map((r) => r.startsAt);
    },

    /** The camp days one order booked for one child in one week (one camp booking), earliest first. */
    async campBookingDays(orderId: number, childId: number, campWeekId: number): Promise<Date[]> {
      const rows = await db
        .select({ startsAt: campDays.startsAt })
        .from(bookings)
        .innerJoin(campDays, eq(campDays.id, bookings.campDayId))
        .where(and(eq(bookings.orderId, orderId), eq(bookings.childId, childId), eq(campDays.campWeekId, campWeekId)))
        .orderBy(asc(campDays.startsAt));
      return rows.map((r) => r.startsAt);
    },

    /** Whether the child had a place on the camp day, since cancelled (a day removed before). */
    async hadPlaceOn(clubId: number, childId: number, dayId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.clubId, clubId),
            eq(bookings.childId, childId),
            eq(bookings.campDayId, dayId),
            eq(bookings.status, 'cancelled'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** One of the club's camp weeks, with its camp's day price and its days in order (null for another club's). */
    async campWeek(clubId: number, weekId: number) {
      const [week] = await db
        .select({
          weekId: campWeeks.id,
          name: campWeeks.name,
          campId: camps.id,
          dayPrice: camps.dayPrice,
          weekPrice: camps.weekPrice,
          capacity: camps.capacity,
        })
        .from(campWeeks)
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .where(and(eq(camps.clubId, clubId), eq(campWeeks.id, weekId)));
      if (!week) return null;
      const days = await db
        .select({ dayId: campDays.id, startsAt: campDays.startsAt })
        .from(campDays)
        .where(and(eq(campDays.clubId, clubId), eq(campDays.campWeekId, weekId)))
        .orderBy(asc(campDays.startsAt), asc(campDays.id));
      return { ...week, days };
    },

    /**
     * The child's places on the days: confirmed bookings (any order) and holds in an order waiting for
     * payment that have not expired at `now`.
     */
    async childPlacesOn(clubId: number, childId: number, dayIds: number[], now: Date) {
      if (dayIds.length === 0) return { booked: [], pending: [] };
      const booked = await db
        .select({
          id: bookings.id,
          dayId: bookings.campDayId,
          bookingRef: bookings.bookingRef,
          orderUuid: orders.uuid,
        })
        .from(bookings)
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .where(and(placedAt(clubId), eq(bookings.childId, childId), inArray(bookings.campDayId, dayIds)));
      const pending = await db
        .select({ dayId: holds.campDayId })
        .from(holds)
        .where(
          and(
            eq(holds.clubId, clubId),
            eq(holds.childId, childId),
            inArray(holds.campDayId, dayIds),
            isNotNull(holds.orderId),
            gt(holds.expiresAt, now),
          ),
        );
      return {
        booked: booked.map((b) => ({ ...b, dayId: b.dayId! })),
        pending: pending.map((p) => p.dayId!),
      };
    },
  };
}

export type AdminBookingsRepository = ReturnType<typeof adminBookingsRepository>;

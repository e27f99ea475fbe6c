import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campDays,
  campWeeks,
  camps,
  holds,
  orders,
  runSessions,
  runs,
  terms,
} from '../../db/schema/index.js';

export type HoldRow = typeof holds.$inferSelect;
export type NewHold = Omit<typeof holds.$inferInsert, 'id'>;
/** One place a hold or booking takes: a run, or a day of a camp. */
export type PlaceRef = { runId: number; campDayId?: undefined } | { campDayId: number; runId?: undefined };

/**
 * The runs and camp days a booking takes, and the holds and bookings on them. Every read is
 * scoped by the club; "taken" is confirmed bookings plus holds that have not expired at `now`.
 */
/** A parent's holds at a club that are in no order yet (their basket), and whatever else narrows them. */
const basketHolds = (clubId: number, parentUserId: number, ...more: SQL[]) =>
  and(eq(holds.clubId, clubId), eq(holds.parentUserId, parentUserId), isNull(holds.orderId), ...more);

export function placesRepository(db: Db) {
  /** How many places of each run and camp day are taken at `now`: confirmed bookings and unexpired holds. */
  const taken = async (clubId: number, places: PlaceRef[], now: Date): Promise<Map<string, number>> => {
    const runIds = places.flatMap((p) => (p.runId !== undefined ? [p.runId] : []));
    const dayIds = places.flatMap((p) => (p.campDayId !== undefined ? [p.campDayId] : []));
    const result = await db.execute(sql`
      select 'run:' || run_id as key, count(*)::int as n from (
        select run_id from bookings where club_id = ${clubId} and status = 'confirmed' and run_id = any(${sqlInts(runIds)})
        union all
        select run_id from holds where club_id = ${clubId} and expires_at > ${now.toISOString()}::timestamptz and run_id = any(${sqlInts(runIds)})
      ) r group by run_id
      union all
      select 'camp-day:' || camp_day_id, count(*)::int from (
        select camp_day_id from bookings where club_id = ${clubId} and status = 'confirmed' and camp_day_id = any(${sqlInts(dayIds)})
        union all
        select camp_day_id from holds where club_id = ${clubId} and expires_at > ${now.toISOString()}::timestamptz and camp_day_id = any(${sqlInts(dayIds)})
      ) d group by camp_day_id`);
    const rows = (result as unknown as { rows: { key: string; n: number }[] }).rows;
    return new Map(rows.map((r) => [r.key, r.n]));
  };

  return {
    async findRun(clubId: number, runId: number) {
      const [row] = await db
        .select({ run: runs, termEndsAt: terms.endsAt })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row ?? null;
    },

    /** The runs' dated sessions (only those that happen: breaks are never generated), by run. */
    sessionsOf(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select({ runId: runSessions.runId, startsAt: runSessions.startsAt })
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), inArray(runSessions.runId, runIds)))
        .orderBy(asc(runSessions.startsAt));
    },

    findRuns(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(runs)
        .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)));
    },

    /** Camp weeks with their camp and days, for pricing and the order's dates. */
    campWeeksWithDays(clubId: number, weekIds: number[]) {
      if (weekIds.length === 0) return Promise.resolve([]);
      return db
        .select({ camp: camps, week: campWeeks, day: campDays })
        .from(campDays)
        .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .where(and(eq(campDays.clubId, clubId), inArray(campDays.campWeekId, weekIds)))
        .orderBy(asc(campDays.startsAt));
    },

    taken,

    /** Places of one run taken at `now`. */
    async takenOfRun(clubId: number, runId: number, now: Date): Promise<number> {
      return (await taken(clubId, [{ runId }], now)).get(`run:${runId}`) ?? 0;
    },

    /** Whether the child already has any of the places: a confirmed booking, or a hold that has not expired. */
    async childHas(childId: number, places: PlaceRef[], now: Date): Promise<'booked' | 'held' | null> {
      const runIds = sqlInts(places.flatMap((p) => (p.runId !== undefined ? [p.runId] : [])));
      const dayIds = sqlInts(places.flatMap((p) => (p.campDayId !== undefined ? [p.campDayId] : [])));
      const result = await db.execute(sql`
        (select 'booked' as has from bookings where child_id = ${childId} and status = 'confirmed'
          and (run_id = any(${runIds}) or camp_day_id = any(${dayIds})) limit 1)
        union all
        (select 'held' from holds where child_id = ${childId} and expires_at > ${now.toISOString()}::timestamptz
          and (run_id = any(${runIds}) or camp_day_id = any(${dayIds})) limit 1)`);
      const rows = (result as unknown as { rows: { has: 'booked' | 'held' }[] }).rows;
      return rows.find((r) => r.has === 'booked')?.has ?? rows[0]?.has ?? null;
    },

    async insertHolds(rows: NewHold[]) {
      await db.insert(holds).values(rows);
    },

    /** The parent's basket at a club: holds in no order that have not expired, oldest first. */
    basketOf(clubId: number, parentUserId: number, now: Date): Promise<HoldRow[]> {
      return db
        .select()
        .from(holds)
        .where(basketHolds(clubId, parentUserId, gt(holds.expiresAt, now)))
        .orderBy(asc(holds.createdAt), asc(holds.id));
    },

    /** The parent's holds of some basket items, expired or not, in no order yet. */
    itemsOf(clubId: number, parentUserId: number, itemIds: string[]): Promise<HoldRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(holds)
        .where(basketHolds(clubId, parentUserId, inArray(holds.itemId, itemIds)))
        .orderBy(asc(holds.createdAt), asc(holds.id));
    },

    async removeItem(clubId: number, parentUserId: number, itemId: string): Promise<number> {
      const removed = await db
        .delete(holds)
        .where(basketHolds(clubId, parentUserId, eq(holds.itemId, itemId)))
        .returning({ id: holds.id });
      return removed.length;
    },

    /** Moves holds into an order, held on until `expiresAt` (or longer: a place offered from a waiting list keeps its offer's time). */
    async moveToOrder(holdIds: number[], orderId: number, expiresAt: Date) {
      if (holdIds.length === 0) return;
      await db
        .update(holds)
        .set({ orderId, expiresAt: sql`greatest(${holds.expiresAt}, ${expiresAt.toISOString()}::timestamptz)` })
        .where(inArray(holds.id, holdIds));
    },

    /** Releases the place held for a waiting-list offer, if it is still in the family's basket; answers how many. */
    async releaseOffer(entryId: number): Promise<number> {
      const removed = await db
        .delete(holds)
        .where(and(eq(holds.waitingListEntryId, entryId), isNull(holds.orderId)))
        .returning({ id: holds.id });
      return removed.length;
    },

    /** One of the club's bookings by its reference, with the parent whose order made it and its camp day. */
    async findBooking(clubId: number, bookingRef: string) {
      const [row] = await db
        .select({
          booking: bookings,
          parentUserId: orders.parentUserId,
          orderCreatedAt: orders.createdAt,
          campDayStartsAt: campDays.startsAt,
          campWeekId: campDays.campWeekId,
        })
        .from(bookings)
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .leftJoin(campDays, eq(campDays.id, bookings.campDayId))
        .where(and(eq(bookings.clubId, clubId), eq(bookings.bookingRef, bookingRef)));
      return row ?? null;
    },

    /** The confirmed days one order booked for one child in one camp week (one camp booking), earliest first. */
    campBookingDays(orderId: number, childId: number, campWeekId: number) {
      return db
        .select({ id: bookings.id, campDayId: bookings.campDayId, startsAt: campDays.startsAt })
        .from(bookings)
        .innerJoin(campDays, eq(campDays.id, bookings.campDayId))
        .where(
          and(
            eq(bookings.orderId, orderId),
            eq(bookings.childId, childId),
            eq(campDays.campWeekId, campWeekId),
            eq(bookings.status, 'confirmed'),
          ),
        )
        .orderBy(asc(campDays.startsAt));
    },

    /** The first session of a run starting after `from` (a term place bought then covers it on: `bookedRunSessions`). */
    async firstSessionAfter(runId: number, from: Date): Promise<Date | null> {
      const [row] = await db
        .select({ startsAt: runSessions.startsAt })
        .from(runSessions)
        .where(and(eq(runSessions.runId, runId), gt(runSessions.startsAt, from)))
        .orderBy(asc(runSessions.startsAt))
        .limit(1);
      return row?.startsAt ?? null;
    },

    async cancelBookings(bookingIds: number[], now: Date) {
      if (bookingIds.length === 0) return;
      await db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, 'confirmed')));
    },

    holdsOfOrder(orderId: number): Promise<HoldRow[]> {
      return db.select().from(holds).where(eq(holds.orderId, orderId)).orderBy(asc(holds.id));
    },

    /** Confirms an order's places: a booking per hold, the holds gone. */
    async bookHolds(orderId: number, rows: HoldRow[], now: Date) {
      if (rows.length === 0) return;
      await db.insert(bookings).values(
        rows.map((h) => ({
          clubId: h.clubId,
          runId: h.runId,
          campDayId: h.campDayId,
          childId: h.childId,
          orderId,
          kind: h.kind,
          trialSessionStart: h.trialSessionStart,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await db.delete(holds).where(eq(holds.orderId, orderId));
    },

    /**
     * Tidies away a club's expired basket holds (they already count for nothing). An order's
     * expired holds stay: completing the order finds them and answers HOLD_EXPIRED.
     */
    async deleteExpired(clubId: number, now: Date) {
      await db.delete(holds).where(and(eq(holds.clubId, clubId), isNull(holds.orderId), lte(holds.expiresAt, now)));
    },
  };
}

/** An int[] parameter: `= any(...)` with an empty list matches nothing. */
const sqlInts = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export type PlacesRepository = ReturnType<typeof placesRepository>;
/** A booking found by its reference, with its parent and its camp day's start. */
export type FoundBooking = NonNullable<Awaited<ReturnType<PlacesRepository['findBooking']>>>;

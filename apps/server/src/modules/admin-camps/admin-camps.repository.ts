import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { confirmedAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import { campWeeksOf } from '../schedule/index.js';
import { bookings, campDays, campWeeks, camps, orderLines, orders, venues } from '../../db/schema/index.js';

/** A camp's row as this module writes it. */
export interface CampRow {
  venueId: number;
  className: string;
  description: string;
  ageFromMonths: number;
  ageToMonths: number;
  capacity: number;
  weekPrice: number;
  dayPrice: number;
  /** Left out: unchanged. */
  inviteOnly?: boolean;
  /** Left out: unchanged (published); a camp added from the admin starts as a draft. */
  draft?: boolean;
}
export interface DayInstants {
  startsAt: Date;
  endsAt: Date;
}

/** The camps admin's reads and writes; every query is scoped by the club id, so ids never cross clubs. */
export function adminCampsRepository(db: Db) {
  const daysWhere = (clubId: number, where: SQL) =>
    db
      .select({
        id: campDays.id,
        weekId: campDays.campWeekId,
        startsAt: campDays.startsAt,
        endsAt: campDays.endsAt,
        sessionType: campDays.sessionType,
        // Qualified by hand: with no join, drizzle writes the columns unqualified, and "id" would be the booking's.
        bookingsCount: sql<number>`(select count(*)::int from ${bookings}
          where ${bookings}.camp_day_id = ${campDays}.id and ${bookings}.status = 'confirmed')`,
      })
      .from(campDays)
      .where(and(eq(campDays.clubId, clubId), where))
      .orderBy(asc(campDays.startsAt), asc(campDays.id));
  return {
    /** The club's camps (or the one), with their venue's name. */
    findCamps(clubId: number, campId?: number) {
      return db
        .select({ camp: camps, venueName: venues.name })
        .from(camps)
        .innerJoin(venues, eq(venues.id, camps.venueId))
        .where(and(eq(camps.clubId, clubId), campId === undefined ? undefined : eq(camps.id, campId)))
        .orderBy(asc(camps.id));
    },

    findWeeks: (clubId: number, campIds: number[]) => campWeeksOf(db, clubId, campIds),

    /** Where one of the club's camps meets. */
    async venueOfCamp(clubId: number, campId: number) {
      const [row] = await db
        .select({ name: venues.name, address: venues.address, postcode: venues.postcode })
        .from(camps)
        .innerJoin(venues, eq(venues.id, camps.venueId))
        .where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
      return row ?? null;
    },

    /** Confirmed places on the club's camp days, per camp. */
    bookingsPerCamp(clubId: number) {
      return db
        .select({ campId: campWeeks.campId, count: count() })
        .from(bookings)
        .innerJoin(campDays, eq(campDays.id, bookings.campDayId))
        .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .where(confirmedAt(clubId))
        .groupBy(campWeeks.campId)
        .orderBy(asc(campWeeks.campId));
    },

    /** The camp lines (a child's week or days) of the club's orders in a status, per camp: how many, and their amount after discounts. */
    campLinesPerCamp(clubId: number, status: 'completed' | 'pending') {
      return db
        .select({
          campId: sql<number>`${orderLines.campId}`,
          count: count(),
          amount: sql<number>`sum(${orderLines.payable})::int`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.clubId, clubId),
            eq(orders.status, status),
            inArray(orderLines.type, ['camp-week', 'camp-days']),
            isNotNull(orderLines.campId),
          ),
        )
        .groupBy(orderLines.campId)
        .orderBy(asc(orderLines.campId));
    },

    /** The weeks' days in time order, with their confirmed places counted. */
    findDays(clubId: number, weekIds: number[]) {
      if (weekIds.length === 0) return Promise.resolve([]);
      return daysWhere(clubId, inArray(campDays.campWeekId, weekIds));
    },

    /** One of the club's camp days, with its week's camp; null when there is none. */
    async findDay(clubId: number, dayId: number) {
      const [day] = await daysWhere(clubId, eq(campDays.id, dayId));
      if (!day) return null;
      const [week] = await db
        .select({ campId: campWeeks.campId })
        .from(campWeeks)
        .where(and(eq(campWeeks.clubId, clubId), eq(campWeeks.id, day.weekId)));
      return week ? { ...day, campId: week.campId } : null;
    },

    /** One of the club's camp weeks; null when there is none. */
    async findWeek(clubId: number, weekId: number) {
      const [row] = await db
        .select()
        .from(campWeeks)
        .where(and(eq(campWeeks.clubId, clubId), eq(campWeeks.id, weekId)));
      return row ?? null;
    },

    async setDayType(clubId: number, dayId: number, sessionType: string): Promise<void> {
      await db
        .update(campDays)
        .set({ sessionType })
        .where(and(eq(campDays.clubId, clubId), eq(campDays.id, dayId)));
    },

    async countConfirmedBookings(clubId: number, dayIds: number[]): Promise<number> {
      if (dayIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(confirmedAt(clubId), inArray(bookings.campDayId, dayIds)));
      return row?.n ?? 0;
    },

    async insertCamp(clubId: number, camp: CampRow): Promise<number> {
      const [row] = await db
        .insert(camps)
        .values({ clubId, ...camp })
        .returning({ id: camps.id });
      return row.id;
    },

    async updateCamp(clubId: number, campId: number, camp: CampRow): Promise<void> {
      await db
        .update(camps)
        .set(camp)
        .where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
    },

    /** Publishes (draft false) or unpublishes one of the club's camps. */
    async setDraft(clubId: number, campId: number, draft: boolean): Promise<void> {
      await db
        .update(camps)
        .set({ draft })
        .where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
    },

    /** Deletes a camp; its weeks, days, holds and cancelled bookings cascade. */
    async deleteCamp(clubId: number, campId: number): Promise<void> {
      await db.delete(camps).where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
    },

    async insertWeek(clubId: number, campId: number, name: string): Promise<number> {
      const [row] = await db.insert(campWeeks).values({ clubId, campId, name }).returning({ id: campWeeks.id });
      return row.id;
    },

    /** Renames one of the club's camp weeks; null when there is no such week. */
    async renameWeek(clubId: number, weekId: number, name: string) {
      const [row] = await db
        .update(campWeeks)
        .set({ name })
        .where(and(eq(campWeeks.clubId, clubId), eq(campWeeks.id, weekId)))
        .returning({ weekId: campWeeks.id, name: campWeeks.name });
      return row ?? null;
    },

    async deleteWeeks(clubId: number, weekIds: number[]): Promise<void> {
      if (weekIds.length === 0) return;
      await db.delete(campWeeks).where(and(eq(campWeeks.clubId, clubId), inArray(campWeeks.id, weekIds)));
    },

    async insertDays(clubId: number, weekId: number, days: DayInstants[]): Promise<void> {
      if (days.length === 0) return;
      await db.insert(campDays).values(days.map((d) => ({ clubId, campWeekId: weekId, ...d })));
    },

    /** Moves a day's times; the row (and the places booked on it) stays. */
    async updateDay(clubId: number, dayId: number, day: DayInstants): Promise<void> {
      await db
        .update(campDays)
        .set(day)
        .where(and(eq(campDays.clubId, clubId), eq(campDays.id, dayId)));
    },

    async deleteDays(clubId: number, dayIds: number[]): Promise<void> {
      if (dayIds.length === 0) return;
      await db.delete(campDays).where(and(eq(campDays.clubId, clubId), inArray(campDays.id, dayIds)));
    },
  };
}

export type AdminCampsRepository = ReturnType<typeof adminCampsRepository>;
export type CampDayRow = Awaited<ReturnType<AdminCampsRepository['findDays']>>[number];

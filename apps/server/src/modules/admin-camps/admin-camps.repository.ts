import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@clubroom/domain/api';
import type { Db } from '../../db/client.js';
import { campWeeksOf } from '../schedule/index.js';
import {
  bookings,
  campAttendance,
  campDays,
  campWeeks,
  camps,
  children,
  photoPermissions,
  users,
  venues,
} from '../../db/schema/index.js';
import { emergencyContactsByChild } from '../people/index.js';
import { photoAnswerOfBooking, registerChildColumns } from '../registers/index.js';

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
}
export interface DayInstants {
  startsAt: Date;
  endsAt: Date;
}

const confirmedOn = (dayIds: number[]) =>
  and(inArray(bookings.campDayId, dayIds), isNotNull(bookings.campDayId), eq(bookings.status, 'confirmed'));

/** The camps admin's reads and writes; every query is scoped by the club id, so ids never cross clubs. */
export function adminCampsRepository(db: Db) {
  const childrenOn = (clubId: number, dayIds: number[]) =>
    db
      .select({ ...registerChildColumns, dayId: sql<number>`${bookings.campDayId}` })
      .from(bookings)
      .innerJoin(children, eq(children.id, bookings.childId))
      .innerJoin(users, eq(users.id, children.parentUserId))
      .leftJoin(photoPermissions, photoAnswerOfBooking)
      .where(and(eq(bookings.clubId, clubId), confirmedOn(dayIds)))
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
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

    /** The weeks' days in time order, with their confirmed places counted. */
    findDays(clubId: number, weekIds: number[]) {
      if (weekIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: campDays.id,
          weekId: campDays.campWeekId,
          startsAt: campDays.startsAt,
          endsAt: campDays.endsAt,
          // Qualified by hand: with no join, drizzle writes the columns unqualified, and "id" would be the booking's.
          bookingsCount: sql<number>`(select count(*)::int from ${bookings}
            where ${bookings}.camp_day_id = ${campDays}.id and ${bookings}.status = 'confirmed')`,
        })
        .from(campDays)
        .where(and(eq(campDays.clubId, clubId), inArray(campDays.campWeekId, weekIds)))
        .orderBy(asc(campDays.startsAt), asc(campDays.id));
    },

    async countConfirmedBookings(clubId: number, dayIds: number[]): Promise<number> {
      if (dayIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.clubId, clubId), confirmedOn(dayIds)));
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

    /** The children with a confirmed place on a camp day, with their notes, photo answer and parent. */
    dayChildren: (clubId: number, dayId: number) => childrenOn(clubId, [dayId]),

    /** As dayChildren, on any of the days, each row with its day: a child booked on several comes once a day (callers keep one). */
    childrenOn,

    emergencyContacts: (childIds: number[]) => emergencyContactsByChild(db, childIds),

    /** Whether the child has a confirmed place on the camp day. */
    async isBookedOn(clubId: number, dayId: number, childId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.clubId, clubId), eq(bookings.childId, childId), confirmedOn([dayId])))
        .limit(1);
      return row !== undefined;
    },

    /** The marks made on the camp days' registers. */
    async marksOn(clubId: number, dayIds: number[]) {
      if (dayIds.length === 0) return [];
      const rows = await db
        .select({ dayId: campAttendance.campDayId, childId: campAttendance.childId, status: campAttendance.status })
        .from(campAttendance)
        .where(and(eq(campAttendance.clubId, clubId), inArray(campAttendance.campDayId, dayIds)));
      return rows.map((row) => ({ ...row, status: row.status as AttendanceStatus }));
    },

    /** Marks a child on a camp day, replacing an earlier mark: the latest mark, and who made it, stand. */
    async mark(row: {
      clubId: number;
      campDayId: number;
      childId: number;
      status: AttendanceStatus;
      markedByUserId: number;
      markedAt: Date;
    }): Promise<{ markedAt: Date }> {
      const { status, markedByUserId, markedAt } = row;
      const [saved] = await db
        .insert(campAttendance)
        .values(row)
        .onConflictDoUpdate({
          target: [campAttendance.campDayId, campAttendance.childId],
          set: { status, markedByUserId, markedAt },
        })
        .returning({ markedAt: campAttendance.markedAt });
      return saved!;
    },
  };
}

export type AdminCampsRepository = ReturnType<typeof adminCampsRepository>;
export type CampDayRow = Awaited<ReturnType<AdminCampsRepository['findDays']>>[number];

import type { AttendanceStatus } from '@clubroom/domain/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, campAttendance, children, photoPermissions, users } from '../../db/schema/index.js';
import { placedAt } from '../booking/index.js';
import { emergencyContactsByChild } from '../people/index.js';
import { photoAnswerOfBooking, registerChildColumns } from './register-child.repository.js';

const placedOn = (clubId: number, dayIds: number[]) => and(placedAt(clubId), inArray(bookings.campDayId, dayIds));

/** A camp's registers: who is booked on its days, whom to call, and the marks (this module writes `camp_attendance`). */
export function campRegistersRepository(db: Db) {
  const childrenOn = (clubId: number, dayIds: number[]) =>
    db
      .select({ ...registerChildColumns, dayId: sql<number>`${bookings.campDayId}` })
      .from(bookings)
      .innerJoin(children, eq(children.id, bookings.childId))
      .innerJoin(users, eq(users.id, children.parentUserId))
      .leftJoin(photoPermissions, photoAnswerOfBooking)
      .where(placedOn(clubId, dayIds))
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
  return {
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
        .where(and(placedOn(clubId, [dayId]), eq(bookings.childId, childId)))
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

export type CampRegistersRepository = ReturnType<typeof campRegistersRepository>;

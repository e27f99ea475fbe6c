import type { AttendanceStatus, RegisterRun } from '@clubroom/domain/api';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attendance,
  bookings,
  campCoaches,
  campDays,
  campWeeks,
  camps,
  children,
  orders,
  photoPermissions,
  runCoaches,
  runSessions,
  runs,
  terms,
  users,
  venues,
} from '../../db/schema/index.js';
import { placeBookedAt, placedAt } from '../booking/index.js';
import { emergencyContactsByChild } from '../people/index.js';
import { coachesOn, type CoachedThing } from '../coaches/index.js';
import { photoAnswerOfBooking, registerChildColumns } from './register-child.repository.js';
import type { RegisterChildRow } from './register-child.js';

/** A confirmed place on the run, with its child and what the register shows of them. */
export interface BookedChildRow extends RegisterChildRow {
  trialSessionStart: Date | null;
  /** When the place was bought: its order's pricing moment (the booking's own time without an order). */
  bookedAt: Date;
  parentUserId: number;
  parentEmail: string;
}

export interface SessionRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** When the club cancelled it, and why (families were told); null: it happens. */
  cancelledAt?: Date | null;
  cancelReason?: string | null;
}

export interface RegisterSummaryRow extends RegisterRun {
  nextSessionStart: Date | null;
  childrenCount: number;
  ageFrom: number;
  ageTo: number;
  weekMinute: number | null;
}

const runView = {
  runId: runs.id,
  className: runs.className,
  venueName: venues.name,
  termId: terms.id,
  termName: terms.name,
};

/**
 * Registers: a read model over the schedule's runs and sessions, the booking engine's confirmed
 * places and the children they are for, and the attendance marked on them. Every read is scoped by
 * the club.
 */
export function registersRepository(db: Db) {
  return {
    async run(clubId: number, runId: number): Promise<RegisterRun | null> {
      const [row] = await db
        .select(runView)
        .from(runs)
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .innerJoin(terms, eq(terms.id, runs.termId))
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row ?? null;
    },

    /** Whether the person is assigned to the run or camp (`run_coaches`, `camp_coaches`). */
    isCoachOf: (clubId: number, thing: CoachedThing, userId: number) => coachesOn(db).isCoachOf(clubId, thing, userId),

    async camp(clubId: number, campId: number): Promise<{ campId: number; className: string } | null> {
      const [row] = await db
        .select({ campId: camps.id, className: camps.className })
        .from(camps)
        .where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
      return row ?? null;
    },

    sessions: (clubId: number, runId: number): Promise<SessionRow[]> =>
      db
        .select({
          id: runSessions.id,
          startsAt: runSessions.startsAt,
          endsAt: runSessions.endsAt,
          cancelledAt: runSessions.cancelledAt,
          cancelReason: runSessions.cancelReason,
        })
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.runId, runId)))
        .orderBy(asc(runSessions.startsAt), asc(runSessions.id)),

    bookedChildren: (clubId: number, runId: number): Promise<BookedChildRow[]> =>
      db
        .select({
          ...registerChildColumns,
          trialSessionStart: bookings.trialSessionStart,
          bookedAt: placeBookedAt(),
          parentUserId: users.id,
          parentEmail: users.email,
        })
        .from(bookings)
        .innerJoin(children, eq(children.id, bookings.childId))
        .innerJoin(users, eq(users.id, children.parentUserId))
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .leftJoin(photoPermissions, photoAnswerOfBooking)
        .where(and(placedAt(clubId), eq(bookings.runId, runId)))
        .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id)),

    emergencyContacts: (childIds: number[]) => emergencyContactsByChild(db, childIds),

    attendance: (clubId: number, runId: number) =>
      db
        .select({ sessionId: attendance.runSessionId, childId: attendance.childId, status: attendance.status })
        .from(attendance)
        .innerJoin(runSessions, eq(runSessions.id, attendance.runSessionId))
        .where(and(eq(attendance.clubId, clubId), eq(runSessions.runId, runId)))
        .then((rows) => rows.map((row) => ({ ...row, status: row.status as AttendanceStatus }))),

    async session(clubId: number, runId: number, sessionId: number): Promise<SessionRow | null> {
      const [row] = await db
        .select({ id: runSessions.id, startsAt: runSessions.startsAt, endsAt: runSessions.endsAt })
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.runId, runId), eq(runSessions.id, sessionId)));
      return row ?? null;
    },

    /** The child's confirmed places on the run (a trial and a later term place may both be there). */
    placesOf: (clubId: number, runId: number, childId: number) =>
      db
        .select({ trialSessionStart: bookings.trialSessionStart, bookedAt: placeBookedAt() })
        .from(bookings)
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .where(and(placedAt(clubId), eq(bookings.runId, runId), eq(bookings.childId, childId))),

    /** Marks a child at a session, replacing an earlier mark: the latest mark, and who made it, stand. */
    async mark(row: {
      clubId: number;
      runSessionId: number;
      childId: number;
      status: AttendanceStatus;
      markedByUserId: number;
      markedAt: Date;
    }): Promise<{ markedAt: Date }> {
      const { status, markedByUserId, markedAt } = row;
      const [saved] = await db
        .insert(attendance)
        .values(row)
        .onConflictDoUpdate({
          target: [attendance.runSessionId, attendance.childId],
          set: { status, markedByUserId, markedAt },
        })
        .returning({ markedAt: attendance.markedAt });
      return saved;
    },

    /**
     * The runs of terms not yet over, with their next session (one not yet ended, not cancelled) and how many
     * children are booked; only those a coach is assigned to when `coachUserId` is given.
     */
    summaries(clubId: number, now: Date, coachUserId: number | null): Promise<RegisterSummaryRow[]> {
      const nextSession = db
        .select({ runId: runSessions.runId, startsAt: sql<Date>`min(${runSessions.startsAt})`.as('next_start') })
        .from(runSessions)
        // A session the club cancelled is no next session: nobody comes to it.
        .where(and(eq(runSessions.clubId, clubId), gt(runSessions.endsAt, now), isNull(runSessions.cancelledAt)))
        .groupBy(runSessions.runId)
        .as('next_session');
      const booked = db
        .select({ runId: bookings.runId, count: sql<number>`count(*)::int`.as('children_count') })
        .from(bookings)
        .where(and(placedAt(clubId), isNotNull(bookings.runId)))
        .groupBy(bookings.runId)
        .as('booked');
      const assigned =
        coachUserId === null
          ? undefined
          : inArray(
              runs.id,
              db
                .select({ runId: runCoaches.runId })
                .from(runCoaches)
                .where(and(eq(runCoaches.clubId, clubId), eq(runCoaches.userId, coachUserId))),
            );
      return db
        .select({
          ...runView,
          nextSessionStart: sql<Date | null>`${nextSession.startsAt}`.mapWith((value: string | Date) =>
            value === null ? null : new Date(value),
          ),
          childrenCount: sql<number>`coalesce(${booked.count}, 0)`.mapWith(Number),
          ageFrom: runs.ageFromMonths,
          ageTo: runs.ageToMonths,
          // The first weekly class time in a Monday-first week (day_of_week 0 is Sunday), as the schedule orders runs.
          weekMinute: sql<
            number | null
          >`(select min(((ct.day_of_week + 6) % 7) * 1440 + ct.start_hour * 60 + ct.start_minute)
            from run_class_times ct where ct.run_id = ${runs.id})`.mapWith((value: number | string | null) =>
            value === null ? null : Number(value),
          ),
        })
        .from(runs)
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .innerJoin(terms, eq(terms.id, runs.termId))
        .leftJoin(nextSession, eq(nextSession.runId, runs.id))
        .leftJoin(booked, eq(booked.runId, runs.id))
        .where(and(eq(runs.clubId, clubId), gt(terms.endsAt, now), assigned))
        .orderBy(sql`${nextSession.startsAt} nulls last`, asc(runs.className), asc(runs.id));
    },

    /**
     * The weeks not yet over of the club's camps, each with its first day's start, in date order;
     * only those of the camps a coach is on when `coachUserId` is given.
     */
    campWeeksAhead(clubId: number, now: Date, coachUserId: number | null) {
      const onCamp =
        coachUserId === null
          ? undefined
          : inArray(
              camps.id,
              db
                .select({ campId: campCoaches.campId })
                .from(campCoaches)
                .where(and(eq(campCoaches.clubId, clubId), eq(campCoaches.userId, coachUserId))),
            );
      const firstStart = sql<Date>`min(${campDays.startsAt})`.mapWith((value: string | Date) => new Date(value));
      return db
        .select({
          campId: camps.id,
          className: camps.className,
          venueName: venues.name,
          weekId: campWeeks.id,
          weekName: campWeeks.name,
          firstStart,
        })
        .from(campWeeks)
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .innerJoin(venues, eq(venues.id, camps.venueId))
        .innerJoin(campDays, eq(campDays.campWeekId, campWeeks.id))
        .where(and(eq(campWeeks.clubId, clubId), onCamp))
        .groupBy(camps.id, camps.className, venues.name, campWeeks.id, campWeeks.name)
        .having(gt(sql`max(${campDays.endsAt})`, now))
        .orderBy(sql`min(${campDays.startsAt})`, asc(campWeeks.id));
    },
  };
}

export type RegistersRepository = ReturnType<typeof registersRepository>;

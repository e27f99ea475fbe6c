import type { AnalyticsSource } from '@clubroom/domain/api';
import { and, asc, between, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, camps, orders, runs, terms } from '../../db/schema/index.js';
import {
  scheduleAnalyticsCounts as counts,
  scheduleAnalyticsSalts as salts,
  scheduleAnalyticsVisitors as visitors,
} from '../../db/schema/schedule-analytics.js';
import { placeBookedAt, placedAt } from '../booking/index.js';

/** A counter's kind: a schedule view, a distinct visitor of the day, a filter used, an Info & Booking link followed. */
export type CountKind = 'view' | 'visitor' | 'filter' | 'click';

export interface CountRow {
  day: string;
  kind: CountKind;
  subject: string;
  source: AnalyticsSource;
  count: number;
}

/** The schedule analytics' counters (owned here) and the reads their report needs, every query scoped by the club. */
export function scheduleAnalyticsRepository(db: Db) {
  return {
    /** Adds one to the club's counter of the day, for where the schedule was seen. */
    async count(clubId: number, day: string, source: AnalyticsSource, kind: CountKind, subject = '') {
      await db
        .insert(counts)
        .values({ clubId, day, kind, subject, source, count: 1 })
        .onConflictDoUpdate({
          target: [counts.clubId, counts.day, counts.kind, counts.subject, counts.source],
          set: { count: sql`${counts.count} + 1` },
        });
    },
    /** The day's salt, made on the day's first visit; every earlier salt and visitor hash is deleted then. */
    async saltOf(day: string, fresh: string): Promise<string> {
      const [made] = await db.insert(salts).values({ day, salt: fresh }).onConflictDoNothing().returning();
      if (made) {
        await db.delete(salts).where(lt(salts.day, day));
        await db.delete(visitors).where(lt(visitors.day, day));
        return made.salt;
      }
      const [row] = await db.select({ salt: salts.salt }).from(salts).where(eq(salts.day, day));
      return row.salt;
    },
    /** Notes the visitor's hash of the day: true when it is the day's first visit. */
    async firstVisit(clubId: number, day: string, visitorHash: string): Promise<boolean> {
      const made = await db.insert(visitors).values({ clubId, day, visitorHash }).onConflictDoNothing().returning();
      return made.length > 0;
    },
    /** Whether the run is one of the club's public ones (on the schedule: not a draft). */
    async publicRun(clubId: number, runId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.id, runId), eq(runs.clubId, clubId), eq(runs.draft, false)));
      return row !== undefined;
    },
    async publicCamp(clubId: number, campId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: camps.id })
        .from(camps)
        .where(and(eq(camps.id, campId), eq(camps.clubId, clubId), eq(camps.draft, false)));
      return row !== undefined;
    },
    /** The club's counters from one club-local day to another, both included. */
    countsBetween(clubId: number, from: string, to: string): Promise<CountRow[]> {
      return db
        .select({
          day: counts.day,
          kind: sql<CountKind>`${counts.kind}`,
          subject: counts.subject,
          source: sql<AnalyticsSource>`${counts.source}`,
          count: counts.count,
        })
        .from(counts)
        .where(and(eq(counts.clubId, clubId), between(counts.day, from, to)))
        .orderBy(asc(counts.day));
    },
    /** Places booked on the club's runs in a window (when bought), each with its club-local day and run. */
    placesBookedBetween(clubId: number, from: Date, to: Date, timeZone: string) {
      const bookedAt = placeBookedAt();
      const day = sql<string>`to_char(${bookedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return (
        db
          .select({ day, runId: bookings.runId, places: sql<number>`count(*)::int` })
          .from(bookings)
          .leftJoin(orders, eq(orders.id, bookings.orderId))
          .where(and(placedAt(clubId), isNotNull(bookings.runId), gte(bookedAt, from), lt(bookedAt, to)))
          // By position: the day's expression carries the zone as a parameter, which GROUP BY would not match.
          .groupBy(sql`1`, sql`2`)
      );
    },
    /** The names of the club's runs and camps (with the run's term), for the report's rows. */
    async namesOf(clubId: number, runIds: number[], campIds: number[]) {
      const [runRows, campRows] = await Promise.all([
        runIds.length === 0
          ? []
          : db
              .select({ id: runs.id, className: runs.className, termName: terms.name })
              .from(runs)
              .innerJoin(terms, eq(terms.id, runs.termId))
              .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds))),
        campIds.length === 0
          ? []
          : db
              .select({ id: camps.id, name: camps.className })
              .from(camps)
              .where(and(eq(camps.clubId, clubId), inArray(camps.id, campIds))),
      ]);
      return { runs: runRows, camps: campRows };
    },
  };
}

export type ScheduleAnalyticsRepository = ReturnType<typeof scheduleAnalyticsRepository>;

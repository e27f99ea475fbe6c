import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RunPlanBody } from '@clubroom/domain/api';
import type { Db } from '../../db/client.js';
import { classTimesOfRuns } from '../schedule/index.js';
import {
  bookings,
  holds,
  runClassTimes,
  runPlans,
  runSessions,
  runSkippedDates,
  runs,
  termBreaks,
  terms,
  venues,
} from '../../db/schema/index.js';
import { toEpoch } from '../../lib/epoch.js';

/** A term's row as this module writes it: instants of its first day's start and the day after its last. */
export interface TermRow {
  name: string;
  startsAt: Date;
  endsAt: Date;
}
export interface BreakRow {
  name: string;
  from: string;
  to: string;
}
export interface RunRow {
  venueId: number;
  className: string;
  capacity: number;
  ageFromMonths: number;
  ageToMonths: number;
  pricePerSession: number;
  pricePerTerm: number;
  trialSessions: number;
  trialPrice: number;
  /** Left out: unchanged. */
  inviteOnly?: boolean;
  /** Left out: unchanged (published); a run added from the admin starts as a draft. */
  draft?: boolean;
}
export interface ClassTimeRow {
  dayOfWeek: number;
  startHour: number;
  startMinute: number;
  durationMinutes: number;
}

const confirmed = and(isNotNull(bookings.runId), eq(bookings.status, 'confirmed'));

/** The schedule admin's reads and writes; every query is scoped by the club id, so ids never cross clubs. */
export function adminScheduleRepository(db: Db) {
  return {
    findTerms(clubId: number) {
      return db.select().from(terms).where(eq(terms.clubId, clubId)).orderBy(desc(terms.startsAt), desc(terms.id));
    },

    async findTerm(clubId: number, termId: number) {
      const [row] = await db
        .select()
        .from(terms)
        .where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
      return row ?? null;
    },

    findBreaks(clubId: number, termIds: number[]) {
      if (termIds.length === 0) return Promise.resolve([]);
      return db
        .select({ termId: termBreaks.termId, name: termBreaks.name, from: termBreaks.startsOn, to: termBreaks.endsOn })
        .from(termBreaks)
        .where(and(eq(termBreaks.clubId, clubId), inArray(termBreaks.termId, termIds)))
        .orderBy(asc(termBreaks.startsOn), asc(termBreaks.id));
    },

    /** Runs of the given terms, or the one run, with their venue's name and confirmed bookings and sessions counted. */
    findRuns(clubId: number, where: { termIds: number[] } | { runId: number }) {
      if ('termIds' in where && where.termIds.length === 0) return Promise.resolve([]);
      const scope = 'runId' in where ? eq(runs.id, where.runId) : inArray(runs.termId, where.termIds);
      return db
        .select({
          run: runs,
          venueName: venues.name,
          plan: { monthlyPrice: runPlans.monthlyPrice, trialDays: runPlans.trialDays, billingDay: runPlans.billingDay },
          bookingsCount: sql<number>`(select count(*)::int from ${bookings}
            where ${bookings.runId} = ${runs.id} and ${bookings.status} = 'confirmed')`,
          sessionsCount: sql<number>`(select count(*)::int from ${runSessions}
            where ${runSessions.runId} = ${runs.id} and ${runSessions.cancelledAt} is null)`,
        })
        .from(runs)
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .leftJoin(runPlans, eq(runPlans.runId, runs.id))
        .where(and(eq(runs.clubId, clubId), scope))
        .orderBy(asc(runs.id));
    },

    findClassTimes: (clubId: number, runIds: number[]) => classTimesOfRuns(db, clubId, runIds),

    async findSkippedDates(clubId: number, runId: number): Promise<string[]> {
      const rows = await db
        .select({ on: runSkippedDates.skippedOn })
        .from(runSkippedDates)
        .where(and(eq(runSkippedDates.clubId, clubId), eq(runSkippedDates.runId, runId)));
      return rows.map((r) => r.on);
    },

    async countConfirmedBookings(clubId: number, runIds: number[]): Promise<number> {
      if (runIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.clubId, clubId), inArray(bookings.runId, runIds), confirmed));
      return row?.n ?? 0;
    },

    /** Places of these runs held in orders waiting for payment (a basket's holds are not: they just go). */
    async countPendingOrderHolds(clubId: number, runIds: number[], now: Date): Promise<number> {
      if (runIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(holds)
        .where(
          and(
            eq(holds.clubId, clubId),
            inArray(holds.runId, runIds),
            isNotNull(holds.orderId),
            gt(holds.expiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** The sessions confirmed trials are booked into, from `from` on (epoch seconds). */
    async findBookedTrialStarts(clubId: number, runId: number, from: Date): Promise<number[]> {
      const rows = await db
        .select({ at: bookings.trialSessionStart })
        .from(bookings)
        .where(
          and(
            eq(bookings.clubId, clubId),
            eq(bookings.runId, runId),
            confirmed,
            eq(bookings.kind, 'trial'),
            gte(bookings.trialSessionStart, from),
          ),
        );
      return rows.flatMap((r) => (r.at ? [toEpoch(r.at)] : []));
    },

    async findRunIdsOfTerm(clubId: number, termId: number): Promise<number[]> {
      const rows = await db
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.clubId, clubId), eq(runs.termId, termId)))
        .orderBy(asc(runs.id));
      return rows.map((r) => r.id);
    },

    async insertTerm(clubId: number, term: TermRow): Promise<number> {
      const [row] = await db
        .insert(terms)
        .values({ clubId, ...term })
        .returning({ id: terms.id });
      return row.id;
    },

    async updateTerm(clubId: number, termId: number, term: TermRow): Promise<void> {
      await db
        .update(terms)
        .set(term)
        .where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
    },

    /** Replaces a term's breaks with these. */
    async replaceBreaks(clubId: number, termId: number, breaks: BreakRow[]): Promise<void> {
      await db.delete(termBreaks).where(and(eq(termBreaks.clubId, clubId), eq(termBreaks.termId, termId)));
      if (breaks.length === 0) return;
      await db
        .insert(termBreaks)
        .values(breaks.map((b) => ({ clubId, termId, name: b.name, startsOn: b.from, endsOn: b.to })));
    },

    /** Deletes a term; its breaks, runs and their sessions go with it (the foreign keys cascade). */
    async deleteTerm(clubId: number, termId: number): Promise<void> {
      await db.delete(terms).where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
    },

    async insertRun(clubId: number, termId: number, run: RunRow): Promise<number> {
      const [row] = await db
        .insert(runs)
        .values({ clubId, termId, ...run })
        .returning({ id: runs.id });
      return row.id;
    },

    async updateRun(clubId: number, runId: number, run: RunRow): Promise<void> {
      await db
        .update(runs)
        .set(run)
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
    },

    /** Sells the run as this monthly plan, or (null) not as one; the parents' subscriptions are not touched. */
    async replacePlan(clubId: number, runId: number, plan: RunPlanBody | null): Promise<void> {
      await db.delete(runPlans).where(and(eq(runPlans.clubId, clubId), eq(runPlans.runId, runId)));
      if (plan) await db.insert(runPlans).values({ clubId, runId, ...plan });
    },

    async replaceClassTimes(clubId: number, runId: number, times: ClassTimeRow[]): Promise<void> {
      await db.delete(runClassTimes).where(and(eq(runClassTimes.clubId, clubId), eq(runClassTimes.runId, runId)));
      await db.insert(runClassTimes).values(times.map((t) => ({ clubId, runId, ...t })));
    },

    /** A run's sessions starting at or after `from`, in order (one-off dates marked: they are no class time's). */
    findSessionsFrom(clubId: number, runId: number, from: Date) {
      return db
        .select({
          id: runSessions.id,
          startsAt: runSessions.startsAt,
          endsAt: runSessions.endsAt,
          oneOff: runSessions.oneOff,
        })
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.runId, runId), gte(runSessions.startsAt, from)))
        .orderBy(asc(runSessions.startsAt));
    },

    async deleteSessions(clubId: number, sessionIds: number[]): Promise<void> {
      if (sessionIds.length === 0) return;
      await db.delete(runSessions).where(and(eq(runSessions.clubId, clubId), inArray(runSessions.id, sessionIds)));
    },

    async insertSessions(clubId: number, runId: number, sessions: { startsAt: Date; endsAt: Date }[]): Promise<void> {
      if (sessions.length === 0) return;
      await db.insert(runSessions).values(sessions.map((s) => ({ clubId, runId, ...s })));
    },

    /** Publishes (draft false) or unpublishes runs of the club; answers the ids changed. */
    async setDraft(clubId: number, runIds: number[], draft: boolean): Promise<number[]> {
      if (runIds.length === 0) return [];
      const rows = await db
        .update(runs)
        .set({ draft })
        .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds), eq(runs.draft, !draft)))
        .returning({ id: runs.id });
      return rows.map((r) => r.id);
    },

    /** Deletes a run; its class times, sessions, skipped dates, holds and cancelled bookings cascade. */
    async deleteRun(clubId: number, runId: number): Promise<void> {
      await db.delete(runs).where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
    },
  };
}

export type AdminScheduleRepository = ReturnType<typeof adminScheduleRepository>;

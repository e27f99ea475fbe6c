import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runSessions, runs, terms, venues } from '../../db/schema/index.js';

/** A session of a run as the schedule admin changes it: its times, whether the club added it, and its cancel. */
export interface RunSessionRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  oneOff: boolean;
  cancelledAt: Date | null;
  cancelReason: string | null;
}

const sessionColumns = {
  id: runSessions.id,
  startsAt: runSessions.startsAt,
  endsAt: runSessions.endsAt,
  oneOff: runSessions.oneOff,
  cancelledAt: runSessions.cancelledAt,
  cancelReason: runSessions.cancelReason,
};

/** A run's single sessions: listed, one added, one cancelled or put back on; every query scoped by the club. */
export function runSessionDatesRepository(db: Db) {
  return {
    /** The run with its venue and term, as its dates page names it. */
    async runOf(clubId: number, runId: number) {
      const [row] = await db
        .select({ run: runs, venueName: venues.name, term: terms })
        .from(runs)
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .innerJoin(terms, eq(terms.id, runs.termId))
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row ?? null;
    },

    /** Locks the run's row until the transaction ends: changes to its sessions take turns. */
    async lockRun(clubId: number, runId: number): Promise<void> {
      await db
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)))
        .for('update');
    },

    sessionsOf: (clubId: number, runId: number): Promise<RunSessionRow[]> =>
      db
        .select(sessionColumns)
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.runId, runId)))
        .orderBy(asc(runSessions.startsAt), asc(runSessions.id)),

    /** One session of the run, locked (`for update`) inside a transaction so two changes to it take turns. */
    async sessionOf(clubId: number, runId: number, sessionId: number, lock = false): Promise<RunSessionRow | null> {
      const query = db
        .select(sessionColumns)
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.runId, runId), eq(runSessions.id, sessionId)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A session by its id alone, with its run's id and class name (a job knows only the session). */
    async sessionById(clubId: number, sessionId: number) {
      const [row] = await db
        .select({ ...sessionColumns, runId: runSessions.runId, className: runs.className })
        .from(runSessions)
        .innerJoin(runs, eq(runs.id, runSessions.runId))
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.id, sessionId)));
      return row ?? null;
    },

    async addOneOff(clubId: number, runId: number, times: { startsAt: Date; endsAt: Date }): Promise<RunSessionRow> {
      const [row] = await db
        .insert(runSessions)
        .values({ clubId, runId, ...times, oneOff: true })
        .returning(sessionColumns);
      return row;
    },

    /** Marks the session cancelled (with the reason families are told), or (null) happening again. */
    async setCancelled(
      clubId: number,
      sessionId: number,
      cancelled: { at: Date; reason: string | null } | null,
    ): Promise<RunSessionRow> {
      const [row] = await db
        .update(runSessions)
        .set({ cancelledAt: cancelled?.at ?? null, cancelReason: cancelled?.reason ?? null })
        .where(and(eq(runSessions.clubId, clubId), eq(runSessions.id, sessionId)))
        .returning(sessionColumns);
      return row;
    },
  };
}
export type RunSessionDatesRepository = ReturnType<typeof runSessionDatesRepository>;

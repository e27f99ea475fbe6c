import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { holds, runSessions, runs } from '../../db/schema/index.js';
import type { HoldRow } from './places.repository.js';

/** A session of a run that the club cancelled, with the class's name a parent is told. */
export interface CancelledSessionRow {
  runId: number;
  className: string;
  startsAt: Date;
}

/** The sessions the club cancelled, as booking reads them: what a place may no longer be booked or paid for. */
export function cancelledSessionsRepository(db: Db) {
  return {
    /** The cancelled sessions of these runs of the club, in order. */
    of: (clubId: number, runIds: number[]): Promise<CancelledSessionRow[]> =>
      runIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ runId: runSessions.runId, className: runs.className, startsAt: runSessions.startsAt })
            .from(runSessions)
            .innerJoin(runs, eq(runs.id, runSessions.runId))
            .where(
              and(
                eq(runSessions.clubId, clubId),
                inArray(runSessions.runId, runIds),
                isNotNull(runSessions.cancelledAt),
              ),
            )
            .orderBy(asc(runSessions.startsAt)),

    /**
     * Deletes the run's basket holds (in no order yet) of trials whose session is cancelled: a trial is that one
     * session, so nothing is left to hold. Answers the holds deleted.
     */
    releaseCancelledTrials: (clubId: number, runId: number): Promise<HoldRow[]> =>
      db
        .delete(holds)
        .where(
          and(
            eq(holds.clubId, clubId),
            eq(holds.runId, runId),
            eq(holds.kind, 'trial'),
            isNull(holds.orderId),
            sql`exists (select 1 from ${runSessions} s where s.run_id = ${holds.runId}
              and s.starts_at = ${holds.trialSessionStart} and s.cancelled_at is not null)`,
          ),
        )
        .returning(),
  };
}
export type CancelledSessionsRepository = ReturnType<typeof cancelledSessionsRepository>;

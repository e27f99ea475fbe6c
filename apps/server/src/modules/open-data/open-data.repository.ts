import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One entry of the open-data change log with the session and class it names (all null once the session is deleted). */
export interface OpenDataRow {
  sessionId: number;
  modified: number;
  /** Deleted, or no longer public (its class is a draft or invite-only): a tombstone. */
  gone: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  cancelled: boolean;
  runId: number | null;
  className: string | null;
  venueName: string | null;
}

interface RawRow {
  session_id: number;
  modified: string;
  gone: boolean;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  cancelled: boolean;
  run_id: number | null;
  class_name: string | null;
  venue_name: string | null;
}

// Raw SQL answers timestamps as text on PGlite and as Date on node-postgres.
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The open-data change log (`open_data_sessions`, kept by triggers), read in feed order. */
export function openDataRepository(db: Db) {
  return {
    /**
     * A page of a club's entries after (modified, session id), in that order: only those written by transactions
     * older than every transaction still running (`pg_snapshot_xmin`), so none can commit behind the page.
     */
    async pageOf(
      clubId: number,
      after: { modified: number; id: number } | null,
      limit: number,
    ): Promise<OpenDataRow[]> {
      const result = await db.execute(sql`
        select o.session_id, o.modified::text as modified,
          (o.deleted or s.id is null or r.draft or r.invite_only) as gone,
          s.starts_at, s.ends_at, s.cancelled_at is not null as cancelled,
          r.id as run_id, r.class_name, v.name as venue_name
        from open_data_sessions o
        left join run_sessions s on s.id = o.session_id
        left join runs r on r.id = s.run_id
        left join venues v on v.id = r.venue_id
        where o.club_id = ${clubId}
          and o.modified < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
          ${after ? sql`and (o.modified, o.session_id) > (${after.modified}::bigint, ${after.id}::integer)` : sql``}
        order by o.modified, o.session_id
        limit ${limit}`);
      return (result as unknown as { rows: RawRow[] }).rows.map((r) => ({
        sessionId: r.session_id,
        modified: Number(r.modified),
        gone: r.gone,
        startsAt: dateOrNull(r.starts_at),
        endsAt: dateOrNull(r.ends_at),
        cancelled: r.cancelled ?? false,
        runId: r.run_id,
        className: r.class_name,
        venueName: r.venue_name,
      }));
    },
  };
}

export type OpenDataRepository = ReturnType<typeof openDataRepository>;

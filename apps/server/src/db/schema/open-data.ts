import { bigint, boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The change log of the open-data feed (RPDE) of runs' sessions: one row per session ever written, kept by triggers on
 * `run_sessions` and `runs` (migration 0040; no module writes it), so a deleted session stays as a tombstone.
 * `modified` is the id of the transaction that last changed the session or its run (`pg_current_xact_id()`): the
 * feed pages by (modified, session_id) and serves only rows of transactions older than every one still running, so
 * a change committed late can never land behind a page an aggregator has already read.
 */
export const openDataSessions = pgTable(
  'open_data_sessions',
  {
    sessionId: integer('session_id').primaryKey(),
    // No foreign key: a club's deletion cascades to its sessions, whose triggers write here as it goes.
    clubId: integer('club_id').notNull(),
    modified: bigint('modified', { mode: 'number' }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('open_data_sessions_club_modified_idx').on(t.clubId, t.modified, t.sessionId)],
);

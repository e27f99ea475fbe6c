import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { children, users } from './people.js';
import { runSessions } from './schedule.js';

/**
 * A child's attendance at one session of a run, as staff marked it on the register: one row per
 * session and child, overwritten when marked again (the latest mark and who made it).
 */
export const attendance = pgTable(
  'attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    runSessionId: integer('run_session_id')
      .notNull()
      .references(() => runSessions.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** present | absent */
    status: varchar('status', { length: 8 }).notNull(),
    markedByUserId: integer('marked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('attendance_session_child_uq').on(t.runSessionId, t.childId),
    index('attendance_club_idx').on(t.clubId),
  ],
);

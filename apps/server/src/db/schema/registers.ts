import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubIdColumn } from './clubs.js';
import { children, users } from './people.js';
import { campDays, camps, runs, runSessions } from './schedule.js';

/**
 * A child's attendance at one session of a run, as staff marked it on the register: one row per
 * session and child, overwritten when marked again (the latest mark and who made it).
 */
export const attendance = pgTable(
  'attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
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

/** A child's attendance on one day of a camp, as staff marked it on the camp's day register (as `attendance`). */
export const campAttendance = pgTable(
  'camp_attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    campDayId: integer('camp_day_id')
      .notNull()
      .references(() => campDays.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** present | absent */
    status: varchar('status', { length: 8 }).notNull(),
    markedByUserId: integer('marked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('camp_attendance_day_child_uq').on(t.campDayId, t.childId),
    index('camp_attendance_club_idx').on(t.clubId),
  ],
);

/**
 * An email address a club invited to book an invite-only run or camp (exactly one of the two). Stored lower-cased;
 * inviting again refreshes `invitedAt`. Only invited addresses may book an invite-only run or camp.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id').references(() => runs.id, { onDelete: 'cascade' }),
    campId: integer('camp_id').references(() => camps.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invitations_run_email_uq').on(t.runId, t.email),
    uniqueIndex('invitations_camp_email_uq').on(t.campId, t.email),
    index('invitations_club_idx').on(t.clubId),
    check('invitations_one_target', sql`(${t.runId} is null) <> (${t.campId} is null)`),
  ],
);

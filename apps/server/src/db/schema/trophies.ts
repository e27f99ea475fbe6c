import { index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubIdColumn } from './clubs.js';
import { children, users } from './people.js';
import { runs } from './schedule.js';

// Owned by modules/trophies: only it imports this file (.dependency-cruiser.cjs, "table-owners"); other modules
// reach trophies through its index.ts. Not re-exported by index.ts for that reason (drizzle.config.ts names it).

/**
 * A level or badge a club defines for one activity: the class name of its runs (`runs.class_name`), ordered by
 * `position` within the activity (1 first).
 */
export const trophies = pgTable(
  'trophies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    activity: varchar('activity', { length: 120 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    position: smallint('position').notNull(),
    /** 6 lower-case hex digits without '#'. */
    colour: varchar('colour', { length: 6 }).notNull(),
    /** Its picture, uploaded (`trophies/<uuid>.png|jpg`, a key of the server's making), and its type judged from its bytes. */
    imageKey: varchar('image_key', { length: 80 }),
    imageType: varchar('image_type', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('trophies_club_activity_name_uq').on(t.clubId, t.activity, t.name)],
);

/**
 * A trophy awarded to a child (once: awarding again changes nothing), on the run whose register it was given from.
 * A trophy someone holds cannot be removed (`no action`, checked at the statement's end so a club's own deletion cascades): it is the child's history.
 */
export const trophyAwards = pgTable(
  'trophy_awards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    trophyId: integer('trophy_id')
      .notNull()
      .references(() => trophies.id, { onDelete: 'no action' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    runId: integer('run_id').references(() => runs.id, { onDelete: 'set null' }),
    awardedByUserId: integer('awarded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    /** When its family's email was queued (after the undo window); null until then. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trophy_awards_trophy_child_uq').on(t.trophyId, t.childId),
    index('trophy_awards_club_child_idx').on(t.clubId, t.childId),
  ],
);

/** "Ready to move up": a coach's marker on a run's register that a child should go up a level next term. */
export const moveUpMarks = pgTable(
  'move_up_marks',
  {
    clubId: clubIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    markedByUserId: integer('marked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.childId] })],
);

import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubIdColumn } from './clubs.js';
import { children, users } from './people.js';
import { runs, terms } from './schedule.js';

/**
 * A timed priority offer (modules/auto-enrol): a place in a new term's run held for a child of the
 * term before, in their family's basket, until `expires_at`. The hold is the booking engine's
 * (`holds.priority_offer_id`), so the place counts against capacity like any held place; where the
 * offer stands (pending, accepted, declined, lapsed) is read from that hold and the child's booking.
 * One offer per child per run: a place is never offered twice.
 */
export const priorityOffers = pgTable(
  'priority_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    /** The run of the term before that the child carries over from. */
    fromRunId: integer('from_run_id').references(() => runs.id, { onDelete: 'set null' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('priority_offers_child_run_uq').on(t.childId, t.runId),
    index('priority_offers_term_idx').on(t.clubId, t.termId),
  ],
);

/**
 * A term's public opening in priority windows (modules/auto-enrol): current members from
 * `members_from`, their siblings from `siblings_from`, everyone from `everyone_from`; the booking
 * engine refuses a place before the child's window opens. No row: the term is open to all.
 */
export const termOpenings = pgTable('term_openings', {
  termId: integer('term_id')
    .primaryKey()
    .references(() => terms.id, { onDelete: 'cascade' }),
  clubId: clubIdColumn(),
  membersFrom: timestamp('members_from', { withTimezone: true }),
  siblingsFrom: timestamp('siblings_from', { withTimezone: true }),
  everyoneFrom: timestamp('everyone_from', { withTimezone: true }),
});

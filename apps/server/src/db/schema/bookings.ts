import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { runs } from './schedule.js';

/**
 * A confirmed place on a run. The booking engine (holds, waiting lists, children) extends this
 * table in a later issue; the public schedule counts its rows as `bookingsCount`.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    bookingRef: uuid('booking_ref').notNull().defaultRandom().unique(),
    status: varchar('status', { length: 20 }).notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on every change; the newest per club is part of the public schedule cache key. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_run_status_idx').on(t.runId, t.status),
    index('bookings_club_updated_idx').on(t.clubId, t.updatedAt),
  ],
);

import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * A person's secret calendar link (modules/calendar-feeds owns it): at most one live link per person, its
 * secret stored only as its SHA-256 (the link is shown once, when issued). Re-issuing replaces the row, so
 * the old link answers 404; revoking, or a password reset, deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

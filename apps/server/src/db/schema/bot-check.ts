import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Bot-check puzzles already answered, by their signature, so each is accepted once by every
 * server process. A row is needed only until its puzzle expires; expired rows are deleted.
 */
export const botCheckUsed = pgTable(
  'bot_check_used',
  {
    signature: varchar('signature', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_used_expires_idx').on(t.expiresAt)],
);

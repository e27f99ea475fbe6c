import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './people.js';

// Owned by modules/listing: only it imports this file (.dependency-cruiser.cjs, "table-owners"). Not re-exported by
// index.ts for that reason.

/**
 * The clubs the platform marks premium on the listing site (docs/api.md, "The listing site"): shown first in their
 * area. A row is a mark; no row, no mark. `markedBy`: the platform manager who marked it (kept if they leave).
 */
export const premiumListings = pgTable('premium_listings', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
});

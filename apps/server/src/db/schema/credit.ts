import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings, orders } from './bookings.js';
import { clubIdColumn } from './clubs.js';
import { users } from './people.js';

/**
 * A family's credit with a club, as a ledger (modules/credit owns it): one row per movement, never a balance that
 * is changed; the balance is the sum of the family's rows. Money in minor units: positive adds credit (a place
 * cancelled under the club's "credit for a later booking" policy, an unpaid order's credit given back), negative
 * spends it (on an order at checkout). `source` names the act, once: a retry of the same act is refused by its
 * unique index, so credit is never added, spent or given back twice.
 */
export const familyCredit = pgTable(
  'family_credit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** cancelled-place | spent | given-back */
    reason: varchar('reason', { length: 20 }).notNull(),
    /** The order the credit came from (a cancelled place's), was spent on, or was given back by. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The booking whose cancel added it. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The act, once per club: 'cancel:{bookingRef}', 'spend:{orderId}', 'give-back:{orderId}'. */
    source: varchar('source', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('family_credit_club_source_uq').on(t.clubId, t.source),
    index('family_credit_family_idx').on(t.clubId, t.parentUserId),
    check('family_credit_not_zero', sql`${t.amount} <> 0`),
  ],
);

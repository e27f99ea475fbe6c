import { boolean, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';

// Owned by modules/club-settings: only it imports this file (.dependency-cruiser.cjs, "table-owners"); other
// modules read a club's payment set-up through its index.ts. Not re-exported by index.ts for that reason.

/**
 * A club's payment set-up, one row per club; a club without a row has the defaults and no
 * connected account, so it takes no payments online. Its fee rates are `club_fee_rates`.
 */
export const clubPaymentSettings = pgTable('club_payment_settings', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** The club's account at the provider (`acct_…`): payments are direct charges on it. */
  connectedAccountId: varchar('connected_account_id', { length: 255 }),
  /** The club pays the fees (true) or passes them on to parents (false). */
  absorbCharges: boolean('absorb_charges').notNull().default(false),
  paymentSecuresBooking: boolean('payment_secures_booking').notNull().default(false),
  /** ISO 3166-1 alpha-2, for the wallet's payment request. */
  country: varchar('country', { length: 2 }).notNull().default('GB'),
  /** What parents are told about paying the club other than online (Club Settings – Payments). */
  paymentInstructions: text('payment_instructions').notNull().default(''),
  /** The club's own subscription to the platform at the card provider; null: the club must set one up. */
  subscriptionId: varchar('subscription_id', { length: 255 }),
  /** The id a support reset cleared, kept so it can be restored. */
  previousSubscriptionId: varchar('previous_subscription_id', { length: 255 }),
});

/**
 * A club's fee rates (spec §3 "Club fee data"), each from an instant on: the rates in effect at an instant are the
 * row with the latest `effective_from` at or before it; a club with none has spec §9's defaults (the provider's
 * 1.5 % and 20p and the platform's 3 %). An order's fees are those in effect when it was placed, so a rate set for
 * later never changes an order already placed. Percentages in hundredths of a percent (150 = 1.5 %), money in minor
 * units. Written by platform managers in the console (docs/platform-console.md).
 */
export const clubFeeRates = pgTable(
  'club_fee_rates',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    commissionHundredths: integer('commission_hundredths').notNull(),
    providerHundredths: integer('provider_hundredths').notNull(),
    fixedFee: integer('fixed_fee').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.effectiveFrom] })],
);

import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';

// Owned by modules/platform-subscription (lint/table-owners.cjs): the clubs' subscriptions to the platform.

/** A plan the platform managers offer clubs: a price each month or year (0: free, the per-booking fee only). */
export const platformPlans = pgTable('platform_plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  description: text('description').notNull().default(''),
  /** Minor units a period; 0 is a free plan. */
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('gbp'),
  interval: varchar('interval', { length: 8 }).$type<'month' | 'year'>().notNull(),
  /** Days a lapsed club keeps its admin before it becomes read-only. */
  graceDays: integer('grace_days').notNull().default(14),
  active: boolean('active').notNull().default(true),
  /** The plan offered first; at most one. */
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A club's subscription to the platform, from its checkout session on: `pending` until the hosted checkout
 * completes, then the provider's subscription status. The club's current one is the row whose provider id is
 * `club_payment_settings.subscription_id` (club-settings' fact, which support's reset clears).
 */
export const clubPlatformSubscriptions = pgTable(
  'club_platform_subscriptions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => platformPlans.id),
    checkoutSessionId: varchar('checkout_session_id', { length: 255 }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    /** 'pending' (checkout open), or the provider's status (active, past_due, canceled…). */
    status: varchar('status', { length: 24 }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The club cancelled it: it ends with the period paid for (`current_period_end`), and is not charged again. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * A plan of another billing period the club moves to when this period ends: the provider ends this one then
     * (`cancel_at_period_end`) and its ending starts a subscription to that plan. Null: none scheduled.
     */
    scheduledPlanId: integer('scheduled_plan_id').references(() => platformPlans.id),
    cardBrand: varchar('card_brand', { length: 16 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** When it was first seen lapsed (a payment failed, or it ended); null while in good standing. */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    /** How many of the lapse's reminders have been sent (`platformLapseSchedule`). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_platform_subscriptions_session_uq').on(t.checkoutSessionId),
    uniqueIndex('club_platform_subscriptions_provider_uq').on(t.providerSubscriptionId),
    index('club_platform_subscriptions_club_idx').on(t.clubId),
  ],
);

/** A platform subscription's invoices as the provider last told them (newest first on the settings page). */
export const platformInvoices = pgTable('platform_invoices', {
  /** The provider's invoice id (`in_…`). */
  id: varchar('id', { length: 255 }).primaryKey(),
  clubSubscriptionId: integer('club_subscription_id')
    .notNull()
    .references(() => clubPlatformSubscriptions.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16 }).notNull(),
  amountDue: integer('amount_due').notNull(),
  amountPaid: integer('amount_paid').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

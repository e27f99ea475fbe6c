import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './bookings.js';
import { clubIdColumn, clubs } from './clubs.js';
import { users } from './people.js';
import { runs } from './schedule.js';

/**
 * A club's payment set-up, one row per club; a club without a row has the defaults and no
 * connected account, so it takes no payments online. Percentages in hundredths of a percent
 * (150 = 1.5 %), money in minor units. Defaults (spec §9): 4.5 % in all and 20p a payment, of
 * which the card provider's 1.5 % and 20p and the platform's commission 3 %.
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
  commissionHundredths: integer('commission_hundredths').notNull().default(300),
  providerHundredths: integer('provider_hundredths').notNull().default(150),
  fixedFee: integer('fixed_fee').notNull().default(20),
  /** ISO 3166-1 alpha-2, for the wallet's payment request. */
  country: varchar('country', { length: 2 }).notNull().default('GB'),
  /** What parents are told about paying the club other than online (Club Settings – Payments). */
  paymentInstructions: text('payment_instructions').notNull().default(''),
  /** The club's own subscription to the platform at the card provider; null: the club must set one up. */
  subscriptionId: varchar('subscription_id', { length: 255 }),
  /** The id a support reset cleared, kept so it can be restored. */
  previousSubscriptionId: varchar('previous_subscription_id', { length: 255 }),
});

/** A parent's customer at the provider, on the club's connected account (their saved cards live there). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_customers_club_user_uq').on(t.clubId, t.userId)],
);

/**
 * An order's payment: its one PaymentIntent, stored before it is first confirmed. `status` is the
 * intent's as last seen (or `confirming` while an attempt is with the provider); `outcome` is what
 * settling it did: completed the order, or found its places gone (`refund-due`, then `refunded`).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerIntentId: varchar('provider_intent_id', { length: 255 }).notNull(),
    /** What is charged: the order's total and the passing-on fee. */
    amount: integer('amount').notNull(),
    /** The passing-on fee within `amount` (0 when the club absorbs fees). */
    fee: integer('fee').notNull(),
    /** The platform's share (`application_fee_amount`). */
    applicationFee: integer('application_fee').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    /** Failed attempts seen so far: part of each attempt's idempotency key, so a new attempt is a new request. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** null until settled: completed | refund-due | refunded */
    outcome: varchar('outcome', { length: 16 }),
    /** The card that paid (brand as the provider names it, e.g. visa), read once the payment succeeded. */
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_uq').on(t.orderId),
    uniqueIndex('payments_provider_intent_uq').on(t.providerIntentId),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Money given back from a payment, whole or part. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerRefundId: varchar('provider_refund_id', { length: 255 }).notNull(),
    /** The key the refund was asked for with: asking again with it answers this refund, never a second. */
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_uq').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/** A parent's subscription to a club's plan at the provider (the subscriptions issue fills it). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }).notNull(),
    /** The provider's: trialing | active | incomplete | past_due | canceled… */
    status: varchar('status', { length: 32 }).notNull(),
    planName: varchar('plan_name', { length: 120 }).notNull(),
    /** Minor units per period. */
    planCost: integer('plan_cost').notNull(),
    /** month | week | year… */
    planFrequency: varchar('plan_frequency', { length: 16 }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_uq').on(t.providerSubscriptionId),
    index('subscriptions_club_user_idx').on(t.clubId, t.userId),
    // One subscription per order: a second subscribe for it answers the first.
    uniqueIndex('subscriptions_order_uq').on(t.orderId),
  ],
);

/**
 * A run sold as a monthly payment plan (docs/payments.md "Subscriptions"): booking it is paid by a
 * subscription of `monthly_price` a month, after an optional free trial, instead of a one-off payment.
 */
export const runPlans = pgTable('run_plans', {
  runId: integer('run_id')
    .primaryKey()
    .references(() => runs.id, { onDelete: 'cascade' }),
  clubId: clubIdColumn(),
  /** Minor units a month. */
  monthlyPrice: integer('monthly_price').notNull(),
  /** Free days before the first monthly payment (0: paid at once). */
  trialDays: smallint('trial_days').notNull().default(0),
  /** The day of the month (1–28) the monthly payment is taken; null: the day the plan starts (or its trial ends). */
  billingDay: smallint('billing_day'),
});

/** Each provider event (webhook) processed once, by its id. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});

/**
 * The payments sandbox's state (platform/payments/sandbox/): its objects and idempotency keys as
 * JSON, by key, written with each call and loaded at start, so a restart forgets nothing.
 */
export const sandboxRecords = pgTable('sandbox_records', {
  key: text('key').primaryKey(),
  json: text('json').notNull(),
});

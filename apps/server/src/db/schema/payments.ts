import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './bookings.js';
import { clubIdColumn } from './clubs.js';
import { users } from './people.js';
import { runs } from './schedule.js';

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
    /** Refunds of a refund-due payment that failed in reconciliation: the club and the platform are alerted at 5. */
    refundFailures: integer('refund_failures').notNull().default(0),
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
    /** When the parent was emailed it (one email lists every refund of an order made since the last); null: not yet. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
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
 * A payment a plan's subscription took (a paid invoice of something: its first month or a renewal), recorded when
 * the provider says it was paid, so the club's money figures (Financials, the home) count plan income beside
 * one-off payments. `application_fee` is the platform's share of it (`application_fee_percent` of the invoice).
 */
export const planCharges = pgTable(
  'plan_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The provider's invoice (`in_…`): recorded once however often its event comes. */
    providerInvoiceId: varchar('provider_invoice_id', { length: 255 }).notNull(),
    amount: integer('amount').notNull(),
    applicationFee: integer('application_fee').notNull(),
    /** When the card was charged (the provider's charge). */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_charges_invoice_uq').on(t.providerInvoiceId),
    index('plan_charges_club_paid_idx').on(t.clubId, t.paidAt),
  ],
);

/** Money given back from a plan's payment (staff refunding one, or its places gone). */
export const planChargeRefunds = pgTable(
  'plan_charge_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planChargeId: integer('plan_charge_id')
      .notNull()
      .references(() => planCharges.id, { onDelete: 'cascade' }),
    providerRefundId: varchar('provider_refund_id', { length: 255 }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_charge_refunds_provider_uq').on(t.providerRefundId),
    index('plan_charge_refunds_charge_idx').on(t.planChargeId),
  ],
);

/**
 * A subscription's renewal invoice whose payment failed, and the parent's emails about it: the failure once per
 * invoice however often the provider retries or its event comes, and the receipt once when it is paid.
 */
export const failedInvoices = pgTable('failed_invoices', {
  /** The provider's invoice (`in_…`). */
  providerInvoiceId: varchar('provider_invoice_id', { length: 255 }).primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  failureEmailedAt: timestamp('failure_emailed_at', { withTimezone: true }).notNull(),
  /** Null until the invoice is paid and its receipt emailed. */
  receiptEmailedAt: timestamp('receipt_emailed_at', { withTimezone: true }),
});

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

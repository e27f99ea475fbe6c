import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { priorityOffers } from './auto-enrol.js';
import { clubIdColumn, clubs } from './clubs.js';
import { children, users } from './people.js';
import { campDays, campWeeks, camps, runs } from './schedule.js';

/**
 * What the booking rules need of a club, one row per club; a club without a row has the defaults.
 * Money in minor units; the sibling discount's percentage in hundredths of a percent (1250 = 12.5 %).
 */
export const clubBookingSettings = pgTable('club_booking_settings', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** How long a place put in the basket is held. */
  holdMinutes: smallint('hold_minutes').notNull().default(15),
  /** How long an order's places stay held while it waits for payment. */
  pendingOrderHoldMinutes: smallint('pending_order_hold_minutes').notNull().default(60),
  setupFeeAmount: integer('setup_fee_amount').notNull().default(0),
  setupFeeMandatory: boolean('setup_fee_mandatory').notNull().default(false),
  setupFeesResetAt: timestamp('setup_fees_reset_at', { withTimezone: true }),
  /** null: no sibling discount; 'percentage' (value in hundredths) or 'fixed' (value in minor units). */
  siblingDiscountKind: varchar('sibling_discount_kind', { length: 10 }),
  siblingDiscountValue: integer('sibling_discount_value').notNull().default(0),
  /** A parent may cancel a place up to this many days before its first session; null: parents cannot cancel. */
  cancelDaysBefore: smallint('cancel_days_before'),
  /**
   * What a parent's own cancel does with a place paid by card: 'refund' gives the place's price back
   * to the card at once; 'club': the club arranges any refund itself.
   */
  cancellationRefund: varchar('cancellation_refund', { length: 10 }).notNull().default('club'),
  /** How long a place offered to a waiting-list family is held for them. */
  waitingListOfferHours: smallint('waiting_list_offer_hours').notNull().default(24),
  /** The most places of one run a family may hold at once (basket and pending orders); null: as many as their children. */
  holdCapPerRun: smallint('hold_cap_per_run'),
  /** Trial sessions at all (issue 23.5): off, no run shows 'Book a Trial' and booking one is refused. */
  trialsOffered: boolean('trials_offered').notNull().default(true),
});

/**
 * A club's discount code. `code` is stored normalised (trimmed, upper case). Uses are counted from
 * the orders that carry the code and are not cancelled. A code deleted once an order carries it is
 * retired instead (`retired_at`): out of the admin's list and refused as unknown, while the orders
 * keep their link to it; its code may then be given to a new one.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    code: varchar('code', { length: 40 }).notNull(),
    /** percentage (value in hundredths of a percent) | fixed (value in minor units) */
    reductionKind: varchar('reduction_kind', { length: 10 }).notNull(),
    reductionValue: integer('reduction_value').notNull(),
    /** Club-local dates, both included; null: no limit that side. */
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    usageLimit: integer('usage_limit'),
    perFamilyLimit: integer('per_family_limit'),
    /** Only places in these runs, camps or terms' runs ({ runIds, campIds, termIds }); null: any place. */
    limitedTo: jsonb('limited_to'),
    /** Paused by the club: refused until resumed. */
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted after an order used it: kept for those orders, gone for everyone else. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_codes_club_code_uq')
      .on(t.clubId, t.code)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/** A parent's order: made at checkout from the basket, completed by Book Now (or, later, a payment). */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    clubId: clubIdColumn(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | completed | cancelled */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discounts: integer('discounts').notNull(),
    total: integer('total').notNull(),
    /**
     * The fee the club passes on to the parent, fixed at checkout (`amountToPay`; 0 when the club absorbs fees):
     * the order's own line, and what the card is charged beyond `total`.
     */
    passingOnFee: integer('passing_on_fee').notNull().default(0),
    /**
     * The family's credit with the club spent on the order, fixed at checkout (`amountToPay`; its ledger entry is in
     * `family_credit`): its own line, taken off `total` before the fee. Given back if the order is cancelled unpaid.
     */
    creditApplied: integer('credit_applied').notNull().default(0),
    /** The client's key for this checkout: a retry with the same key answers this order. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_parent_idempotency_uq').on(t.parentUserId, t.idempotencyKey),
    index('orders_club_idx').on(t.clubId, t.createdAt),
    index('orders_discount_code_idx').on(t.discountCodeId),
  ],
);

/** One line of an order, as `priceOrder` made it; a discount's amount is negative. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** term | trial | trial-conversion | camp-week | camp-days | setup-fee | sibling-discount | discount-code */
    type: varchar('type', { length: 20 }).notNull(),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    runId: integer('run_id').references(() => runs.id, { onDelete: 'set null' }),
    campId: integer('camp_id').references(() => camps.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    /** What is left to pay on the line once the discounts are taken off it (its own amount for a discount). */
    payable: integer('payable').notNull(),
    /** What the line is for beyond its run or camp: the sessions charged, the trial session, the camp days, the code. */
    details: jsonb('details').notNull().default({}),
  },
  (t) => [uniqueIndex('order_lines_order_position_uq').on(t.orderId, t.position)],
);

/**
 * A place held for a child (one run, or one camp day): in the basket until `expires_at`, or in a
 * pending order (`order_id`) with a longer expiry. An expired hold is no hold: every count compares
 * `expires_at` with now; the expiry job only tidies the rows away. The places of one basket item
 * (a camp week's days) share an `item_id`.
 */
export const holds = pgTable(
  'holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid('item_id').notNull(),
    clubId: clubIdColumn(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** term | trial | camp-week | camp-days */
    kind: varchar('kind', { length: 12 }).notNull(),
    runId: integer('run_id').references(() => runs.id, { onDelete: 'cascade' }),
    /** A trial's chosen session. */
    trialSessionStart: timestamp('trial_session_start', { withTimezone: true }),
    campDayId: integer('camp_day_id').references(() => campDays.id, { onDelete: 'cascade' }),
    campWeekId: integer('camp_week_id').references(() => campWeeks.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** Set when the place is one offered to a waiting-list family: their basket holds it until the offer lapses. */
    waitingListEntryId: integer('waiting_list_entry_id').references(() => waitingListEntries.id, {
      onDelete: 'cascade',
    }),
    /** Set when the place is a priority offer's (modules/auto-enrol): held for the family until the offer's deadline. */
    priorityOfferId: integer('priority_offer_id').references(() => priorityOffers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('holds_one_place', sql`(${t.runId} is null) <> (${t.campDayId} is null)`),
    index('holds_run_idx').on(t.runId, t.expiresAt),
    index('holds_camp_day_idx').on(t.campDayId, t.expiresAt),
    index('holds_parent_idx').on(t.parentUserId, t.clubId),
    index('holds_club_expiry_idx').on(t.clubId, t.expiresAt),
    index('holds_order_idx').on(t.orderId),
    index('holds_item_idx').on(t.itemId),
    index('holds_waiting_list_entry_idx').on(t.waitingListEntryId),
    index('holds_priority_offer_idx').on(t.priorityOfferId),
  ],
);

/**
 * A place on a run or a camp day. Booked by an order for a child; the demo's seeded bookings have
 * neither. The public schedule counts confirmed rows (with unexpired holds) as `bookingsCount`.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id').references(() => runs.id, { onDelete: 'cascade' }),
    campDayId: integer('camp_day_id').references(() => campDays.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** term | trial | camp-week | camp-days (null for the demo's seeded places). */
    kind: varchar('kind', { length: 12 }),
    trialSessionStart: timestamp('trial_session_start', { withTimezone: true }),
    bookingRef: uuid('booking_ref').notNull().defaultRandom().unique(),
    /** confirmed | cancelled */
    status: varchar('status', { length: 20 }).notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set on every change; the newest per club is part of the public schedule cache key. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_one_place', sql`(${t.runId} is null) <> (${t.campDayId} is null)`),
    index('bookings_run_status_idx').on(t.runId, t.status),
    index('bookings_camp_day_status_idx').on(t.campDayId, t.status),
    index('bookings_club_updated_idx').on(t.clubId, t.updatedAt),
    index('bookings_order_idx').on(t.orderId),
    // The last line against a double booking, whatever the code does: one confirmed place per child per run or day.
    uniqueIndex('bookings_child_run_confirmed_uq')
      .on(t.childId, t.runId)
      .where(sql`${t.status} = 'confirmed' and ${t.runId} is not null`),
    uniqueIndex('bookings_child_camp_day_confirmed_uq')
      .on(t.childId, t.campDayId)
      .where(sql`${t.status} = 'confirmed' and ${t.campDayId} is not null`),
  ],
);

/**
 * A child waiting for a place on a full run, in order of joining (`joined_at`, then `id`).
 * waiting → offered (a place is held in the family's basket until `offer_expires_at`) → booked;
 * or → left (the family left), declined, lapsed (the offer ran out), moved (staff moved it to another run's list).
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** waiting | offered | booked | left | declined | lapsed | moved */
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('waiting_list_entries_run_idx').on(t.runId, t.status, t.joinedAt),
    index('waiting_list_entries_parent_idx').on(t.parentUserId, t.clubId),
    // One open entry per child per run.
    uniqueIndex('waiting_list_entries_child_run_open_uq')
      .on(t.childId, t.runId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);

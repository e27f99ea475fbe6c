import { and, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  clubPaymentSettings,
  paymentCustomers,
  payments,
  processedWebhookEvents,
  refunds,
  subscriptions,
} from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;
export type ClubPaymentSettingsRow = Omit<typeof clubPaymentSettings.$inferSelect, 'clubId'>;
export type PaymentOutcome = 'completed' | 'refund-due' | 'refunded';

/** A subscription in these states is the parent's current plan. */
const CURRENT_SUBSCRIPTION = ['trialing', 'active', 'paused', 'past_due'];
/** Intent statuses after which the intent never changes (as far as one-off payments go). */
const FINAL_STATUSES = ['succeeded', 'canceled'];
/** Known outcomes that need nothing more: a declined intent waits for the parent, not for us. */
const SETTLED_WITHOUT_OUTCOME = ['canceled', 'requires_payment_method'];

/** Clubs' payment set-up, parents' customers, payments, refunds and processed webhook events. */
export function paymentsRepository(db: Db) {
  return {
    async settingsOf(clubId: number): Promise<ClubPaymentSettingsRow | null> {
      const [row] = await db.select().from(clubPaymentSettings).where(eq(clubPaymentSettings.clubId, clubId));
      if (!row) return null;
      const { clubId: _clubId, ...settings } = row;
      return settings;
    },

    async customerOf(clubId: number, userId: number): Promise<string | null> {
      const [row] = await db
        .select({ id: paymentCustomers.providerCustomerId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.clubId, clubId), eq(paymentCustomers.userId, userId)));
      return row?.id ?? null;
    },

    /** Keeps the parent's customer; a racing request's is kept instead if it got there first (the same one). */
    async saveCustomer(clubId: number, userId: number, providerCustomerId: string, now: Date): Promise<void> {
      await db
        .insert(paymentCustomers)
        .values({ clubId, userId, providerCustomerId, createdAt: now })
        .onConflictDoNothing();
    },

    /** The parent's current plan at the club (their newest live subscription), or null. */
    async currentPlan(clubId: number, userId: number) {
      const [row] = await db
        .select({ name: subscriptions.planName, cost: subscriptions.planCost, frequency: subscriptions.planFrequency })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.clubId, clubId),
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, CURRENT_SUBSCRIPTION),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async paymentOfOrder(orderId: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      return row ?? null;
    },

    async paymentOfIntent(providerIntentId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, providerIntentId));
      return row ?? null;
    },

    /** The order's payment: this one, or the one a racing request stored first (one per order). */
    async insertPayment(payment: NewPayment): Promise<PaymentRow> {
      await db.insert(payments).values(payment).onConflictDoNothing();
      const [row] = await db.select().from(payments).where(eq(payments.orderId, payment.orderId));
      return row;
    },

    /**
     * The intent's status as the provider last answered. A final status is never overwritten by an
     * older answer arriving late; a decline after an attempt counts a failed attempt.
     */
    async recordStatus(paymentId: number, status: string, now: Date): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({
          status,
          updatedAt: now,
          failedAttempts:
            status === 'requires_payment_method'
              ? sql`${payments.failedAttempts} + (case when ${payments.status} = 'requires_payment_method' then 0 else 1 end)`
              : payments.failedAttempts,
        })
        .where(and(eq(payments.id, paymentId), notInArray(payments.status, FINAL_STATUSES)))
        .returning();
      return row ?? (await db.select().from(payments).where(eq(payments.id, paymentId)))[0];
    },

    /** An attempt is with the provider: until its answer is recorded, reconciliation knows to ask. */
    async markConfirming(paymentId: number, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'confirming', updatedAt: now })
        .where(and(eq(payments.id, paymentId), notInArray(payments.status, FINAL_STATUSES)));
    },

    async recordCard(paymentId: number, card: { brand: string; last4: string }): Promise<void> {
      await db.update(payments).set({ cardBrand: card.brand, cardLast4: card.last4 }).where(eq(payments.id, paymentId));
    },

    async setOutcome(paymentId: number, outcome: PaymentOutcome, now: Date): Promise<void> {
      await db.update(payments).set({ outcome, updatedAt: now }).where(eq(payments.id, paymentId));
    },

    /**
     * Payments whose outcome may still be unknown to us: not settled (or a refund still due), not known
     * to wait for the parent (declined) or to be over (cancelled), made after `since` and untouched since `quietSince`.
     */
    unsettled(since: Date, quietSince: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            gt(payments.createdAt, since),
            lt(payments.updatedAt, quietSince),
            or(isNull(payments.outcome), eq(payments.outcome, 'refund-due')),
            notInArray(payments.status, SETTLED_WITHOUT_OUTCOME),
          ),
        );
    },

    async refundedSoFar(paymentId: number): Promise<number> {
      const [row] = await db
        .select({ total: sum(refunds.amount) })
        .from(refunds)
        .where(eq(refunds.paymentId, paymentId));
      return Number(row?.total ?? 0);
    },

    async refundByKey(idempotencyKey: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** Records a refund once: false when its key (a retry after a crash) was recorded before. */
    async insertRefund(refund: Omit<RefundRow, 'id'>): Promise<boolean> {
      const inserted = await db.insert(refunds).values(refund).onConflictDoNothing().returning({ id: refunds.id });
      return inserted.length > 0;
    },

    /** Records a provider event's id; false when it was recorded before (a repeated delivery). */
    async recordEvent(eventId: string, type: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(processedWebhookEvents)
        .values({ eventId, type, processedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: processedWebhookEvents.eventId });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

import { and, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql, sum } from 'drizzle-orm';
import type { MonthlyPlan } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import {
  failedInvoices,
  orderLines,
  paymentCustomers,
  payments,
  processedWebhookEvents,
  refunds,
  runs,
  subscriptions,
} from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;
export type PaymentOutcome = 'completed' | 'refund-due' | 'refunded';

/** A line of an order, with the monthly plan it was ordered at when it is one (`type` 'plan'). */
export interface OrderPlanLine {
  type: string;
  runId: number | null;
  className: string | null;
  monthlyPlan: MonthlyPlan | null;
}

/** A subscription in these states is the parent's current plan. */
const CURRENT_SUBSCRIPTION = ['trialing', 'active', 'waiting', 'paused', 'past_due'];
/** Intent statuses after which the intent never changes (as far as one-off payments go). */
const FINAL_STATUSES = ['succeeded', 'canceled'];
/** Known outcomes that need nothing more: a declined intent waits for the parent, not for us. */
const SETTLED_WITHOUT_OUTCOME = ['canceled', 'requires_payment_method'];

/** Clubs' payment set-up, parents' customers, payments, refunds and processed webhook events. */
export function paymentsRepository(db: Db) {
  return {
    /** The order's lines, in order, with the plans they were ordered at. */
    async planLinesOf(orderId: number): Promise<OrderPlanLine[]> {
      const rows = await db
        .select({
          type: orderLines.type,
          runId: orderLines.runId,
          className: runs.className,
          details: orderLines.details,
        })
        .from(orderLines)
        .leftJoin(runs, eq(runs.id, orderLines.runId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.position);
      return rows.map(({ details, ...row }) => ({
        ...row,
        monthlyPlan: (details as { monthlyPlan?: OrderPlanLine['monthlyPlan'] }).monthlyPlan ?? null,
      }));
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
     * Payments whose outcome may still be unknown to us (not settled, not known to wait for the parent
     * (declined) or to be over (cancelled)) made after `since`, and every payment whose refund is still
     * due however old (money owed back is never forgotten); each untouched since `quietSince`.
     */
    unsettled(since: Date, quietSince: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            lt(payments.updatedAt, quietSince),
            or(and(isNull(payments.outcome), gt(payments.createdAt, since)), eq(payments.outcome, 'refund-due')),
            notInArray(payments.status, SETTLED_WITHOUT_OUTCOME),
          ),
        );
    },

    /** One more failed refund of a payment still owed one: the count so far, or null when it is owed none. */
    async countRefundFailure(paymentId: number): Promise<number | null> {
      const [row] = await db
        .update(payments)
        .set({ refundFailures: sql`${payments.refundFailures} + 1` })
        .where(and(eq(payments.id, paymentId), eq(payments.outcome, 'refund-due')))
        .returning({ failures: payments.refundFailures });
      return row?.failures ?? null;
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

    async paymentById(paymentId: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      return row ?? null;
    },

    /**
     * The payment's refunds not yet emailed, oldest first, its row locked first: a refund being recorded and the
     * email listing them take turns, so none is listed twice or missed.
     */
    async refundsToEmail(paymentId: number): Promise<RefundRow[]> {
      await db.execute(sql`select id from payments where id = ${paymentId} for update`);
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), isNull(refunds.emailedAt)))
        .orderBy(refunds.id);
    },

    async markRefundsEmailed(refundIds: number[], now: Date): Promise<void> {
      if (refundIds.length > 0) await db.update(refunds).set({ emailedAt: now }).where(inArray(refunds.id, refundIds));
    },

    /** Records a refund once: false when its key (a retry after a crash) was recorded before. */
    async insertRefund(refund: Omit<RefundRow, 'id'>): Promise<boolean> {
      const inserted = await db.insert(refunds).values(refund).onConflictDoNothing().returning({ id: refunds.id });
      return inserted.length > 0;
    },

    /** Records a renewal invoice's failure as emailed; false when it was before (the provider retried, an event came again). */
    async recordInvoiceFailure(providerInvoiceId: string, subscriptionId: number, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(failedInvoices)
        .values({ providerInvoiceId, subscriptionId, failureEmailedAt: now })
        .onConflictDoNothing()
        .returning({ id: failedInvoices.providerInvoiceId });
      return inserted.length > 0;
    },

    /** Whether the invoice's failure was emailed and its receipt not yet (every other paid invoice has none). */
    async awaitsReceipt(providerInvoiceId: string): Promise<boolean> {
      const rows = await db
        .select({ id: failedInvoices.providerInvoiceId })
        .from(failedInvoices)
        .where(and(eq(failedInvoices.providerInvoiceId, providerInvoiceId), isNull(failedInvoices.receiptEmailedAt)));
      return rows.length > 0;
    },

    /** Records a failed invoice's receipt as emailed; false for an invoice that never failed, or one already receipted. */
    async recordInvoiceReceipt(providerInvoiceId: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(failedInvoices)
        .set({ receiptEmailedAt: now })
        .where(and(eq(failedInvoices.providerInvoiceId, providerInvoiceId), isNull(failedInvoices.receiptEmailedAt)))
        .returning({ id: failedInvoices.providerInvoiceId });
      return updated.length > 0;
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

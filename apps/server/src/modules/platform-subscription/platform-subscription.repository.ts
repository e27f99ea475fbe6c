import type { PlatformInvoice, PlatformPlan, PlatformPlanBody } from '@clubroom/domain/api';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubPlatformSubscriptions, platformInvoices, platformPlans } from '../../db/schema/index.js';

export type ClubSubscriptionRow = typeof clubPlatformSubscriptions.$inferSelect;
export type NewPlan = Required<PlatformPlanBody>;

const planColumns = {
  id: platformPlans.id,
  name: platformPlans.name,
  description: platformPlans.description,
  amount: platformPlans.amount,
  currency: platformPlans.currency,
  interval: platformPlans.interval,
  graceDays: platformPlans.graceDays,
  active: platformPlans.active,
  isDefault: platformPlans.isDefault,
};

/** What the provider says of a subscription, as kept. */
export interface SubscriptionFacts {
  providerSubscriptionId: string;
  providerCustomerId: string;
  status: string;
  currentPeriodEnd: Date;
  /** Set to end with its period (the club cancelled it). */
  cancelAtPeriodEnd: boolean;
  /** The plan its price is of, when the provider names one of ours (a plan changed moves it). */
  planId: number | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** Whether the status is a lapse (`isLapsedStatus`): a first lapse is dated now, and good standing clears it. */
  lapsed: boolean;
  now: Date;
}

export function platformSubscriptionRepository(db: Db) {
  return {
    async plans(onlyActive: boolean): Promise<PlatformPlan[]> {
      return db
        .select(planColumns)
        .from(platformPlans)
        .where(onlyActive ? eq(platformPlans.active, true) : undefined)
        .orderBy(desc(platformPlans.isDefault), platformPlans.amount, platformPlans.id);
    },

    async plan(id: number): Promise<PlatformPlan | null> {
      const [row] = await db.select(planColumns).from(platformPlans).where(eq(platformPlans.id, id));
      return row ?? null;
    },

    /** Saves a plan (a new one without `id`); a default plan makes every other one not the default. */
    async savePlan(plan: NewPlan, id?: number): Promise<PlatformPlan | null> {
      if (plan.isDefault) {
        await db
          .update(platformPlans)
          .set({ isDefault: false })
          .where(id === undefined ? undefined : ne(platformPlans.id, id));
      }
      const [row] =
        id === undefined
          ? await db.insert(platformPlans).values(plan).returning(planColumns)
          : await db.update(platformPlans).set(plan).where(eq(platformPlans.id, id)).returning(planColumns);
      return row ?? null;
    },

    async startCheckout(row: { clubId: number; planId: number; checkoutSessionId: string }): Promise<void> {
      await db
        .insert(clubPlatformSubscriptions)
        .values({ ...row, status: 'pending' })
        .onConflictDoNothing();
    },

    /** The plan of another period the subscription moves to when its period ends (null: none). */
    async scheduleChange(rowId: number, planId: number | null): Promise<void> {
      await db
        .update(clubPlatformSubscriptions)
        .set({ scheduledPlanId: planId })
        .where(eq(clubPlatformSubscriptions.id, rowId));
    },

    /**
     * Takes the subscription's scheduled plan to start it (a racing sync that took it first: false), with the row of
     * the subscription that follows (as a checkout's, without a session).
     */
    async takeScheduledPlan(row: ClubSubscriptionRow, planId: number): Promise<ClubSubscriptionRow | null> {
      const taken = await db
        .update(clubPlatformSubscriptions)
        .set({ scheduledPlanId: null })
        .where(and(eq(clubPlatformSubscriptions.id, row.id), eq(clubPlatformSubscriptions.scheduledPlanId, planId)))
        .returning({ id: clubPlatformSubscriptions.id });
      if (taken.length === 0) return null;
      const [next] = await db
        .insert(clubPlatformSubscriptions)
        .values({ clubId: row.clubId, planId, status: 'pending' })
        .returning();
      return next;
    },

    /** One of the club's checkout sessions (another club's: null). */
    async bySession(clubId: number, sessionId: string): Promise<ClubSubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(clubPlatformSubscriptions)
        .where(
          and(eq(clubPlatformSubscriptions.clubId, clubId), eq(clubPlatformSubscriptions.checkoutSessionId, sessionId)),
        );
      return row ?? null;
    },

    async byProviderId(providerSubscriptionId: string): Promise<ClubSubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(clubPlatformSubscriptions)
        .where(eq(clubPlatformSubscriptions.providerSubscriptionId, providerSubscriptionId));
      return row ?? null;
    },

    async bySessionAnyClub(sessionId: string): Promise<ClubSubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(clubPlatformSubscriptions)
        .where(eq(clubPlatformSubscriptions.checkoutSessionId, sessionId));
      return row ?? null;
    },

    /** The provider's facts about a subscription, kept on its row (the checkout's row links it the first time). */
    async recordFacts(rowId: number, facts: SubscriptionFacts): Promise<ClubSubscriptionRow> {
      const { card } = facts;
      const [row] = await db
        .update(clubPlatformSubscriptions)
        .set({
          providerSubscriptionId: facts.providerSubscriptionId,
          providerCustomerId: facts.providerCustomerId,
          status: facts.status,
          currentPeriodEnd: facts.currentPeriodEnd,
          cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
          ...(facts.planId !== null && { planId: facts.planId }),
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          cardExpMonth: card?.expMonth ?? null,
          cardExpYear: card?.expYear ?? null,
          // A lapse keeps its first moment (the grace period runs from it); good standing clears it and its reminders.
          lapsedAt: facts.lapsed
            ? sql`coalesce(${clubPlatformSubscriptions.lapsedAt}, ${facts.now.toISOString()})`
            : null,
          remindersSent: facts.lapsed ? clubPlatformSubscriptions.remindersSent : 0,
        })
        .where(eq(clubPlatformSubscriptions.id, rowId))
        .returning();
      return row;
    },

    async saveInvoices(clubSubscriptionId: number, invoices: PlatformInvoice[]): Promise<void> {
      for (const invoice of invoices) {
        const values = {
          status: invoice.status,
          amountDue: invoice.amountDue,
          amountPaid: invoice.amountPaid,
          currency: invoice.currency,
          periodStart: new Date(invoice.periodStart * 1000),
          periodEnd: new Date(invoice.periodEnd * 1000),
          createdAt: new Date(invoice.created * 1000),
        };
        await db
          .insert(platformInvoices)
          .values({ id: invoice.id, clubSubscriptionId, ...values })
          .onConflictDoUpdate({ target: platformInvoices.id, set: values });
      }
    },

    async invoices(clubSubscriptionId: number): Promise<PlatformInvoice[]> {
      const rows = await db
        .select()
        .from(platformInvoices)
        .where(eq(platformInvoices.clubSubscriptionId, clubSubscriptionId))
        .orderBy(desc(platformInvoices.createdAt), desc(platformInvoices.periodStart));
      const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        amountDue: r.amountDue,
        amountPaid: r.amountPaid,
        currency: r.currency,
        periodStart: seconds(r.periodStart),
        periodEnd: seconds(r.periodEnd),
        created: seconds(r.createdAt),
      }));
    },

    /** Lapsed subscriptions (some may no longer be their club's current one: the caller checks). */
    async lapsed(): Promise<(ClubSubscriptionRow & { graceDays: number })[]> {
      const rows = await db
        .select({ row: clubPlatformSubscriptions, graceDays: platformPlans.graceDays })
        .from(clubPlatformSubscriptions)
        .innerJoin(platformPlans, eq(platformPlans.id, clubPlatformSubscriptions.planId))
        .where(isNotNull(clubPlatformSubscriptions.lapsedAt));
      return rows.map(({ row, graceDays }) => ({ ...row, graceDays }));
    },

    /** Counts the lapse's emails sent, unless another run already did (answers whether this one did). */
    async markRemindersSent(rowId: number, from: number, to: number): Promise<boolean> {
      const rows = await db
        .update(clubPlatformSubscriptions)
        .set({ remindersSent: to })
        .where(and(eq(clubPlatformSubscriptions.id, rowId), eq(clubPlatformSubscriptions.remindersSent, from)))
        .returning({ id: clubPlatformSubscriptions.id });
      return rows.length === 1;
    },
  };
}

export type PlatformSubscriptionRepository = ReturnType<typeof platformSubscriptionRepository>;

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookings,
  children,
  orderLines,
  orders,
  runPlans,
  runs,
  subscriptions,
  terms,
  users,
  waitingListEntries,
} from '../../db/schema/index.js';
import { planChargesRepository } from './plan-charges.repository.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id'>;

/** How many subscriptions are in each status, and what they cost a period together. */
export type StatusTotals = Record<string, { count: number; monthlyAmount: number }>;

/** A subscription whose order books the class as a plan. */
const paysFor = (runId: number) =>
  sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${subscriptions.orderId}
    and ${orderLines.runId} = ${runId} and ${orderLines.type} = 'plan')`;

/** Monthly plans (run_plans), the parents' subscriptions to them and the payments they took. */
export function subscriptionsRepository(db: Db) {
  return {
    ...planChargesRepository(db),

    async ofOrder(orderId: number): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
      return row ?? null;
    },

    async byProviderId(providerSubscriptionId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row ?? null;
    },

    /** The parent's subscriptions at the club (in the given states, or all), newest first, with their orders' uuids. */
    ofParent(clubId: number, userId: number, statuses?: string[]) {
      return db
        .select({ subscription: subscriptions, orderUuid: orders.uuid })
        .from(subscriptions)
        .leftJoin(orders, eq(orders.id, subscriptions.orderId))
        .where(
          and(
            eq(subscriptions.clubId, clubId),
            eq(subscriptions.userId, userId),
            statuses ? inArray(subscriptions.status, statuses) : undefined,
          ),
        )
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    /** Stores the order's subscription; a racing request's (the same one, by its key) is kept if it got there first. */
    async insert(subscription: NewSubscription): Promise<SubscriptionRow> {
      await db.insert(subscriptions).values(subscription).onConflictDoNothing();
      return (await this.byProviderId(subscription.providerSubscriptionId))!;
    },

    async orderUuidOf(orderId: number): Promise<string | null> {
      const [row] = await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, orderId));
      return row?.uuid ?? null;
    },

    /**
     * The club's subscriptions (in the given states, or all; one, or those paying for one class, when asked),
     * newest first, with parent and order uuid.
     */
    ofClub(
      clubId: number,
      statuses: readonly string[] | null,
      { subscriptionId, runId }: { subscriptionId?: number; runId?: number } = {},
    ) {
      return db
        .select({
          subscription: subscriptions,
          orderUuid: orders.uuid,
          parent: { userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(orders, eq(orders.id, subscriptions.orderId))
        .where(
          and(
            eq(subscriptions.clubId, clubId),
            statuses ? inArray(subscriptions.status, [...statuses]) : undefined,
            subscriptionId === undefined ? undefined : eq(subscriptions.id, subscriptionId),
            runId === undefined ? undefined : paysFor(runId),
          ),
        )
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    /** How many of the club's subscriptions (paying for one class, when asked) are in each status, and their cost a period. */
    async statusTotalsOfClub(clubId: number, runId?: number): Promise<StatusTotals> {
      const rows = await db
        .select({
          status: subscriptions.status,
          count: sql<number>`count(*)::int`,
          monthlyAmount: sql<number>`coalesce(sum(${subscriptions.planCost}), 0)::int`,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.clubId, clubId), runId === undefined ? undefined : paysFor(runId)))
        .groupBy(subscriptions.status);
      return Object.fromEntries(rows.map(({ status, ...totals }) => [status, totals]));
    },

    /** The club's classes sold as monthly plans, by term then class, and how many subscriptions pay for each, by status. */
    async plansOfClub(clubId: number) {
      const [plans, counts] = await Promise.all([
        db
          .select({
            runId: runs.id,
            className: runs.className,
            termName: terms.name,
            termStartsAt: terms.startsAt,
            monthlyPrice: runPlans.monthlyPrice,
            trialDays: runPlans.trialDays,
            billingDay: runPlans.billingDay,
            onWaitingList: sql<number>`(select count(*)::int from ${waitingListEntries}
              where ${waitingListEntries.runId} = ${runs.id} and ${waitingListEntries.status} in ('waiting', 'offered'))`,
          })
          .from(runPlans)
          .innerJoin(runs, eq(runs.id, runPlans.runId))
          .innerJoin(terms, eq(terms.id, runs.termId))
          .where(eq(runPlans.clubId, clubId))
          .orderBy(asc(terms.startsAt), asc(runs.className), asc(runs.id)),
        db
          .select({
            runId: orderLines.runId,
            status: subscriptions.status,
            n: sql<number>`count(distinct ${subscriptions.id})::int`,
          })
          .from(subscriptions)
          .innerJoin(orderLines, and(eq(orderLines.orderId, subscriptions.orderId), eq(orderLines.type, 'plan')))
          .where(eq(subscriptions.clubId, clubId))
          .groupBy(orderLines.runId, subscriptions.status),
      ]);
      return plans.map((plan) => ({
        ...plan,
        byStatus: Object.fromEntries(counts.filter((c) => c.runId === plan.runId).map((c) => [c.status, c.n])),
      }));
    },

    /** The plan places of orders: each plan line's child and class, and whether its place is still booked. */
    placesOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: orderLines.orderId,
          runId: orderLines.runId,
          className: runs.className,
          childFirstName: children.firstName,
          childLastName: children.lastName,
          confirmed: sql<boolean>`${bookings.id} is not null`,
        })
        .from(orderLines)
        .leftJoin(runs, eq(runs.id, orderLines.runId))
        .leftJoin(children, eq(children.id, orderLines.childId))
        .leftJoin(
          bookings,
          and(
            eq(bookings.orderId, orderLines.orderId),
            eq(bookings.runId, orderLines.runId),
            eq(bookings.childId, orderLines.childId),
            eq(bookings.status, 'confirmed'),
          ),
        )
        .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.type, 'plan')))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    },

    /** Stores the provider's status, and what the plan costs a period and when its trial ends, when known. */
    async recordStatus(
      id: number,
      status: string,
      now: Date,
      plan?: { planCost: number; trialEnd: Date | null },
    ): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status, ...plan, updatedAt: now })
        .where(eq(subscriptions.id, id));
    },

    /** The plan follows a new subscription at the provider (a cancelled one started again), with its state. */
    async restart(
      id: number,
      providerSubscriptionId: string,
      status: string,
      now: Date,
      plan: { planCost: number; trialEnd: Date | null },
    ): Promise<void> {
      await db
        .update(subscriptions)
        .set({ providerSubscriptionId, status, ...plan, updatedAt: now })
        .where(eq(subscriptions.id, id));
    },

    /** The club's runs named, with their classes and what each sells for a month now (null: no longer a plan). */
    runPricesOf(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select({ runId: runs.id, className: runs.className, monthlyPrice: runPlans.monthlyPrice })
        .from(runs)
        .leftJoin(runPlans, eq(runPlans.runId, runs.id))
        .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, children, orderLines, orders, runPlans, runs, subscriptions, users } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id'>;

/** A line of an order, with the monthly plan it was ordered at when it is one (`type` 'plan'). */
export interface OrderPlanLine {
  type: string;
  runId: number | null;
  className: string | null;
  monthlyPlan: { price: number; trialDays: number } | null;
}

/** Monthly plans (run_plans) and the parents' subscriptions to them. */
export function subscriptionsRepository(db: Db) {
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

    /** The club's subscriptions (in the given states, or all), newest first, with parent and order uuid. */
    ofClub(clubId: number, statuses: readonly string[] | null, subscriptionId?: number) {
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
          ),
        )
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    /** How many of the club's subscriptions are in each status. */
    async countsOfClub(clubId: number): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: subscriptions.status, n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(eq(subscriptions.clubId, clubId))
        .groupBy(subscriptions.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
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

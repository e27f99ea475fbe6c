import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, runs, subscriptions } from '../../db/schema/index.js';

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

    async recordStatus(id: number, status: string, now: Date): Promise<void> {
      await db.update(subscriptions).set({ status, updatedAt: now }).where(eq(subscriptions.id, id));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;

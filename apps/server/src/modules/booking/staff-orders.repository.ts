import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';

/** An order staff make for a family with lines of their own (the orders admin's custom order). */
export interface NewCustomOrder {
  clubId: number;
  parentUserId: number;
  child: { id: number; firstName: string; lastName: string } | null;
  lines: { description: string; amount: number }[];
  /** The lines' sum, and the fee passed on to the parent with it (`amountToPay`). */
  total: number;
  passingOnFee: number;
  idempotencyKey: string;
  /** The staff member who made it. */
  createdBy: number;
}

/**
 * The orders staff write (modules/admin-orders, through `staffOrders`): a custom order, a setup fee marked paid
 * outside the site, and setup-fee orders cancelled. This module is the one writer of `orders` and `order_lines`.
 */
export function staffOrdersRepository(db: Db) {
  return {
    /**
     * A pending order of `lines` for the parent, unless their key made one already: that order is answered
     * (the unique index on parent and key decides a race).
     */
    async insertCustomOrder(order: NewCustomOrder, now: Date): Promise<{ id: number; uuid: string }> {
      const { total, passingOnFee } = order;
      const [made] = await db
        .insert(orders)
        .values({
          clubId: order.clubId,
          parentUserId: order.parentUserId,
          status: 'pending',
          subtotal: total,
          discounts: 0,
          total,
          passingOnFee,
          idempotencyKey: `custom:${order.idempotencyKey}`,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orders.id, uuid: orders.uuid });
      if (!made) {
        const [earlier] = await db
          .select({ id: orders.id, uuid: orders.uuid })
          .from(orders)
          .where(
            and(
              eq(orders.clubId, order.clubId),
              eq(orders.parentUserId, order.parentUserId),
              eq(orders.idempotencyKey, `custom:${order.idempotencyKey}`),
            ),
          );
        return earlier;
      }
      await db.insert(orderLines).values(
        order.lines.map((line, position) => ({
          orderId: made.id,
          position,
          type: 'custom',
          childId: order.child?.id ?? null,
          amount: line.amount,
          payable: line.amount,
          details: {
            description: line.description,
            childName: order.child ? `${order.child.firstName} ${order.child.lastName}` : null,
            dates: [],
            createdBy: order.createdBy,
          },
        })),
      );
      return made;
    },

    /** A setup fee paid outside the site, as staff mark it: a completed order of its one line. */
    async insertMarkedSetupFee(
      mark: { clubId: number; parentUserId: number; childId: number; amount: number; markedBy: number },
      now: Date,
    ): Promise<void> {
      const [order] = await db
        .insert(orders)
        .values({
          clubId: mark.clubId,
          parentUserId: mark.parentUserId,
          status: 'completed',
          subtotal: mark.amount,
          discounts: 0,
          total: mark.amount,
          idempotencyKey: `setup-fee-mark:${mark.childId}:${randomUUID()}`,
          createdAt: now,
          completedAt: now,
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values({
        orderId: order.id,
        position: 0,
        type: 'setup-fee',
        childId: mark.childId,
        amount: mark.amount,
        payable: mark.amount,
        details: { markedBy: mark.markedBy },
      });
    },

    async cancelOrders(orderIds: number[]): Promise<void> {
      if (orderIds.length === 0) return;
      await db.update(orders).set({ status: 'cancelled' }).where(inArray(orders.id, orderIds));
    },
  };
}

export type StaffOrdersRepository = ReturnType<typeof staffOrdersRepository>;

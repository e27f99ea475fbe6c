import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { setupFeePaidAt } from './placed.repository.js';
import {
  bookings,
  campDays,
  clubBookingSettings,
  orderLines,
  orders,
  payments,
  refunds,
} from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'uuid'>;
export type BookingSettings = Omit<typeof clubBookingSettings.$inferSelect, 'clubId'>;

/** A club without a settings row books with these. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  holdMinutes: 15,
  pendingOrderHoldMinutes: 60,
  setupFeeAmount: 0,
  setupFeeMandatory: false,
  setupFeesResetAt: null,
  siblingDiscountKind: null,
  siblingDiscountValue: 0,
  cancelDaysBefore: null,
  cancellationRefund: 'club',
  waitingListOfferHours: 24,
  holdCapPerRun: null,
  trialsOffered: true,
};

/** Orders, their lines, and the club settings that price them. Every read is scoped by club or parent. */
export function ordersRepository(db: Db) {
  const insertWithLines = async (order: NewOrder, lines: NewOrderLine[]) => {
    const [row] = await db.insert(orders).values(order).returning();
    const stored =
      lines.length > 0
        ? await db
            .insert(orderLines)
            .values(lines.map((line) => ({ ...line, orderId: row.id })))
            .returning()
        : [];
    return { order: row, lines: stored.sort((a, b) => a.position - b.position) };
  };

  return {
    /** A new club's row of the defaults. */
    async createSettings(clubId: number): Promise<void> {
      await db.insert(clubBookingSettings).values({ clubId });
    },

    /** Stores the settings given (the rest kept, or their defaults for a club without a row). */
    async saveSettings(clubId: number, values: Partial<BookingSettings>): Promise<void> {
      await db
        .insert(clubBookingSettings)
        .values({ clubId, ...values })
        .onConflictDoUpdate({ target: clubBookingSettings.clubId, set: values });
    },

    async settingsOf(clubId: number): Promise<BookingSettings> {
      const [row] = await db.select().from(clubBookingSettings).where(eq(clubBookingSettings.clubId, clubId));
      if (!row) return DEFAULT_BOOKING_SETTINGS;
      const { clubId: _clubId, ...settings } = row;
      return settings;
    },

    async findByIdempotencyKey(parentUserId: number, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.parentUserId, parentUserId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    /** The order's places, cancelled or not, with what finds their lines (child, run, a camp day's start). */
    placesOf(orderId: number) {
      return db
        .select({
          childId: bookings.childId,
          runId: bookings.runId,
          dayStart: campDays.startsAt,
          status: bookings.status,
        })
        .from(bookings)
        .leftJoin(campDays, eq(campDays.id, bookings.campDayId))
        .where(eq(bookings.orderId, orderId));
    },

    /** Money given back from the order's card payment, oldest first. */
    refundsOf(orderId: number) {
      return db
        .select({ amount: refunds.amount, createdAt: refunds.createdAt })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },

    async findById(clubId: number, id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.clubId, clubId), eq(orders.id, id)));
      return row ?? null;
    },

    async findByUuid(clubId: number, uuid: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.clubId, clubId), eq(orders.uuid, uuid)));
      return row ?? null;
    },

    /** The order and its lines as stored, so completing it at once need not read them back. */
    insertWithLines,

    linesOf(orderId: number): Promise<OrderLineRow[]> {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
    },

    async complete(orderId: number, now: Date): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ status: 'completed', completedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      return row;
    },

    /** When each child last had a setup fee paid at the club (a completed order's setup-fee line). */
    async setupFeesPaid(clubId: number, childIds: number[]): Promise<Map<number, Date>> {
      if (childIds.length === 0) return new Map();
      const rows = await db
        .select({ childId: orderLines.childId, paidAt: max(orders.completedAt) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(setupFeePaidAt(clubId), inArray(orderLines.childId, childIds)))
        .groupBy(orderLines.childId);
      return new Map(rows.flatMap((r) => (r.childId !== null && r.paidAt ? [[r.childId, r.paidAt] as const] : [])));
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campDays, campWeeks, camps, holds, orders, runs } from '../../db/schema/index.js';
import type { PlaceRef } from './places.repository.js';
import { takenKeyOf } from './requested-places.js';

/** What settling a paid order reads and writes beyond checkout: places' capacities, and giving an order up. */
export function paidOrdersRepository(db: Db) {
  return {
    async findOrder(clubId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.clubId, clubId), eq(orders.id, orderId)));
      return row ?? null;
    },

    /** Each run's and camp day's capacity, by `takenKeyOf` (a camp day has its camp's). */
    async capacitiesOf(clubId: number, places: PlaceRef[]): Promise<Map<string, number>> {
      const runIds = places.flatMap((p) => (p.runId !== undefined ? [p.runId] : []));
      const dayIds = places.flatMap((p) => (p.campDayId !== undefined ? [p.campDayId] : []));
      const runRows = runIds.length
        ? await db
            .select({ id: runs.id, capacity: runs.capacity })
            .from(runs)
            .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)))
        : [];
      const dayRows = dayIds.length
        ? await db
            .select({ id: campDays.id, capacity: camps.capacity })
            .from(campDays)
            .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
            .innerJoin(camps, eq(camps.id, campWeeks.campId))
            .where(and(eq(campDays.clubId, clubId), inArray(campDays.id, dayIds)))
        : [];
      return new Map([
        ...runRows.map((r) => [takenKeyOf({ runId: r.id }), r.capacity] as const),
        ...dayRows.map((d) => [takenKeyOf({ campDayId: d.id }), d.capacity] as const),
      ]);
    },

    /**
     * A pending order given up (its places gone): cancelled, and whatever it still held released. Answers whether
     * it was cancelled now (false: it was not pending, e.g. completed or cancelled meanwhile).
     */
    async cancelPending(orderId: number): Promise<boolean> {
      const cancelled = await db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      await db.delete(holds).where(eq(holds.orderId, orderId));
      return cancelled.length > 0;
    },
  };
}

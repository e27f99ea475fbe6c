import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { holds } from '../../db/schema/index.js';

/**
 * Places held in baskets on runs or camp days taken back to drafts (the schedule and camps admins, through
 * `basketHolds`): released, as the basket shows no draft. Those in orders and waiting-list offers stay.
 */
export function unpublishedHoldsRepository(db: Db) {
  return {
    /** Releases the places of these runs held in baskets (not those in orders, nor waiting-list offers). */
    async releaseOfRuns(clubId: number, runIds: number[]): Promise<void> {
      if (runIds.length === 0) return;
      await db
        .delete(holds)
        .where(
          and(
            eq(holds.clubId, clubId),
            inArray(holds.runId, runIds),
            isNull(holds.orderId),
            isNull(holds.waitingListEntryId),
          ),
        );
    },

    /** Releases the places on these camp days held in baskets (not those in orders). */
    async releaseOfCampDays(clubId: number, dayIds: number[]): Promise<void> {
      if (dayIds.length === 0) return;
      await db
        .delete(holds)
        .where(and(eq(holds.clubId, clubId), inArray(holds.campDayId, dayIds), isNull(holds.orderId)));
    },
  };
}

export type UnpublishedHoldsRepository = ReturnType<typeof unpublishedHoldsRepository>;

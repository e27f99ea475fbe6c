import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds } from '../../db/schema/index.js';

/** People's secret calendar links, each stored as its secret's SHA-256 only. */
export function calendarFeedsRepository(db: Db) {
  return {
    /** Whose live link has this hash (a unique index: the secret itself is never compared), or null. */
    async userOfToken(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId ?? null;
    },

    async linkOf(userId: number): Promise<{ createdAt: Date } | null> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },

    /** The person's one live link becomes this one: any earlier link stops working in the same statement. */
    async replace(userId: number, tokenHash: string, at: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
    },

    async revoke(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof calendarFeedsRepository>;

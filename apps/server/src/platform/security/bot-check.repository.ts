import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { botCheckUsed } from '../../db/schema/index.js';

export function botCheckRepository(db: Db) {
  return {
    /**
     * Marks a puzzle answered; false when it already was (by any server process). Rows of
     * expired puzzles go first: an expired puzzle is refused before it gets here.
     */
    async markUsed(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(botCheckUsed).where(lte(botCheckUsed.expiresAt, now));
      const inserted = await db
        .insert(botCheckUsed)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: botCheckUsed.signature });
      return inserted.length === 1;
    },
  };
}

export type BotCheckRepository = ReturnType<typeof botCheckRepository>;

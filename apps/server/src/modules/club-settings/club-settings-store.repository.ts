import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubSettings } from '../../db/schema/index.js';

/**
 * The club's key/value settings (`club_settings`), read and written the one way every area keeps its own keys
 * there: the toggles, dropdowns and features (fees), the payment methods (pay-settings).
 */
export function clubSettingsStore(db: Db) {
  return {
    /** The stored values of these keys (a key never set is absent). */
    async valuesOf(clubId: number, keys: string[]): Promise<Map<string, string>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: clubSettings.key, value: clubSettings.value })
        .from(clubSettings)
        .where(and(eq(clubSettings.clubId, clubId), inArray(clubSettings.key, keys)));
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    /** Every stored key starting with `prefix`, key → value, in key order. */
    async valuesStartingWith(clubId: number, prefix: string): Promise<Record<string, string>> {
      const rows = await db
        .select({ key: clubSettings.key, value: clubSettings.value })
        .from(clubSettings)
        .where(and(eq(clubSettings.clubId, clubId), like(clubSettings.key, `${prefix}%`)))
        .orderBy(asc(clubSettings.key));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    async put(clubId: number, key: string, value: string, now: Date): Promise<void> {
      await db
        .insert(clubSettings)
        .values({ clubId, key, value, updatedAt: now })
        .onConflictDoUpdate({ target: [clubSettings.clubId, clubSettings.key], set: { value, updatedAt: now } });
    },

    /**
     * Switches a '0'/'1' key over in one statement (two switches at once end where they started, never lost):
     * a key never set becomes `firstValue`. Answers the new value.
     */
    async flip(clubId: number, key: string, firstValue: '0' | '1', now: Date): Promise<'0' | '1'> {
      const [row] = await db
        .insert(clubSettings)
        .values({ clubId, key, value: firstValue, updatedAt: now })
        .onConflictDoUpdate({
          target: [clubSettings.clubId, clubSettings.key],
          set: { value: sql`case when ${clubSettings.value} = '1' then '0' else '1' end`, updatedAt: now },
        })
        .returning({ value: clubSettings.value });
      return row!.value === '1' ? '1' : '0';
    },
  };
}
export type ClubSettingsStore = ReturnType<typeof clubSettingsStore>;

import { and, eq } from 'drizzle-orm';
import type { PriorityWindows } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import { termOpenings } from '../../db/schema/index.js';

/**
 * A term's priority windows (`term_openings`): set on auto-enrol's page, honoured when a place is checked
 * (requested-places.ts), told on the term's and its runs' public pages ("When booking opens").
 */
export function termPriorityWindowsRepository(db: Db) {
  return {
    /** The term's windows, all null when it has none: open to everyone. */
    async of(clubId: number, termId: number): Promise<PriorityWindows> {
      const [row] = await db
        .select({
          membersFrom: termOpenings.membersFrom,
          siblingsFrom: termOpenings.siblingsFrom,
          everyoneFrom: termOpenings.everyoneFrom,
        })
        .from(termOpenings)
        .where(and(eq(termOpenings.clubId, clubId), eq(termOpenings.termId, termId)));
      return row ?? { membersFrom: null, siblingsFrom: null, everyoneFrom: null };
    },

    async save(clubId: number, termId: number, windows: PriorityWindows): Promise<void> {
      await db
        .insert(termOpenings)
        .values({ clubId, termId, ...windows })
        .onConflictDoUpdate({ target: termOpenings.termId, set: windows });
    },
  };
}
export type TermPriorityWindows = ReturnType<typeof termPriorityWindowsRepository>;

import { normaliseDiscountCode, type DiscountCode } from '@clubroom/domain/rules';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discountCodes, orders } from '../../db/schema/index.js';
import { storedReduction } from './stored-reduction.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
/** A code as its club set it: what the admin writes (the pause apart) and the rule judges, without its uses. */
export type DiscountCodeTerms = Omit<DiscountCode, 'used' | 'usedByFamily'>;

const idsIn = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

/** `limited_to` as kept ({ runIds, campIds, termIds } or null; codes made before terms could be named lack termIds). */
export function storedScope(stored: unknown): DiscountCode['limitedTo'] {
  if (stored === null || typeof stored !== 'object') return null;
  const { runIds, campIds, termIds } = stored as { runIds?: unknown; campIds?: unknown; termIds?: unknown };
  return { runIds: idsIn(runIds), campIds: idsIn(campIds), termIds: idsIn(termIds) };
}

/** A code's terms as the rule reads them and the admin shows them: all but its uses. */
export const discountCodeTerms = (row: DiscountCodeRow): DiscountCodeTerms => ({
  code: row.code,
  reduction: storedReduction(row.reductionKind, row.reductionValue) ?? { kind: 'fixed', amount: 0 },
  validFrom: row.validFrom,
  validTo: row.validTo,
  usageLimit: row.usageLimit,
  perFamilyLimit: row.perFamilyLimit,
  limitedTo: storedScope(row.limitedTo),
  paused: row.paused,
});

/** A club's discount codes, matched as parents type them, with their uses counted from the orders that carry them. */
export function discountCodesRepository(db: Db) {
  return {
    /** The club's code matching what was typed (in any case, with spaces around), or null (a retired code too). */
    async find(clubId: number, entered: string): Promise<DiscountCodeRow | null> {
      const [row] = await db
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.clubId, clubId),
            eq(discountCodes.code, normaliseDiscountCode(entered)),
            isNull(discountCodes.retiredAt),
          ),
        );
      return row ?? null;
    },

    /**
     * A code as pricing judges it, with its uses: orders carrying it that are not cancelled, in all
     * and by this parent's family. Read under the code's lock, the counts are the ones a checkout must respect.
     */
    async withUses(row: DiscountCodeRow, parentUserId: number): Promise<DiscountCode> {
      const [uses] = await db
        .select({
          all: count(),
          family: sql<number>`(count(*) filter (where ${orders.parentUserId} = ${parentUserId}))::int`,
        })
        .from(orders)
        .where(and(eq(orders.discountCodeId, row.id), ne(orders.status, 'cancelled')));
      return { ...discountCodeTerms(row), used: uses.all, usedByFamily: uses.family };
    },
  };
}

export type DiscountCodesRepository = ReturnType<typeof discountCodesRepository>;

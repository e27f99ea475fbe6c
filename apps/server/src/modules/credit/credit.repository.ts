import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, familyCredit } from '../../db/schema/index.js';

export type CreditReason = 'cancelled-place' | 'spent' | 'given-back';

/** One movement of a family's credit with a club (minor units: positive adds, negative spends). */
export interface CreditEntry {
  clubId: number;
  parentUserId: number;
  amount: number;
  reason: CreditReason;
  orderId: number | null;
  bookingId: number | null;
  /** The act, once per club (the ledger's unique index refuses a second entry for it). */
  source: string;
  createdAt: Date;
}

/** The ledger of families' credit (`family_credit`): the credit module's only table. Every statement names the club. */
export function creditRepository(db: Db) {
  return {
    /** The family's credit with the club: the sum of its ledger (minor units). */
    async balanceOf(clubId: number, parentUserId: number): Promise<number> {
      const [row] = await db
        .select({ balance: sql<number>`coalesce(sum(${familyCredit.amount}), 0)::int` })
        .from(familyCredit)
        .where(and(eq(familyCredit.clubId, clubId), eq(familyCredit.parentUserId, parentUserId)));
      return row?.balance ?? 0;
    },

    /** The parent's credit with each club where it is not nothing, by club name. */
    balancesOfParent(parentUserId: number) {
      return db
        .select({
          clientId: clubs.id,
          clubName: clubs.name,
          currency: clubs.currency,
          balance: sql<number>`sum(${familyCredit.amount})::int`,
        })
        .from(familyCredit)
        .innerJoin(clubs, eq(clubs.id, familyCredit.clubId))
        .where(eq(familyCredit.parentUserId, parentUserId))
        .groupBy(clubs.id, clubs.name, clubs.currency)
        .having(ne(sql`sum(${familyCredit.amount})`, 0))
        .orderBy(asc(clubs.name));
    },

    /** Records the movement unless its act is in the ledger already; answers whether it was recorded. */
    async record(entry: CreditEntry): Promise<boolean> {
      const inserted = await db
        .insert(familyCredit)
        .values(entry)
        .onConflictDoNothing({ target: [familyCredit.clubId, familyCredit.source] })
        .returning({ id: familyCredit.id });
      return inserted.length > 0;
    },

    /** The amount of the act's entry (minor units, signed); null when the ledger has none. */
    async amountOf(clubId: number, source: string): Promise<number | null> {
      const [row] = await db
        .select({ amount: familyCredit.amount })
        .from(familyCredit)
        .where(and(eq(familyCredit.clubId, clubId), eq(familyCredit.source, source)));
      return row?.amount ?? null;
    },

    /** What the ledger holds for an order, by reason (minor units, signed). */
    async ofOrder(clubId: number, orderId: number): Promise<Record<CreditReason, number>> {
      const rows = await db
        .select({ reason: familyCredit.reason, amount: sql<number>`sum(${familyCredit.amount})::int` })
        .from(familyCredit)
        .where(and(eq(familyCredit.clubId, clubId), eq(familyCredit.orderId, orderId)))
        .groupBy(familyCredit.reason);
      const sums: Record<CreditReason, number> = { 'cancelled-place': 0, spent: 0, 'given-back': 0 };
      for (const row of rows) sums[row.reason as CreditReason] = row.amount;
      return sums;
    },
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;

import { DEFAULT_FEE_TERMS, type DatedFeeRates, type FeeRates } from '@clubroom/domain/rules';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubFeeRates } from '../../db/schema/club-payment-settings.js';

const ratesOf = (row: { commissionHundredths: number; providerHundredths: number; fixedFee: number }): FeeRates => ({
  commissionPercent: row.commissionHundredths / 100,
  providerPercent: row.providerHundredths / 100,
  fixedFee: row.fixedFee,
});

const hundredths = (percent: number) => Math.round(percent * 100);

/**
 * The one reader and writer of `club_fee_rates`: a club's fee rates, each from an instant on. Every fee computed for
 * an order reads the rates in effect when it was placed (`ratesAt`), so a rate set for later changes no order
 * already placed.
 */
export function feeRatesRepository(db: Db) {
  return {
    /** The rates in effect at `at`: the latest from at or before it, else spec §9's defaults. */
    async ratesAt(clubId: number, at: Date): Promise<FeeRates> {
      const [row] = await db
        .select()
        .from(clubFeeRates)
        .where(and(eq(clubFeeRates.clubId, clubId), lte(clubFeeRates.effectiveFrom, at)))
        .orderBy(desc(clubFeeRates.effectiveFrom))
        .limit(1);
      return row ? ratesOf(row) : DEFAULT_FEE_TERMS.rates;
    },

    /** Every dated rate of the club, oldest first (epoch seconds). */
    async scheduleOf(clubId: number): Promise<DatedFeeRates[]> {
      const rows = await db
        .select()
        .from(clubFeeRates)
        .where(eq(clubFeeRates.clubId, clubId))
        .orderBy(asc(clubFeeRates.effectiveFrom));
      return rows.map((row) => ({
        effectiveFrom: Math.floor(row.effectiveFrom.getTime() / 1000),
        rates: ratesOf(row),
      }));
    },

    /** Rates from `effectiveFrom` on; a second set from the same instant replaces the first. */
    async setRates(clubId: number, effectiveFrom: Date, rates: FeeRates, now: Date): Promise<void> {
      const values = {
        commissionHundredths: hundredths(rates.commissionPercent),
        providerHundredths: hundredths(rates.providerPercent),
        fixedFee: rates.fixedFee,
        createdAt: now,
      };
      await db
        .insert(clubFeeRates)
        .values({ clubId, effectiveFrom, ...values })
        .onConflictDoUpdate({ target: [clubFeeRates.clubId, clubFeeRates.effectiveFrom], set: values });
    },
  };
}
export type FeeRatesRepository = ReturnType<typeof feeRatesRepository>;

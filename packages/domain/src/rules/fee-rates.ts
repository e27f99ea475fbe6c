import { localDateOf, zonedWallTimeToEpoch } from './dates.js';
import type { FeeRates } from './fees.js';
import { isPercentage } from './rounding.js';

/** The most a fixed fee per payment may be (minor units): £1, five times spec §9's 20p. */
export const MAX_FIXED_FEE = 100;

/** A club's rates from an instant on (epoch seconds). */
export interface DatedFeeRates {
  effectiveFrom: number;
  rates: FeeRates;
}

/**
 * What is wrong with rates a platform manager sets, by field: each percentage 0 to 100 with at most two decimals,
 * both together below 100 % (else nothing is left of a payment), the fixed fee whole minor units up to `MAX_FIXED_FEE`.
 */
export function feeRatesProblems(rates: FeeRates): Partial<Record<keyof FeeRates, string>> {
  const problems: Partial<Record<keyof FeeRates, string>> = {};
  if (!isPercentage(rates.commissionPercent)) problems.commissionPercent = 'must be 0 to 100 with at most two decimals';
  if (!isPercentage(rates.providerPercent)) problems.providerPercent = 'must be 0 to 100 with at most two decimals';
  if (
    !problems.commissionPercent &&
    !problems.providerPercent &&
    rates.commissionPercent + rates.providerPercent >= 100
  )
    problems.commissionPercent = 'and the provider percentage together must be below 100';
  if (!Number.isSafeInteger(rates.fixedFee) || rates.fixedFee < 0 || rates.fixedFee > MAX_FIXED_FEE)
    problems.fixedFee = `must be whole pence from 0 to ${MAX_FIXED_FEE}`;
  return problems;
}

/**
 * When rates set from a club-local date (`YYYY-MM-DD`) take effect: at the start of that day in the club's zone, or
 * now when the date is today (an order placed earlier today keeps the rates it was placed at). A date before today
 * is refused (null): a rate never reaches back to orders already placed.
 */
export function rateEffectiveFrom(date: string, timeZone: string, now: number): number | null {
  const today = localDateOf(now, timeZone);
  if (date < today) return null;
  return date === today ? now : zonedWallTimeToEpoch(date, 0, 0, timeZone);
}

/** The rates in effect at an instant: the latest from at or before it; none (null) before the first. */
export function ratesInEffect(schedule: readonly DatedFeeRates[], at: number): FeeRates | null {
  let current: DatedFeeRates | null = null;
  for (const entry of schedule) {
    if (entry.effectiveFrom <= at && (!current || entry.effectiveFrom > current.effectiveFrom)) current = entry;
  }
  return current?.rates ?? null;
}

import { isPercentage, percentOf } from './rounding.js';

/**
 * A club's platform fees (spec §3, "Club fee data"): the platform's commission and the card provider's
 * percentage, each with at most two decimals, and the fixed fee per payment in minor units.
 */
export interface FeeRates {
  commissionPercent: number;
  providerPercent: number;
  fixedFee: number;
}

/** The fee calculators' starting values (spec §9): a £100 class, 4.5 % and 20p; the customer's starts at £50. */
export const FEE_CALCULATOR_DEFAULTS = { price: 100, percent: 4.5, fixedFee: 20, customerPrice: 50 } as const;

const WHOLE_IN_HUNDREDTHS = 10_000;
/** A whole unit of money (a pound) in minor units: what the absorbed total is rounded up to. */
const WHOLE_UNIT = 100;

export function checkAmount(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Not a whole number of minor units: ${what} ${amount}`);
}

/** The provider's and the platform's percentages together, in hundredths of a percent (below 100 %). */
function totalHundredths(rates: FeeRates): number {
  for (const percent of [rates.providerPercent, rates.commissionPercent]) {
    if (!isPercentage(percent)) throw new RangeError(`Not a percentage with at most two decimals: ${percent}`);
  }
  checkAmount(rates.fixedFee, 'fixed fee');
  const total = Math.round(rates.providerPercent * 100) + Math.round(rates.commissionPercent * 100);
  if (total >= WHOLE_IN_HUNDREDTHS) throw new RangeError(`Fees of ${total / 100} % leave nothing`);
  return total;
}

/**
 * What passing fees on adds to an amount (minor units): (provider % + commission %) of it, rounded half up
 * once, plus the fixed fee. Nothing on nothing: an order of zero is booked without a payment.
 */
export function passingOnFee(amount: number, rates: FeeRates): number {
  checkAmount(amount);
  const percent = totalHundredths(rates) / 100;
  return amount === 0 ? 0 : percentOf(amount, percent) + rates.fixedFee;
}

/** What the parent pays when the club passes fees on: the amount and the passing-on fee. */
export const passOnTotal = (amount: number, rates: FeeRates): number => amount + passingOnFee(amount, rates);

/**
 * The price that leaves the club `amount` once the fees are taken from it (absorbing them):
 * (amount + fixed fee) ÷ (1 − total %), rounded up to a whole unit (100 minor units), as the calculators show it.
 */
export function absorbTotal(amount: number, rates: FeeRates): number {
  checkAmount(amount);
  const numerator = (amount + rates.fixedFee) * WHOLE_IN_HUNDREDTHS;
  const denominator = (WHOLE_IN_HUNDREDTHS - totalHundredths(rates)) * WHOLE_UNIT;
  const units = Math.floor(numerator / denominator);
  return (numerator - units * denominator > 0 ? units + 1 : units) * WHOLE_UNIT;
}

/**
 * What a club charges parents in fees: passed on (`absorbCharges` false) or absorbed, and its rates. A
 * club without payment settings passes on spec §9's 4.5 % (the card provider's 1.5 %, the platform's 3 %) and 20p.
 */
export interface FeeTerms {
  absorbCharges: boolean;
  rates: FeeRates;
}

export const DEFAULT_FEE_TERMS: FeeTerms = {
  absorbCharges: false,
  rates: { providerPercent: 1.5, commissionPercent: 3, fixedFee: 20 },
};

/**
 * The platform's share of a payment (its `application_fee_amount` on the club's direct charge): the
 * commission percentage of the order's amount, rounded half up. The provider's percentage and fixed fee
 * are the provider's own, taken from the club's account; the passing-on fee, when charged, covers both.
 */
export function platformShare(amount: number, rates: FeeRates): number {
  checkAmount(amount);
  totalHundredths(rates);
  return percentOf(amount, rates.commissionPercent);
}

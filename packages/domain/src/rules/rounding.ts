/**
 * The one rounding of money: numerator ÷ denominator to a whole minor unit, halves rounded up.
 *
 * Half-up rather than banker's: every amount here is rounded once per order line and shown to a
 * parent who may check it on a calculator, which rounds halves up; banker's rounding only pays
 * off when many rounded amounts are summed into a ledger. Integer arithmetic throughout, so a
 * half is a half (no 0.49999… from floating-point division).
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0)
    throw new RangeError(`Not a non-negative integer: ${numerator}`);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Not a positive integer: ${denominator}`);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** 100 % in hundredths of a percent: a percentage may have two decimals (12.5 %, 33.33 %). */
const WHOLE_IN_HUNDREDTHS = 10_000;

/** 0 to 100 with at most two decimals: what a percentage discount may be (for the server's and forms' checks). */
export function isPercentage(value: number): boolean {
  const hundredths = Math.round(value * 100);
  return hundredths >= 0 && hundredths <= WHOLE_IN_HUNDREDTHS && Math.abs(hundredths - value * 100) < 1e-6;
}

/** `percent` % of `amount` (minor units), rounded by `roundHalfUp`. */
export function percentOf(amount: number, percent: number): number {
  if (!isPercentage(percent)) throw new RangeError(`Not a percentage with at most two decimals: ${percent}`);
  return roundHalfUp(amount * Math.round(percent * 100), WHOLE_IN_HUNDREDTHS);
}

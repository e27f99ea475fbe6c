import { describe, expect, it } from 'vitest';
import {
  absorbTotal,
  FEE_CALCULATOR_DEFAULTS,
  type FeeRates,
  passingOnFee,
  passOnTotal,
  platformShare,
} from './fees.js';

/** The calculators' defaults: 4.5 % in all (here 1.5 % the provider's, 3 % the platform's) and 20p. */
const rates: FeeRates = { providerPercent: 1.5, commissionPercent: 3, fixedFee: FEE_CALCULATOR_DEFAULTS.fixedFee };

describe('passingOnFee and passOnTotal: price + (provider % + commission %) of price + fixed', () => {
  it.each([
    [10_000, 470, 10_470], // the calculator's £100: 4.5 % is £4.50, + 20p
    [5_000, 245, 5_245], // the customer calculator's £50
    [1_250, 76, 1_326], // £12.50: 56.25p rounds to 56p
    [100, 25, 125], // 4.5p rounds half up to 5p
    [1, 20, 21], // 0.045p rounds to nothing: the fixed fee alone
    [0, 0, 0], // nothing to pay, no payment, no fee
  ])('%ip → fee %ip, total %ip', (amount, fee, total) => {
    expect(passingOnFee(amount, rates)).toBe(fee);
    expect(passOnTotal(amount, rates)).toBe(total);
  });

  it('depends on the two percentages together only', () => {
    expect(passingOnFee(1_250, { ...rates, providerPercent: 4.5, commissionPercent: 0 })).toBe(76);
    // 0.1 + 0.2 is not 0.3 in floating point; in hundredths it is.
    expect(passingOnFee(10_000, { providerPercent: 0.1, commissionPercent: 0.2, fixedFee: 0 })).toBe(30);
  });
});

describe('absorbTotal: (price + fixed) ÷ (1 − total %), rounded up to a whole pound', () => {
  it.each([
    [10_000, rates, 10_500], // £104.92… → £105
    [5_000, rates, 5_300], // £52.57 → £53
    [1_250, rates, 1_400], // £13.30 → £14
    [10_000, { providerPercent: 0, commissionPercent: 0, fixedFee: 0 }, 10_000], // exact: not rounded up
    [10_001, { providerPercent: 0, commissionPercent: 0, fixedFee: 0 }, 10_100],
    [9_550, { providerPercent: 4.5, commissionPercent: 0, fixedFee: 0 }, 10_000], // exactly £100 after 4.5 %
    [0, rates, 100], // the fixed fee alone still needs a pound
  ])('%ip with %o → %ip', (amount, feeRates, total) => expect(absorbTotal(amount, feeRates)).toBe(total));
});

describe('fees refuse what is not money or not a percentage', () => {
  it.each([
    ['a negative amount', () => passingOnFee(-1, rates)],
    ['a fraction of a penny', () => passOnTotal(12.5, rates)],
    ['three decimals', () => passingOnFee(100, { ...rates, providerPercent: 1.234 })],
    ['a negative fixed fee', () => absorbTotal(100, { ...rates, fixedFee: -20 })],
    ['fees of 100 %', () => absorbTotal(100, { providerPercent: 60, commissionPercent: 40, fixedFee: 0 })],
  ])('%s', (_what, call) => expect(call).toThrow(RangeError));
});

describe("platformShare: the commission percentage of the order's amount", () => {
  it.each([
    [10_000, 300], // 3 % of £100
    [1_250, 38], // 37.5p rounds half up
    [0, 0],
  ])('%ip → %ip', (amount, share) => {
    expect(platformShare(amount, rates)).toBe(share);
  });

  it('refuses what the other fee rules refuse', () => {
    expect(() => platformShare(-1, rates)).toThrow(RangeError);
    expect(() => platformShare(100, { ...rates, commissionPercent: 1.005 })).toThrow(RangeError);
  });
});

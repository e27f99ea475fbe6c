import { describe, expect, it } from 'vitest';
import { amountToPay, totalToPayOf } from './amount-to-pay.js';
import { DEFAULT_FEE_TERMS, type FeeTerms } from './fees.js';

const passesOn: FeeTerms = DEFAULT_FEE_TERMS;
const absorbs: FeeTerms = { ...DEFAULT_FEE_TERMS, absorbCharges: true };

describe("amountToPay: the order's total less the family's credit, plus the passing-on fee as its own line when the club passes fees on", () => {
  it.each([
    // 4.5 % of £12.50 is 56.25p → 56p, and 20p: £13.26 (spec §9's express-payment total).
    [1_250, passesOn, { creditApplied: 0, passingOnFee: 76, totalToPay: 1_326 }],
    [1_250, absorbs, { creditApplied: 0, passingOnFee: 0, totalToPay: 1_250 }],
    // The order: £206.91 → 931.095p → 931p, and 20p.
    [20_691, passesOn, { creditApplied: 0, passingOnFee: 951, totalToPay: 21_642 }],
    [11_000, passesOn, { creditApplied: 0, passingOnFee: 515, totalToPay: 11_515 }],
    // Book Now makes no payment: no fee on nothing.
    [0, passesOn, { creditApplied: 0, passingOnFee: 0, totalToPay: 0 }],
  ])('%ip, %o → %o', (total, terms, expected) => expect(amountToPay(total, terms)).toEqual(expected));

  it('refuses what is not money', () => {
    expect(() => amountToPay(-5, passesOn)).toThrow(RangeError);
    expect(() => amountToPay(12.5, passesOn)).toThrow(RangeError);
    expect(() => amountToPay(1_000, passesOn, -1)).toThrow(RangeError);
  });

  it.each([
    // £5 of credit on £12.50: the fee is on the £7.50 left for the card (4.5 % → 33.75p → 34p, and 20p).
    [1_250, passesOn, 500, { creditApplied: 500, passingOnFee: 54, totalToPay: 804 }],
    [1_250, absorbs, 500, { creditApplied: 500, passingOnFee: 0, totalToPay: 750 }],
    // Credit covering the whole total: nothing to pay, no fee, no card; what is left over stays credit.
    [1_250, passesOn, 1_250, { creditApplied: 1_250, passingOnFee: 0, totalToPay: 0 }],
    [1_250, passesOn, 4_000, { creditApplied: 1_250, passingOnFee: 0, totalToPay: 0 }],
  ])("spends the family's credit first: %ip, %o, credit %ip → %o", (total, terms, credit, expected) =>
    expect(amountToPay(total, terms, credit)).toEqual(expected),
  );

  it('reads a stored order as the total and the fee fixed at checkout', () => {
    expect(totalToPayOf({ total: 20_691, creditApplied: 0, passingOnFee: 951 })).toBe(21_642);
    expect(totalToPayOf({ total: 1_250, creditApplied: 500, passingOnFee: 54 })).toBe(804);
  });
});

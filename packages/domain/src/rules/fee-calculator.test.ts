import { describe, expect, it } from 'vitest';
import {
  readSalesCalculatorForm,
  salesCalculation,
  salesCalculatorDefaults,
  type SalesCalculation,
} from './fee-calculator.js';

/** Worked by hand (spec §9): absorbed = (price + fixed) ÷ (1 − percent), rounded up to a whole pound. */
describe('salesCalculation', () => {
  it.each<[string, { price: number; percent: number; fixedFee: number; bookings: number }, SalesCalculation]>([
    [
      // pass on: 100 + 4.50 + 0.20; absorbed 100.20 ÷ 0.955 = 104.9215 → 104.92; +4.92 %; up to 105;
      // (105 − 104.92) × 100 = 8.00; 8.00 ÷ 100 → 0 extra bookings.
      "the club calculator's defaults (£100, 4.5 %, 20p, 100 bookings)",
      { price: 10_000, percent: 4.5, fixedFee: 20, bookings: 100 },
      {
        passedOnCost: 10_470,
        increasePercent: 4.92,
        absorbedTotal: 10_492,
        processingCost: 492,
        roundedTotal: 10_500,
        profit: 800,
        extraBookings: 0,
      },
    ],
    [
      // 50 + 2.25 + 0.20; 50.20 ÷ 0.955 = 52.5654 → 52.57; +5.13 %; up to 53; 0.43 × 100 = 43.00; 0 extra.
      "the customer calculator's defaults (£50)",
      { price: 5_000, percent: 4.5, fixedFee: 20, bookings: 100 },
      {
        passedOnCost: 5_245,
        increasePercent: 5.13,
        absorbedTotal: 5_257,
        processingCost: 257,
        roundedTotal: 5_300,
        profit: 4_300,
        extraBookings: 0,
      },
    ],
    [
      // 10 + 0.45 + 0.20; 10.20 ÷ 0.955 = 10.6806 → 10.68; +6.81 %; up to 11; 0.32 × 100 = 32.00; 3.2 → 3.
      'a £10 class over 100 bookings',
      { price: 1_000, percent: 4.5, fixedFee: 20, bookings: 100 },
      {
        passedOnCost: 1_065,
        increasePercent: 6.81,
        absorbedTotal: 1_068,
        processingCost: 68,
        roundedTotal: 1_100,
        profit: 3_200,
        extraBookings: 3,
      },
    ],
    [
      'no fees at all: nothing to round',
      { price: 10_000, percent: 0, fixedFee: 0, bookings: 10 },
      {
        passedOnCost: 10_000,
        increasePercent: 0,
        absorbedTotal: 10_000,
        processingCost: 0,
        roundedTotal: 10_000,
        profit: 0,
        extraBookings: 0,
      },
    ],
    [
      // 12.50 + 0.9375 (→ 0.94) + 0.30; 12.80 ÷ 0.925 = 13.8378 → 13.84; +10.70 %; up to 14;
      // 0.16 × 0 bookings = 0.
      'no bookings: no profit',
      { price: 1_250, percent: 7.5, fixedFee: 30, bookings: 0 },
      {
        passedOnCost: 1_374,
        increasePercent: 10.7,
        absorbedTotal: 1_384,
        processingCost: 134,
        roundedTotal: 1_400,
        profit: 0,
        extraBookings: 0,
      },
    ],
  ])('%s', (_what, input, expected) => expect(salesCalculation(input)).toEqual(expected));

  it.each([
    { price: 0, percent: 4.5, fixedFee: 20, bookings: 1 },
    { price: 100, percent: 100, fixedFee: 20, bookings: 1 },
    { price: 100, percent: 4.555, fixedFee: 20, bookings: 1 },
    { price: 100, percent: 4.5, fixedFee: 2.5, bookings: 1 },
    { price: 100, percent: 4.5, fixedFee: 20, bookings: -1 },
  ])('refuses %o', (input) => expect(() => salesCalculation(input)).toThrow(RangeError));
});

describe('readSalesCalculatorForm', () => {
  it('reads the defaults of each variant', () => {
    expect(readSalesCalculatorForm(salesCalculatorDefaults('club'))).toEqual({
      input: { price: 10_000, percent: 4.5, fixedFee: 20, bookings: 100 },
    });
    expect(readSalesCalculatorForm(salesCalculatorDefaults('customer')).input?.price).toBe(5_000);
  });

  it('takes pounds with pence', () => {
    expect(readSalesCalculatorForm({ price: '12.50', percent: '4', fixedFee: '0', bookings: ' 3 ' }).input).toEqual({
      price: 1_250,
      percent: 4,
      fixedFee: 0,
      bookings: 3,
    });
  });

  it.each([
    [{ price: 'ten' }, { price: 'must be a number' }],
    [{ price: '' }, { price: 'is required' }],
    [{ price: '-5' }, { price: 'must be more than 0 and at most 10000' }],
    [{ bookings: '-5' }, { bookings: 'must be a whole number from 0 to 100000' }],
    [{ price: '1e3' }, { price: 'must be a number' }],
    [{ price: '12.505' }, { price: 'must be pounds with at most two decimals' }],
    [{ percent: '4,5' }, { percent: 'must be a number' }],
    [{ fixedFee: '20p' }, { fixedFee: 'must be a number' }],
    [{ fixedFee: '2.5' }, { fixedFee: 'must be whole pence from 0 to 10000' }],
    [
      { bookings: 'lots', percent: '100' },
      { bookings: 'must be a number', percent: expect.stringContaining('99.99') },
    ],
  ])('%o → %o', (change, problems) => {
    expect(readSalesCalculatorForm({ ...salesCalculatorDefaults('club'), ...change })).toEqual({ problems });
  });
});

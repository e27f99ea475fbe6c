import { describe, expect, it } from 'vitest';
import { isPercentage, percentOf, roundHalfUp } from './rounding.js';

describe('roundHalfUp: the one rounding of money, halves up, in integers', () => {
  it.each([
    [10, 4, 3], // 2.5 → 3
    [6, 4, 2], // 1.5 → 2
    [9, 4, 2], // 2.25 → 2
    [11, 4, 3], // 2.75 → 3
    [0, 7, 0],
    [66500, 12, 5542], // 5541.67
    [7, 2, 4], // 3.5 → 4
    [5, 2, 3], // 2.5 → 3 (banker's would give 2)
    [2 ** 52, 1, 2 ** 52],
  ])('%i ÷ %i → %i', (numerator, denominator, expected) => expect(roundHalfUp(numerator, denominator)).toBe(expected));

  it.each([
    [-1, 2],
    [1.5, 2],
    [1, 0],
    [1, -3],
    [2 ** 53, 1],
  ])('refuses %d ÷ %d', (numerator, denominator) => {
    expect(() => roundHalfUp(numerator, denominator)).toThrow(RangeError);
  });
});

describe('percentOf: a percentage of minor units, rounded once', () => {
  it.each([
    [1000, 10, 100],
    [999, 10, 100], // 99.9
    [995, 10, 100], // 99.5 → 100
    [985, 10, 99], // 98.5 → 99 (half up, banker's would give 98)
    [1005, 50, 503], // 502.5 → 503
    [9900, 12.5, 1238], // 1237.5 → 1238
    [10000, 33.33, 3333],
    [123, 100, 123],
    [123, 0, 0],
    [0, 25, 0],
    // 0.1 × 3 is not 0.3 in floating point; the percentage is read in hundredths, so 0.3 % of 1000 is exactly 3.
    [1000, 0.1 * 3, 3],
  ])('%i × %d %% → %i', (amount, percent, expected) => expect(percentOf(amount, percent)).toBe(expected));

  it.each([
    [12.5, true],
    [0, true],
    [100, true],
    [33.33, true],
    [33.333, false],
    [-5, false],
    [100.01, false],
    [Number.NaN, false],
  ])('isPercentage(%d) → %s', (value, expected) => expect(isPercentage(value)).toBe(expected));

  it('refuses what is not a percentage', () => {
    expect(() => percentOf(1000, 150)).toThrow(RangeError);
    expect(() => percentOf(1000, 1.234)).toThrow(RangeError);
  });
});

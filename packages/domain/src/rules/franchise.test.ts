import { describe, expect, it } from 'vitest';
import { hundredthsToPercent, percentToHundredths, royaltyOf } from './franchise.js';

describe('royaltyOf', () => {
  it.each([
    [10_000, 7.5, 750],
    [333, 10, 33],
    [335, 10, 34],
    [0, 12.5, 0],
    [-2_000, 5, -100],
    [12_345, 0, 0],
  ])('%i at %d %% is %i', (takings, percent, royalty) => {
    expect(royaltyOf(takings, percent)).toBe(royalty);
  });

  it('keeps two decimals of a percent exactly', () => {
    expect(percentToHundredths(33.33)).toBe(3333);
    expect(hundredthsToPercent(750)).toBe(7.5);
  });
});

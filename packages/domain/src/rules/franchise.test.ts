import { describe, expect, it } from 'vitest';
import {
  hundredthsToPercent,
  isMemberIn,
  monthAfter,
  percentToHundredths,
  royaltyFromMonthProblem,
  royaltyOf,
  royaltyPercentIn,
} from './franchise.js';

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

describe('dated royalties', () => {
  const rates = [
    { fromMonth: '2026-09', royaltyPercent: 10 },
    { fromMonth: '2026-03', royaltyPercent: 7.5 },
  ];
  it.each([
    ['2026-01', 7.5],
    ['2026-03', 7.5],
    ['2026-08', 7.5],
    ['2026-09', 10],
    ['2027-02', 10],
  ])('%s is at %d %%', (month, percent) => {
    expect(royaltyPercentIn(rates, month)).toBe(percent);
  });

  it('is 0 without rates', () => {
    expect(royaltyPercentIn([], '2026-09')).toBe(0);
  });

  it('starts a new rate only after the current month', () => {
    expect(royaltyFromMonthProblem('2026-11', '2026-10')).toBeNull();
    expect(royaltyFromMonthProblem('2026-10', '2026-10')).toMatch(/after 2026-10/);
    expect(royaltyFromMonthProblem('2026-09', '2026-10')).toMatch(/after 2026-10/);
  });

  it('counts months across a year', () => {
    expect(monthAfter('2026-12')).toBe('2027-01');
    expect(monthAfter('2026-09')).toBe('2026-10');
  });
});

describe('isMemberIn', () => {
  // Joined in 2026-03, left in 2026-05, joined again in 2026-09 and still a member.
  const memberships = [
    { fromMonth: '2026-03', toMonth: '2026-05' },
    { fromMonth: '2026-09', toMonth: null },
  ];
  it.each([
    ['2026-02', false],
    ['2026-03', true],
    ['2026-05', true],
    ['2026-06', false],
    ['2026-08', false],
    ['2026-09', true],
    ['2027-04', true],
  ])('%s counts: %s', (month, counts) => {
    expect(isMemberIn(memberships, month)).toBe(counts);
  });

  it('counts nothing for a club never a member', () => {
    expect(isMemberIn([], '2026-09')).toBe(false);
  });
});

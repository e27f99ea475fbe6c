import { describe, expect, it } from 'vitest';
import { clubStatusOf } from './club-status.js';
import { zonedWallTimeToEpoch } from './dates.js';
import { feeRatesProblems, rateEffectiveFrom, ratesInEffect } from './fee-rates.js';

const LONDON = 'Europe/London';
const at = (date: string, h = 0, m = 0) => zonedWallTimeToEpoch(date, h, m, LONDON);
const rates = (commissionPercent: number) => ({ commissionPercent, providerPercent: 1.5, fixedFee: 20 });

describe('rateEffectiveFrom: a rate from a club-local date', () => {
  const now = at('2026-11-28', 14, 30);
  it.each([
    ['2026-12-01', at('2026-12-01')],
    ['2026-11-29', at('2026-11-29')],
    ['2026-11-28', now],
    ['2026-11-27', null],
  ])('%s takes effect at %s', (date, expected) => {
    expect(rateEffectiveFrom(date, LONDON, now)).toBe(expected);
  });

  it('starts at the club-local midnight across the clocks change (BST)', () => {
    expect(rateEffectiveFrom('2027-04-01', LONDON, now)).toBe(Date.UTC(2027, 2, 31, 23) / 1000);
  });
});

describe('ratesInEffect: the latest from at or before the instant', () => {
  const schedule = [
    { effectiveFrom: at('2026-01-01'), rates: rates(3) },
    { effectiveFrom: at('2026-12-01'), rates: rates(2.5) },
  ];
  it.each([
    [at('2025-12-31', 23, 59), null],
    [at('2026-01-01'), rates(3)],
    [at('2026-11-30', 23, 59), rates(3)],
    [at('2026-12-01'), rates(2.5)],
  ])('at %s: %j', (instant, expected) => {
    expect(ratesInEffect(schedule, instant)).toEqual(expected);
  });
});

describe('feeRatesProblems', () => {
  it.each([
    [{ commissionPercent: 3, providerPercent: 1.5, fixedFee: 20 }, {}],
    [{ commissionPercent: 0, providerPercent: 0, fixedFee: 0 }, {}],
    [{ commissionPercent: 3.333, providerPercent: 1.5, fixedFee: 20 }, { commissionPercent: expect.any(String) }],
    [{ commissionPercent: 3, providerPercent: -1, fixedFee: 20 }, { providerPercent: expect.any(String) }],
    [{ commissionPercent: 60, providerPercent: 40, fixedFee: 20 }, { commissionPercent: expect.any(String) }],
    [{ commissionPercent: 3, providerPercent: 1.5, fixedFee: 20.5 }, { fixedFee: expect.any(String) }],
    [{ commissionPercent: 3, providerPercent: 1.5, fixedFee: 101 }, { fixedFee: expect.any(String) }],
  ])('%j → %j', (input, expected) => {
    expect(feeRatesProblems(input)).toEqual(expected);
  });
});

describe('clubStatusOf', () => {
  it.each([
    [{ suspended: true, country: 'GB' }, 'suspended'],
    [{ suspended: false, country: 'GB' }, 'live'],
    [{ suspended: false, country: 'US' }, 'beta'],
    [{ suspended: true, country: 'US' }, 'suspended'],
  ] as const)('%j is %s', (club, status) => {
    expect(clubStatusOf(club)).toBe(status);
  });
});

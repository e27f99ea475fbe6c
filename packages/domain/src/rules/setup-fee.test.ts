import { describe, expect, it } from 'vitest';
import { at, TZ } from './pricing-test-fixtures.js';
import { hasCurrentSetupFee, needsSetupFee, type SetupFeeSettings } from './setup-fee.js';

const settings: SetupFeeSettings = { amount: 2500, mandatory: true, resetAt: null };

describe('hasCurrentSetupFee: a year from its payment, unless staff reset every fee since', () => {
  it.each([
    ['never paid', null, settings, at('2026-09-01'), false],
    ['paid this morning', at('2026-09-01', 9), settings, at('2026-09-01', 10), true],
    ['the day before its anniversary', at('2025-09-01', 9), settings, at('2026-08-31', 23, 59), true],
    ['on its anniversary: a year has gone', at('2025-09-01', 9), settings, at('2026-09-01', 0), false],
    ['paid 29 Feb 2024: current on 28 Feb 2025', at('2024-02-29', 12), settings, at('2025-02-28', 12), true],
    ['paid 29 Feb 2024: not on 1 Mar 2025', at('2024-02-29', 12), settings, at('2025-03-01', 12), false],
    // 00:30 on 1 September in London is 31 August in UTC: the club's date decides.
    ['paid 00:30 London time, a year later', at('2025-09-01', 0, 30), settings, at('2026-08-31', 23), true],
    ['paid before a reset', at('2026-01-10'), { ...settings, resetAt: at('2026-08-01') }, at('2026-09-01'), false],
    ['paid after a reset', at('2026-08-02'), { ...settings, resetAt: at('2026-08-01') }, at('2026-09-01'), true],
  ])('%s', (_label, paidAt, feeSettings, now, current) => {
    expect(hasCurrentSetupFee(paidAt, feeSettings, now, TZ)).toBe(current);
  });
});

describe('needsSetupFee: which children of an order get a setup-fee line', () => {
  const now = at('2026-09-01', 12);
  const paidLastMonth = at('2026-08-01');
  const optional = { ...settings, mandatory: false };
  it.each([
    ['mandatory, books a place, no fee', settings, null, false, true, true],
    ['mandatory, books a place, current fee', settings, paidLastMonth, false, true, false],
    ['mandatory, only a trial (no place)', settings, null, false, false, false],
    ['optional, books a place: not added unless asked', optional, null, false, true, false],
    ['optional, asked for', optional, null, true, true, true],
    ['asked for with a current fee: not twice', settings, paidLastMonth, true, false, false],
    ['an order of setup fees alone (asked, no place)', settings, null, true, false, true],
    ['a free fee is no line', { ...settings, amount: 0 }, null, true, true, false],
  ])('%s', (_label, feeSettings, paidAt, requested, booksPlace, expected) => {
    expect(needsSetupFee({ settings: feeSettings, paidAt, requested, booksPlace, now, timeZone: TZ })).toBe(expected);
  });
});

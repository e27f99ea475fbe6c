import { describe, expect, it } from 'vitest';
import { zonedWallTimeToEpoch } from './dates.js';
import { formatAmount } from './money.js';
import { netOf, termDaysOf } from './money-figures.js';

describe('the money figures', () => {
  it('net is what was taken less refunds and the platform fees after refunds', () => {
    expect(netOf({ taken: 11_515, refunded: 3_000, platformFees: 273 })).toBe(8_242);
  });

  it("gives a term's last day as the club's day before its stored end", () => {
    const london = 'Europe/London';
    const term = {
      startsAt: zonedWallTimeToEpoch('2027-01-04', 0, 0, london),
      endsAt: zonedWallTimeToEpoch('2027-01-11', 0, 0, london),
    };
    expect(termDaysOf(term, london)).toEqual({ startDate: '2027-01-04', endDate: '2027-01-10' });
    // Summer time: midnight in London is 23:00 UTC the day before.
    const summer = { startsAt: zonedWallTimeToEpoch('2026-06-01', 0, 0, london), endsAt: 0 };
    summer.endsAt = zonedWallTimeToEpoch('2026-07-18', 0, 0, london);
    expect(termDaysOf(summer, london)).toEqual({ startDate: '2026-06-01', endDate: '2026-07-17' });
  });

  it('writes amounts for a spreadsheet with two decimals', () => {
    expect([2_000, 273, 5, 0, -550].map(formatAmount)).toEqual(['20.00', '2.73', '0.05', '0.00', '-5.50']);
  });
});

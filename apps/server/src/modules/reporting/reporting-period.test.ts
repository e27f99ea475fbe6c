import { describe, expect, it } from 'vitest';
import { addMonths, periodOf } from './reporting-period.js';

const LONDON = { timeZone: 'Europe/London' };
const NOW = new Date('2026-10-14T11:00:00Z');

describe('addMonths', () => {
  it('moves across year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-10', -11)).toBe('2025-11');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
});

describe('periodOf', () => {
  it("defaults to the last twelve months up to this one, in the club's time", () => {
    const period = periodOf({}, LONDON, NOW);
    expect([period.from, period.to, period.months.length]).toEqual(['2025-11', '2026-10', 12]);
    // 31 October 23:30 UTC is 23:30 in London (GMT from 25 October): still October.
    expect(periodOf({}, LONDON, new Date('2026-10-31T23:30:00Z')).to).toBe('2026-10');
    // 30 September 23:30 UTC is 1 October in London (BST).
    expect(periodOf({}, LONDON, new Date('2026-09-30T23:30:00Z')).to).toBe('2026-10');
  });

  it('runs twelve months from `from` alone, and twelve up to `to` alone', () => {
    expect(periodOf({ from: '2026-02' }, LONDON, NOW)).toMatchObject({ from: '2026-02', to: '2027-01' });
    expect(periodOf({ to: '2026-02' }, LONDON, NOW)).toMatchObject({ from: '2025-03', to: '2026-02' });
  });

  it("starts and ends at the club's midnights, whatever the clocks", () => {
    const summer = periodOf({ from: '2026-08', to: '2026-09' }, LONDON, NOW);
    expect(summer.months).toEqual(['2026-08', '2026-09']);
    expect(summer.start.toISOString()).toBe('2026-07-31T23:00:00.000Z');
    // October begins in BST; the month after the period's last is its end.
    expect(summer.end.toISOString()).toBe('2026-09-30T23:00:00.000Z');
    const winter = periodOf({ from: '2026-11', to: '2026-11' }, LONDON, NOW);
    expect([winter.start.toISOString(), winter.end.toISOString()]).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
  });
});

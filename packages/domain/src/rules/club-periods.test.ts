import { describe, expect, it } from 'vitest';
import { clubPeriods } from './club-periods.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

describe('clubPeriods', () => {
  it('gives the club-local day, Monday-to-Sunday week and month of an instant (London in winter is UTC)', () => {
    const { day, week, month } = clubPeriods(at('2026-11-26T15:00:00Z'), 'Europe/London');
    expect([iso(day.from), iso(day.to)]).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect([iso(week.from), iso(week.to)]).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect([iso(month.from), iso(month.to)]).toEqual(['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
  });

  it("starts the club's day at its own midnight, not UTC's (London in summer, an hour ahead)", () => {
    // 23:30 UTC on 30 June is already 1 July in London: its day, and its month, are July's.
    const { day, week, month } = clubPeriods(at('2026-06-30T23:30:00Z'), 'Europe/London');
    expect([iso(day.from), iso(day.to)]).toEqual(['2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z']);
    expect(iso(week.from)).toBe('2026-06-28T23:00:00.000Z'); // Monday 29 June
    expect([iso(month.from), iso(month.to)]).toEqual(['2026-06-30T23:00:00.000Z', '2026-07-31T23:00:00.000Z']);
  });

  it('counts a Sunday in the week that began the Monday before, and December runs into January', () => {
    const { week, month } = clubPeriods(at('2026-12-27T10:00:00Z'), 'Europe/London');
    expect(iso(week.from)).toBe('2026-12-21T00:00:00.000Z');
    expect(iso(month.to)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('gives a day across the clocks going back its 25 hours', () => {
    const { day } = clubPeriods(at('2026-10-25T12:00:00Z'), 'Europe/London');
    expect(day.to - day.from).toBe(25 * 3600);
  });
});

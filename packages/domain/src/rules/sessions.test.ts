import { describe, expect, it } from 'vitest';
import { localDateOf } from './dates.js';
import { generateSessions, type TermBreak, type WeeklyClassTime } from './sessions.js';

const TZ = 'Europe/London';
const MONDAY_4PM: WeeklyClassTime = { dow: 1, hours: 16, mins: 0, durationMinutes: 60 };
const datesOf = (sessions: { startTime: number }[]) => sessions.map((s) => localDateOf(s.startTime, TZ));

describe('generateSessions: only the sessions that happen', () => {
  // Autumn 2026: Mondays 7 Sep … 14 Dec (15 Mondays).
  const autumn = { startDate: '2026-09-07', endDate: '2026-12-14', classTimes: [MONDAY_4PM], timeZone: TZ };
  const halfTerm: TermBreak = { from: '2026-10-24', to: '2026-11-01' };

  const table: [string, TermBreak[], string[], number, string[]][] = [
    ['no breaks: every Monday', [], [], 15, []],
    ['half term (a whole week) removes its Monday', [halfTerm], [], 14, ['2026-10-26']],
    [
      'a break is inclusive at both ends',
      [{ from: '2026-10-26', to: '2026-11-02' }],
      [],
      13,
      ['2026-10-26', '2026-11-02'],
    ],
    ['a skipped single date', [], ['2026-09-21'], 14, ['2026-09-21']],
    ['breaks and skipped dates together', [halfTerm], ['2026-12-14'], 13, ['2026-10-26', '2026-12-14']],
    ['a skipped date that is not a class day changes nothing', [], ['2026-09-22'], 15, []],
  ];
  it.each(table)('%s', (_label, breaks, skippedDates, count, absent) => {
    const dates = datesOf(generateSessions({ ...autumn, breaks, skippedDates }));
    expect(dates).toHaveLength(count);
    for (const date of absent) expect(dates).not.toContain(date);
  });

  it('Christmas and a bank holiday in a term with two class times a week', () => {
    const sessions = generateSessions({
      startDate: '2026-12-14',
      endDate: '2027-01-08',
      classTimes: [MONDAY_4PM, { dow: 5, hours: 9, mins: 30, durationMinutes: 45 }],
      timeZone: TZ,
      breaks: [{ from: '2026-12-19', to: '2027-01-03' }],
      skippedDates: ['2027-01-04'],
    });
    expect(datesOf(sessions)).toEqual(['2026-12-14', '2026-12-18', '2027-01-08']);
  });

  it('judges a break by the club-local date, not the UTC one', () => {
    // 00:30 on Monday 7 September in London (BST) is 23:30 on Sunday in UTC.
    const midnightClass = { dow: 1, hours: 0, mins: 30, durationMinutes: 30 };
    const sessions = generateSessions({
      startDate: '2026-09-06',
      endDate: '2026-09-14',
      classTimes: [midnightClass],
      timeZone: TZ,
      skippedDates: ['2026-09-07'],
    });
    expect(datesOf(sessions)).toEqual(['2026-09-14']);
    // Skipping the UTC date (Sunday) instead removes nothing.
    const wrongDay = generateSessions({
      startDate: '2026-09-06',
      endDate: '2026-09-14',
      classTimes: [midnightClass],
      timeZone: TZ,
      skippedDates: ['2026-09-06'],
    });
    expect(datesOf(wrongDay)).toEqual(['2026-09-07', '2026-09-14']);
  });

  it('keeps the wall time across the clocks change, sorted by start', () => {
    const sessions = generateSessions({ ...autumn, startDate: '2026-10-19', endDate: '2026-11-02' });
    expect(sessions.map((s) => new Date(s.startTime * 1000).toISOString())).toEqual([
      '2026-10-19T15:00:00.000Z',
      '2026-10-26T16:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
    ]);
    expect(sessions.every((s) => s.endTime - s.startTime === 3600)).toBe(true);
  });
});

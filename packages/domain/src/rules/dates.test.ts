import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  calendarDaysBetween,
  clubToday,
  localDateOf,
  localHour,
  localWeekday,
  zonedWallTimeToEpoch,
} from './dates.js';
import { generateSessions } from './sessions.js';

const LONDON = 'Europe/London';

describe('date formats (spec §9)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('day %i of the month reads %s', (day, text) =>
    expect(formatLongDate(Date.UTC(2024, 0, day, 12) / 1000, LONDON)).toContain(` ${text} January`),
  );
  it.each([
    [0, 0, '12:00 am'],
    [0, 5, '12:05 am'],
    [11, 59, '11:59 am'],
    [12, 0, '12:00 pm'],
    [23, 30, '11:30 pm'],
  ])('%i:%i reads %s', (hour, minute, text) =>
    expect(formatTime(Date.UTC(2024, 0, 1, hour, minute) / 1000, LONDON)).toBe(text),
  );
  it('reads a time the clocks skip (01:30 on 29 Mar 2026 in London) as the wall clock shows it: 02:30 BST', () => {
    const epoch = zonedWallTimeToEpoch('2026-03-29', 1, 30, LONDON);
    expect(epoch).toBe(Date.UTC(2026, 2, 29, 1, 30) / 1000);
    expect(formatTime(epoch, LONDON)).toBe('2:30 am');
  });
  it('reads an hour the clocks repeat (01:30 on 25 Oct 2026 in London) as its first, BST, occurrence', () =>
    expect(zonedWallTimeToEpoch('2026-10-25', 1, 30, LONDON)).toBe(Date.UTC(2026, 9, 25, 0, 30) / 1000));
  it('works far from UTC on the other side of the date line', () => {
    const epoch = zonedWallTimeToEpoch('2026-01-01', 9, 0, 'Pacific/Auckland');
    expect(epoch).toBe(Date.UTC(2025, 11, 31, 20, 0) / 1000);
    expect(localDateOf(epoch, 'Pacific/Auckland')).toBe('2026-01-01');
    expect(localWeekday(epoch, 'Pacific/Auckland')).toBe(4);
  });

  const newYear = Date.UTC(2024, 0, 1, 16, 30) / 1000;
  it("'ddd Do MMMM YYYY' → 'Mon 1st January 2024'", () =>
    expect(formatLongDate(newYear, LONDON)).toBe('Mon 1st January 2024'));
  it("'h:mm a' → '4:30 pm'", () => expect(formatTime(newYear, LONDON)).toBe('4:30 pm'));
  it("'DD MMM YYYY' → '01 Jan 2024'", () => expect(formatShortDate(newYear, LONDON)).toBe('01 Jan 2024'));
  it("the parent's pages write a moment in the one long format", () =>
    expect(formatDateTime(newYear, LONDON)).toBe('Mon 1st January 2024, 4:30 pm'));
  it('and a range of dates', () =>
    expect(formatDateRange(newYear, newYear + 4 * 86_400, LONDON)).toBe('Mon 1st January 2024 – Fri 5th January 2024'));
  it('formats in the club time zone, not UTC', () => {
    const lateUtc = Date.UTC(2026, 6, 1, 23, 30) / 1000; // 00:30 BST on 2 July
    expect(formatLongDate(lateUtc, LONDON)).toBe('Thu 2nd July 2026');
    expect(localDateOf(lateUtc, LONDON)).toBe('2026-07-02');
    expect(localHour(lateUtc, LONDON)).toBe(0);
    expect(localWeekday(lateUtc, LONDON)).toBe(4);
  });
});

describe('in a browser with Temporal', () => {
  // Node 20 has Temporal only behind a V8 flag, in contexts made after the flag is set.
  v8.setFlagsFromString('--harmony-temporal');
  const temporal: unknown = vm.runInNewContext('Temporal');
  const global = globalThis as { Temporal?: unknown };
  // Every seventh hour of 2026 (each hour of the day in turn), and each half hour around London's clocks changes.
  const hour = 3600;
  const everySeventhHour = Array.from({ length: 1252 }, (_, i) => Date.UTC(2026, 0, 1) / 1000 + i * 7 * hour);
  const aroundChanges = [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)].flatMap((change) =>
    Array.from({ length: 13 }, (_, i) => change / 1000 + (i - 6) * (hour / 2)),
  );

  it.each([LONDON, 'America/New_York', 'Pacific/Auckland'])(
    'reads 2026 in %s as Intl does (the server renders through Intl, the browser hydrates through Temporal)',
    (zone) => {
      const readings = () =>
        [...everySeventhHour, ...aroundChanges].map((t) => `${formatLongDate(t, zone)} ${formatTime(t, zone)}`);
      const byIntl = readings();
      global.Temporal = temporal;
      try {
        expect(readings()).toEqual(byIntl);
      } finally {
        delete global.Temporal;
      }
    },
    30_000, // Node 20's Temporal (behind its flag) is slow: ~0.3 ms a reading
  );
});

describe("the club's today", () => {
  it.each([
    [
      'late evening in London is already tomorrow in Auckland',
      '2026-03-02T18:30:00Z',
      'Pacific/Auckland',
      '2026-03-03',
    ],
    [
      'after midnight in London in summer, still yesterday in UTC',
      '2026-07-01T23:30:00Z',
      'Europe/London',
      '2026-07-02',
    ],
    ['early morning UTC is still yesterday in New York', '2026-03-03T03:00:00Z', 'America/New_York', '2026-03-02'],
  ])('%s', (_, at, zone, today) => {
    expect(clubToday(zone, new Date(at))).toBe(today);
  });

  it('counts calendar days between dates, across the clocks change', () => {
    expect(calendarDaysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(calendarDaysBetween('2026-03-02', '2026-03-02')).toBe(0);
  });
});

describe('zonedWallTimeToEpoch', () => {
  it('reads a wall time in BST and in GMT', () => {
    expect(zonedWallTimeToEpoch('2026-10-19', 16, 0, LONDON)).toBe(Date.UTC(2026, 9, 19, 15, 0) / 1000);
    expect(zonedWallTimeToEpoch('2026-10-26', 16, 0, LONDON)).toBe(Date.UTC(2026, 9, 26, 16, 0) / 1000);
  });
});

describe('generateSessions across the UK clocks changes', () => {
  const monday16 = [{ dow: 1, hours: 16, mins: 0, durationMinutes: 60 }];

  it('keeps a Monday 16:00 class at 16:00 local when the clocks go back (25 Oct 2026)', () => {
    const sessions = generateSessions({
      startDate: '2026-10-12',
      endDate: '2026-11-08',
      classTimes: monday16,
      timeZone: LONDON,
    });
    expect(sessions.map((s) => new Date(s.startTime * 1000).toISOString())).toEqual([
      '2026-10-12T15:00:00.000Z',
      '2026-10-19T15:00:00.000Z',
      '2026-10-26T16:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
    ]);
    expect(sessions.every((s) => localHour(s.startTime, LONDON) === 16 && s.endTime - s.startTime === 3600)).toBe(true);
  });

  it('and when they go forward (29 Mar 2026)', () => {
    const sessions = generateSessions({
      startDate: '2026-03-23',
      endDate: '2026-03-30',
      classTimes: monday16,
      timeZone: LONDON,
    });
    expect(sessions.map((s) => new Date(s.startTime * 1000).getUTCHours())).toEqual([16, 15]);
  });

  it('generates every class time in order, inclusive of both end dates', () => {
    const sessions = generateSessions({
      startDate: '2026-09-07',
      endDate: '2026-09-14',
      classTimes: [
        { dow: 3, hours: 9, mins: 30, durationMinutes: 45 },
        { dow: 1, hours: 17, mins: 0, durationMinutes: 60 },
      ],
      timeZone: LONDON,
    });
    expect(sessions.map((s) => [s.dow, formatShortDate(s.startTime, LONDON), formatTime(s.startTime, LONDON)])).toEqual(
      [
        [1, '07 Sep 2026', '5:00 pm'],
        [3, '09 Sep 2026', '9:30 am'],
        [1, '14 Sep 2026', '5:00 pm'],
      ],
    );
  });

  it('is empty when no weekday falls in the range', () => {
    expect(
      generateSessions({ startDate: '2026-09-08', endDate: '2026-09-12', classTimes: monday16, timeZone: LONDON }),
    ).toEqual([]);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-30', 3, '2027-01-02'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-10-25', 7, '2026-11-01'],
    ['2026-06-01', 0, '2026-06-01'],
  ])('%s + %i days is %s, across months, years and clocks changes', (date, days, expected) =>
    expect(addDays(date, days)).toBe(expected),
  );
});

import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatShortDate,
  formatTime,
  localDateOf,
  localHour,
  localWeekday,
  zonedWallTimeToEpoch,
} from './dates.js';
import { generateSessions } from './sessions.js';

const LONDON = 'Europe/London';

describe('date formats (spec §9)', () => {
  const newYear = Date.UTC(2024, 0, 1, 16, 30) / 1000;
  it("'ddd Do MMMM YYYY' → 'Mon 1st January 2024'", () =>
    expect(formatLongDate(newYear, LONDON)).toBe('Mon 1st January 2024'));
  it("'h:mm a' → '4:30 pm'", () => expect(formatTime(newYear, LONDON)).toBe('4:30 pm'));
  it("'DD MMM YYYY' → '01 Jan 2024'", () => expect(formatShortDate(newYear, LONDON)).toBe('01 Jan 2024'));
  it('formats in the club time zone, not UTC', () => {
    const lateUtc = Date.UTC(2026, 6, 1, 23, 30) / 1000; // 00:30 BST on 2 July
    expect(formatLongDate(lateUtc, LONDON)).toBe('Thu 2nd July 2026');
    expect(localDateOf(lateUtc, LONDON)).toBe('2026-07-02');
    expect(localHour(lateUtc, LONDON)).toBe(0);
    expect(localWeekday(lateUtc, LONDON)).toBe(4);
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

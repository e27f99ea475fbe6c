import { describe, expect, it } from 'vitest';
import { extraDateWindow, nextSessionOf, sessionsAheadOf, sessionShareOf, sessionsOverlap } from './session-dates.js';

describe('a one-off date of a run', () => {
  it('may fall from four weeks before its term to four weeks after it', () => {
    expect(extraDateWindow({ startDate: '2026-09-07', endDate: '2026-12-13' })).toEqual({
      from: '2026-08-10',
      to: '2027-01-10',
    });
  });

  it('overlaps another session when their times cross, not when one ends as the other starts', () => {
    expect(sessionsOverlap({ startTime: 100, endTime: 200 }, { startTime: 150, endTime: 250 })).toBe(true);
    expect(sessionsOverlap({ startTime: 100, endTime: 200 }, { startTime: 200, endTime: 300 })).toBe(false);
  });
});

describe("a cancelled session's share of what a place paid", () => {
  it.each([
    [
      'a term place: its price over the sessions charged',
      { type: 'term', payable: 10_000, sessions: { charged: 10 } },
      1000,
    ],
    ['rounded half up', { type: 'term', payable: 1000, sessions: { charged: 3 } }, 333],
    ['halves up', { type: 'trial-conversion', payable: 1001, sessions: { charged: 2 } }, 501],
    ['a trial: its whole price', { type: 'trial', payable: 500, sessions: null }, 500],
    ['a free place: nothing', { type: 'term', payable: 0, sessions: { charged: 10 } }, 0],
    ["a monthly plan's place: nothing (its plan pays by the month)", { type: 'plan', payable: 0, sessions: null }, 0],
    ['a camp line: nothing', { type: 'camp-week', payable: 9000, sessions: null }, 0],
    ['a term line with no sessions charged: nothing', { type: 'term', payable: 900, sessions: { charged: 0 } }, 0],
  ])('%s', (_, line, share) => {
    expect(sessionShareOf(line)).toBe(share);
  });
});

describe('the next session: the first that happens and starts after now', () => {
  const sessions = [
    { startTime: 100 },
    { startTime: 200, cancelled: true as const },
    { startTime: 300, cancelled: null },
    { startTime: 400, cancelled: { reason: 'Coach away' } },
    { startTime: 500 },
  ];

  it.each([
    ['skips a cancelled session (however a view marks it)', 150, 300],
    ['is none once the last that happens has started', 500, null],
    ['skips the cancelled session right after now', 300, 500],
    ['is not the session starting that second', 100, 300],
  ])('%s', (_, now, expected) => {
    expect(nextSessionOf(sessions, now)?.startTime ?? null).toBe(expected);
  });

  it('leaves cancelled sessions out of the sessions ahead', () => {
    expect(sessionsAheadOf(sessions, 0).map((s) => s.startTime)).toEqual([100, 300, 500]);
  });
});

import { describe, expect, it } from 'vitest';
import { bookedRunSessions } from './booked-sessions.js';

const WEEK = 7 * 86_400;
const first = Date.parse('2026-09-07T15:30:00Z') / 1000;
const sessions = [0, 1, 2, 3].map((n) => ({ startTime: first + n * WEEK, endTime: first + n * WEEK + 3600 }));
const starts = (list: { startTime: number }[]) => list.map((s) => s.startTime);

describe('bookedRunSessions: the sessions of its run a booking gives the child', () => {
  it.each([
    ['a term booked before the term: every session', first - WEEK, starts(sessions)],
    ['a term booked after two sessions: the two left (pro-rata)', first + WEEK + 60, starts(sessions.slice(2))],
    ['a term booked as a session starts: the later ones only', first, starts(sessions.slice(1))],
    ['a term booked after the last session: none', first + 4 * WEEK, []],
  ])('%s', (_label, bookedAt, expected) =>
    expect(starts(bookedRunSessions(sessions, { trialSessionStart: null, bookedAt }))).toEqual(expected),
  );

  it('a trial: its one session, whenever it was booked', () => {
    const trial = sessions[2].startTime;
    expect(bookedRunSessions(sessions, { trialSessionStart: trial, bookedAt: first + 3 * WEEK })).toEqual([
      sessions[2],
    ]);
  });

  it('a trial whose session no longer happens: none', () => {
    expect(bookedRunSessions(sessions, { trialSessionStart: first + 60, bookedAt: first - WEEK })).toEqual([]);
  });
});

import type { RegisterSummary } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { fitsAges, fitsChild, nextTermRun, otherRuns, printedMark } from './register-runs';

const run = (runId: number, termId: number, over: Partial<RegisterSummary> = {}): RegisterSummary => ({
  runId,
  termId,
  className: 'Football',
  venueName: 'Park',
  termName: `Term ${termId}`,
  nextSessionTime: 1000 * termId,
  childrenCount: 0,
  ageFrom: 0,
  ageTo: 0,
  weekMinute: 0,
  ...over,
});

/** Minutes from Monday 00:00 of a weekday (0 Monday … 6 Sunday) at a time. */
const at = (mondayFirstDay: number, hours: number, mins = 0) => mondayFirstDay * 1440 + hours * 60 + mins;

describe('otherRuns', () => {
  it('leaves out the run itself and lists by day and time (Monday first), then class name, then the sooner term', () => {
    const current = run(1, 1);
    const runs = [
      current,
      run(2, 1, { className: 'Tennis', weekMinute: at(0, 16) }),
      run(3, 2, { className: 'Football', weekMinute: at(5, 9) }),
      run(4, 1, { className: 'Football', weekMinute: at(0, 16) }),
      run(5, 2, { className: 'Football', weekMinute: at(0, 16) }),
      run(6, 1, { className: 'Dance', weekMinute: at(0, 9, 30) }),
      run(7, 1, { className: 'Chess', weekMinute: null }),
    ];
    expect(otherRuns(current, runs).map((r) => r.runId)).toEqual([6, 4, 5, 2, 3, 7]);
  });

  it('lists the classes the children fit first, each group in day and time order', () => {
    const runs = [
      run(2, 1, { weekMinute: at(0, 16), ageFrom: 132, ageTo: 203 }),
      run(3, 1, { weekMinute: at(2, 16), ageFrom: 48, ageTo: 95 }),
      run(4, 1, { weekMinute: at(1, 16), ageFrom: 0, ageTo: 0 }),
      run(5, 1, { weekMinute: at(4, 16), ageFrom: 12, ageTo: 35 }),
    ];
    expect(otherRuns(run(1, 1), runs, fitsAges([6])).map((r) => r.runId)).toEqual([4, 3, 2, 5]);
  });
});

describe('fitting a class', () => {
  // 1 March 2027 10:00 in London (GMT).
  const firstMarch = Date.UTC(2027, 2, 1, 10) / 1000;
  const youthFootball = { ageFrom: 132, ageTo: 203, nextSessionTime: firstMarch };
  it("judges a child by date of birth on the class's next session, as a move is judged", () => {
    expect(fitsChild('2016-03-01', 'Europe/London')(youthFootball)).toBe(true); // 11 that day
    expect(fitsChild('2016-03-02', 'Europe/London')(youthFootball)).toBe(false); // 11 the day after
    expect(fitsChild('2025-01-01', 'Europe/London')({ ageFrom: 0, ageTo: 0, nextSessionTime: firstMarch })).toBe(true);
    expect(fitsChild('2016-03-01', 'Europe/London')({ ...youthFootball, nextSessionTime: null })).toBe(false);
  });

  it('judges children by whole years: each may be of an age the class takes', () => {
    expect(fitsAges([11, 16])(youthFootball)).toBe(true);
    expect(fitsAges([10, 11])(youthFootball)).toBe(false); // 10 and 11 months is 131 months
    expect(fitsAges([17])(youthFootball)).toBe(false);
    expect(fitsAges([1])({ ageFrom: 0, ageTo: 0 })).toBe(true);
  });
});

describe('nextTermRun', () => {
  it('chooses the same class at the same venue in another term, the soonest first', () => {
    const current = run(1, 1);
    const runs = [
      current,
      run(2, 1),
      run(3, 3),
      run(4, 2),
      run(5, 2, { className: 'Tennis' }),
      run(6, 2, { venueName: 'School' }),
    ];
    expect(nextTermRun(current, runs)).toBe(4);
  });

  it('answers nothing chosen when no other term has the class', () => {
    expect(nextTermRun(run(1, 1), [run(1, 1), run(2, 1), run(3, 2, { className: 'Tennis' })])).toBe('');
  });
});

describe('printedMark', () => {
  const child = {
    sessionIds: [10, 11, 12],
    attendance: [
      { sessionId: 10, status: 'present' as const },
      { sessionId: 11, status: 'absent' as const },
    ],
  };
  it('shows the mark made, an empty box for a session of the place not marked, and nothing off the place', () => {
    expect(printedMark(child, 10)).toBe('present');
    expect(printedMark(child, 11)).toBe('absent');
    expect(printedMark(child, 12)).toBe('unmarked');
    expect(printedMark(child, 13)).toBe('not-booked');
  });
});

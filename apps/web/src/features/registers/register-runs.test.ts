import type { RegisterSummary } from '@clubroom/domain/api';
import { describe, expect, it } from 'vitest';
import { nextTermRun, otherRuns, printedMark } from './register-runs';

const run = (runId: number, termId: number, over: Partial<RegisterSummary> = {}): RegisterSummary => ({
  runId,
  termId,
  className: 'Football',
  venueName: 'Park',
  termName: `Term ${termId}`,
  nextSessionTime: 1000 * termId,
  childrenCount: 0,
  ...over,
});

describe('otherRuns', () => {
  it("leaves out the run itself and lists other terms' runs before this term's", () => {
    const current = run(1, 1);
    const runs = [current, run(2, 1), run(3, 2), run(4, 3)];
    expect(otherRuns(current, runs).map((r) => r.runId)).toEqual([3, 4, 2]);
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

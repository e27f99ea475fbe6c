import { describe, expect, it } from 'vitest';
import { nextLevelRun, type LevelRun } from './next-level-run.js';

const MONDAY_1630 = 16 * 60 + 30;
const current: LevelRun = {
  runId: 1,
  className: 'Mini Kickers',
  termStartsAt: 100,
  venueId: 7,
  weekMinute: MONDAY_1630,
};
const run = (runId: number, over: Partial<LevelRun>): LevelRun => ({ ...current, runId, ...over });

describe('nextLevelRun', () => {
  it.each([
    [
      'no later term has the activity',
      [run(2, { termStartsAt: 50 }), run(3, { className: 'Tennis', termStartsAt: 200 })],
      null,
    ],
    [
      'the same activity in the next term, ignoring case',
      [run(2, { className: 'mini kickers ', termStartsAt: 200 })],
      2,
    ],
    ['the next term, not a later one', [run(2, { termStartsAt: 300 }), run(3, { termStartsAt: 200 })], 3],
    [
      'the same venue first',
      [run(2, { termStartsAt: 200, venueId: 8 }), run(3, { termStartsAt: 200, weekMinute: 3000 })],
      3,
    ],
    [
      'then the nearest weekly time',
      [
        run(2, { termStartsAt: 200, weekMinute: MONDAY_1630 + 120 }),
        run(3, { termStartsAt: 200, weekMinute: MONDAY_1630 - 30 }),
      ],
      3,
    ],
    [
      'a run without class times last',
      [run(2, { termStartsAt: 200, weekMinute: null }), run(3, { termStartsAt: 200, weekMinute: 9000 })],
      3,
    ],
    ['then the lowest id', [run(5, { termStartsAt: 200 }), run(4, { termStartsAt: 200 })], 4],
    ['never a run of the same term', [run(2, { termStartsAt: 100 })], null],
  ] as const)('%s', (_case, candidates, expected) => {
    expect(nextLevelRun(current, candidates)?.runId ?? null).toBe(expected);
  });
});

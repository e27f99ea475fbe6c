import { describe, expect, it } from 'vitest';
import { classTimesInWeekOrder, compareRuns } from './run-order.js';
import { makeRun } from './test-fixtures.js';

describe('compareRuns: weekday (Monday first), then start time, then class name', () => {
  // 2026-09-06 is a Sunday; the fixture's class time follows each run's date.
  const sunday = makeRun({ date: '2026-09-06', hours: 9, className: 'Archery' });
  const mondayLate = makeRun({ date: '2026-09-07', hours: 17, className: 'Archery' });
  const mondayEarlyFootball = makeRun({ date: '2026-09-07', hours: 9, mins: 30, className: 'Football' });
  const mondayEarlyBallet = makeRun({ date: '2026-09-07', hours: 9, mins: 30, className: 'ballet' });
  const tuesday = makeRun({ date: '2026-09-08', hours: 8, className: 'Zumba' });
  const saturday = makeRun({ date: '2026-09-12', hours: 10, className: 'Yoga' });

  it('sorts a shuffled term', () => {
    const shuffled = [saturday, mondayLate, sunday, tuesday, mondayEarlyFootball, mondayEarlyBallet];
    expect(shuffled.sort(compareRuns).map((r) => r.runId)).toEqual(
      [mondayEarlyBallet, mondayEarlyFootball, mondayLate, tuesday, saturday, sunday].map((r) => r.runId),
    );
  });

  it('places a run by its first class time in the week, and a run without class times last', () => {
    const wednesdayAndSunday = makeRun({
      date: '2026-09-09',
      classTimes: [
        { dow: 0, starttime: { hours: 8, mins: 0 } },
        { dow: 3, starttime: { hours: 18, mins: 0 } },
      ],
    });
    const none = makeRun({ classTimes: [] });
    expect([none, saturday, wednesdayAndSunday, tuesday].sort(compareRuns)).toEqual([
      tuesday,
      wednesdayAndSunday,
      saturday,
      none,
    ]);
  });

  it('keeps the same class at the same time in run id order', () => {
    const twin = makeRun({ date: '2026-09-07', hours: 17, className: 'Archery' });
    expect([twin, mondayLate].sort(compareRuns)).toEqual([mondayLate, twin]);
  });
});

describe('classTimesInWeekOrder', () => {
  it('puts Sunday last and orders a day by start time', () => {
    const times = [
      { dow: 0, starttime: { hours: 9, mins: 0 } },
      { dow: 1, starttime: { hours: 17, mins: 0 } },
      { dow: 1, starttime: { hours: 9, mins: 15 } },
    ];
    expect(classTimesInWeekOrder(times)).toEqual([times[2], times[1], times[0]]);
  });
});

import type { Camp, Run, ScheduleResponse } from '../api/schedule.js';
import { zonedWallTimeToEpoch } from './dates.js';

let nextId = 1;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A run starting on `date` at `hours`:`mins` London time, weekly for `weeks` weeks; override anything. */
export function makeRun(
  overrides: Partial<Run> & { date?: string; hours?: number; mins?: number; weeks?: number } = {},
): Run {
  const { date = '2026-09-07', hours = 10, mins = 0, weeks = 3, ...rest } = overrides;
  const first = zonedWallTimeToEpoch(date, hours, mins, 'Europe/London');
  const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
  const sessions = Array.from({ length: weeks }, (_, i) => ({
    day: DAY_NAMES[dow],
    startTime: first + i * 7 * 86_400,
    endTime: first + i * 7 * 86_400 + 3600,
  }));
  return {
    runId: nextId++,
    className: 'Football',
    venueName: 'Town Hall',
    bookingsCount: 0,
    waitingCount: 0,
    capacity: 10,
    ageFrom: 48,
    ageTo: 96,
    runStartTime: first,
    runEndTime: first + 3600,
    hasTrialOptions: 0,
    classTimes: [{ dow, starttime: { hours, mins } }],
    sessions,
    latitude: 51.5,
    longitude: -0.12,
    spacesAvailable: true,
    ...rest,
  };
}

export function makeCamp(overrides: Partial<Camp> = {}): Camp {
  const start = zonedWallTimeToEpoch('2026-10-26', 9, 0, 'Europe/London');
  return {
    campId: nextId++,
    className: 'Holiday Camp',
    venueName: 'Town Hall',
    description: '',
    ageFromInMonths: 60,
    ageToInMonths: 132,
    startDateTime: start,
    endDateTime: start + 4 * 86_400 + 6 * 3600,
    weeks: [{ weekStart: start, weekEnd: start + 4 * 86_400 + 6 * 3600, instanceGroupId: nextId++, name: 'Week 1' }],
    latitude: 51.5,
    longitude: -0.12,
    ...overrides,
  };
}

export function makeSchedule(runs: Run[], camps: Camp[] = []): ScheduleResponse {
  return {
    terms: [
      {
        termId: nextId++,
        termName: 'Autumn Term',
        termStartDateTime: runs[0]?.runStartTime ?? 0,
        termEndDateTime: (runs[0]?.runStartTime ?? 0) + 90 * 86_400,
        days: [],
        runs,
      },
    ],
    camps,
  };
}

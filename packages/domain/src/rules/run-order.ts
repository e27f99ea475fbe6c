import type { ClassTime, Run } from '../api/schedule.js';
import { mondayFirstIndex } from './days.js';

/** Where a weekly class time falls in a Monday-first week, in minutes from Monday 00:00. */
const minuteOfWeek = ({ dow, starttime }: ClassTime) =>
  mondayFirstIndex(dow) * 24 * 60 + starttime.hours * 60 + starttime.mins;

/** A run's weekly class times, Monday first and then by start time. */
export const classTimesInWeekOrder = (times: ClassTime[]): ClassTime[] =>
  [...times].sort((a, b) => minuteOfWeek(a) - minuteOfWeek(b));

/** A run's first class time in the week; a run without class times sorts last. */
const firstMinute = (run: Run) => Math.min(...run.classTimes.map(minuteOfWeek), Infinity);

/**
 * The order of a term's runs: by weekday (Monday first), then start time, by the run's first weekly
 * class time (club-local wall time), then class name; the run id keeps ties stable.
 */
export function compareRuns(a: Run, b: Run): number {
  return (
    firstMinute(a) - firstMinute(b) ||
    a.className.localeCompare(b.className, 'en-GB', { sensitivity: 'base' }) ||
    a.runId - b.runId
  );
}

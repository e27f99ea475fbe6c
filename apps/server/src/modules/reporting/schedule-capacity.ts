import type { ScheduleCapacityResponse } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ReportingDeps } from './reporting-deps.js';

/** Booked of capacity as a whole percent (a run with no capacity is not filled). */
export const fillPercentOf = (booked: number, capacity: number) =>
  capacity > 0 ? Math.round((booked * 100) / capacity) : 0;

/** Each run of the terms not yet over, and each camp day not yet over: capacity, booked, waiting, fill. */
export async function scheduleCapacity(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
): Promise<ScheduleCapacityResponse> {
  const now = deps.clock();
  const [runs, days] = await Promise.all([
    deps.repo.runsCapacity(club.id, now),
    deps.repo.campDaysCapacity(club.id, now),
  ]);
  return {
    runs: runs.map((run) => ({ ...run, fillPercent: fillPercentOf(run.booked, run.capacity) })),
    campDays: days.map(({ startsAt, ...day }) => ({
      ...day,
      date: localDateOf(toEpoch(startsAt), club.timeZone),
      fillPercent: fillPercentOf(day.booked, day.capacity),
    })),
  };
}

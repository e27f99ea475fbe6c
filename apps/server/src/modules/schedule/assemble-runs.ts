import { weekdayNames, type Run } from '@clubroom/domain/api';
import { classTimesInWeekOrder, localWeekday, sessionHappens } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import type { ScheduleRepository } from './schedule.repository.js';
import { toEpoch } from '../../lib/epoch.js';

type RunRow = Awaited<ReturnType<ScheduleRepository['findRuns']>>[number];
type ClassTimeRow = Awaited<ReturnType<ScheduleRepository['findClassTimes']>>[number];
type SessionRow = Awaited<ReturnType<ScheduleRepository['findSessions']>>[number];

/** Run rows, their weekly class times and dated sessions → the public API's Run objects. */
export function assembleRuns(
  rows: RunRow[],
  classTimes: ClassTimeRow[],
  sessions: SessionRow[],
  timeZone: string,
): { termId: number; run: Run }[] {
  const timesByRun = groupBy(classTimes, (t) => t.runId);
  const sessionsByRun = groupBy(sessions, (s) => s.runId);
  return rows.map(({ run, venue, bookingsCount, waitingCount }) => {
    const runSessions = (sessionsByRun.get(run.id) ?? []).map((s) => ({
      day: weekdayNames[localWeekday(toEpoch(s.startsAt), timeZone)],
      startTime: toEpoch(s.startsAt),
      endTime: toEpoch(s.endsAt),
      // A session the club cancelled stays listed, marked, so families see it will not happen.
      ...(s.cancelledAt ? { cancelled: true as const } : {}),
    }));
    const first = runSessions.find(sessionHappens);
    return {
      termId: run.termId,
      run: {
        runId: run.id,
        className: run.className,
        venueName: venue.name,
        bookingsCount,
        waitingCount,
        capacity: run.capacity,
        ageFrom: run.ageFromMonths,
        ageTo: run.ageToMonths,
        runStartTime: first?.startTime ?? 0,
        runEndTime: first?.endTime ?? 0,
        hasTrialOptions: run.trialSessions > 0 ? 1 : 0,
        classTimes: classTimesInWeekOrder(
          (timesByRun.get(run.id) ?? []).map((t) => ({
            dow: t.dayOfWeek,
            starttime: { hours: t.startHour, mins: t.startMinute },
          })),
        ),
        sessions: runSessions,
        latitude: venue.latitude,
        longitude: venue.longitude,
        // A place freed while families wait is theirs (offered in turn), not the next visitor's.
        spacesAvailable: bookingsCount < run.capacity && waitingCount === 0,
      },
    };
  });
}

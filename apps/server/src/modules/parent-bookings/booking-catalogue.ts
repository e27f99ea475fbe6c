import type { BookedSession, ClassTime } from '@clubroom/domain/api';
import { groupBy } from '../../lib/group-by.js';
import type { ParentBookingsRepository, PlacedRow } from './parent-bookings.repository.js';
import { toEpoch } from '../../lib/epoch.js';

/** Where and when runs meet: each run's class, term and venue, and its weekly class times. */
export interface RunFacts {
  runs: Map<number, { className: string; termName: string; venueName: string }>;
  classTimes: Map<number, ClassTime[]>;
}

/** What the views of some bookings need of their runs and camps, read once for all of them. */
export interface BookingCatalogue extends RunFacts {
  /** Each run's sessions in order. */
  sessions: Map<number, BookedSession[]>;
  campWeeks: Map<number, { campId: number; className: string; venueName: string }>;
}

export async function runFactsOf(repo: ParentBookingsRepository, clubId: number, runIds: number[]): Promise<RunFacts> {
  const [runs, classTimes] = await Promise.all([repo.runsOf(clubId, runIds), repo.classTimesOf(clubId, runIds)]);
  return {
    runs: new Map(runs.map(({ runId, ...run }) => [runId, run])),
    classTimes: new Map(
      [...groupBy(classTimes, (t) => t.runId)].map(([runId, times]) => [
        runId,
        times.map(({ dow, hours, mins }) => ({ dow, starttime: { hours, mins } })),
      ]),
    ),
  };
}

/** The catalogue of the runs and camps of some places; `between` narrows the sessions read to a window. */
export async function catalogueOf(
  repo: ParentBookingsRepository,
  clubId: number,
  places: PlacedRow[],
  between?: { from: Date; to: Date },
): Promise<BookingCatalogue> {
  const runIds = [...new Set(places.flatMap((p) => (p.runId !== null ? [p.runId] : [])))];
  const weekIds = [...new Set(places.flatMap((p) => (p.campWeekId !== null ? [p.campWeekId] : [])))];
  const [facts, sessions, weeks] = await Promise.all([
    runFactsOf(repo, clubId, runIds),
    repo.sessionsOf(clubId, runIds, between),
    repo.campWeeksOf(clubId, weekIds),
  ]);
  return {
    ...facts,
    sessions: new Map(
      [...groupBy(sessions, (s) => s.runId)].map(([runId, list]) => [
        runId,
        list.map((s) => ({
          startTime: toEpoch(s.startsAt),
          endTime: toEpoch(s.endsAt),
          ...(s.cancelledAt ? { cancelled: true as const } : {}),
        })),
      ]),
    ),
    campWeeks: new Map(weeks.map(({ campWeekId, ...week }) => [campWeekId, week])),
  };
}

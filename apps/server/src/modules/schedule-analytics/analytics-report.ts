import {
  ANALYTICS_DEFAULT_DAYS,
  analyticsFilterNames,
  analyticsSources,
  type AnalyticsFilterName,
  type AnalyticsSource,
  type AnalyticsTotals,
  type ScheduleAnalyticsReport,
} from '@clubroom/domain/api';
import { addDays, calendarDaysBetween, clubToday, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CountRow, ScheduleAnalyticsRepository } from './schedule-analytics.repository.js';

type Club = Pick<ResolvedClub, 'id' | 'timeZone'>;

const noFigures = (): AnalyticsTotals => ({ views: 0, visitors: 0, filterUses: 0, clicks: 0, bookings: 0 });

/** A class's or camp's links followed: all of them, and those from the embedded schedule. */
interface Clicks {
  clicks: number;
  embedClicks: number;
}
const addClick = (to: Clicks, row: CountRow) => {
  to.clicks += row.count;
  if (row.source === 'embed') to.embedClicks += row.count;
};

const startOfDay = (day: string, timeZone: string) => new Date(zonedWallTimeToEpoch(day, 0, 0, timeZone) * 1000);

/** The counters' figure for a row: which total it adds to. */
const totalOf: Record<CountRow['kind'], keyof AnalyticsTotals> = {
  view: 'views',
  visitor: 'visitors',
  filter: 'filterUses',
  click: 'clicks',
};

const isFilterName = (name: string): name is AnalyticsFilterName =>
  (analyticsFilterNames as readonly string[]).includes(name);

const descending =
  <T extends Record<K, number>, K extends string>(key: K) =>
  (a: T, b: T) =>
    b[key] - a[key];

/**
 * The club's schedule analytics for a period of club-local days (by default the last 28, today included): each day's
 * views, visitors, filters used, Info & Booking links followed and places booked; those figures by where the schedule
 * was seen (its page, or embedded on another website); the filters used; and the funnel of each class (its links
 * followed, then its places booked) and each camp's links followed, each with those from the embedded schedule.
 */
export async function analyticsReport(
  repo: ScheduleAnalyticsRepository,
  club: Club,
  period: { from?: string; to?: string },
  now: Date,
): Promise<ScheduleAnalyticsReport> {
  const to =
    period.to ?? (period.from ? addDays(period.from, ANALYTICS_DEFAULT_DAYS - 1) : clubToday(club.timeZone, now));
  const from = period.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const [rows, booked] = await Promise.all([
    repo.countsBetween(club.id, from, to),
    repo.placesBookedBetween(
      club.id,
      startOfDay(from, club.timeZone),
      startOfDay(addDays(to, 1), club.timeZone),
      club.timeZone,
    ),
  ]);

  const days = Array.from({ length: calendarDaysBetween(from, to) + 1 }, (_, i) => ({
    date: addDays(from, i),
    ...noFigures(),
    embedViews: 0,
  }));
  const dayOf = new Map(days.map((day) => [day.date, day]));
  const totals = noFigures();
  const bySource = new Map<AnalyticsSource, AnalyticsTotals>(analyticsSources.map((source) => [source, noFigures()]));
  const filters = new Map<AnalyticsFilterName, number>();
  const runs = new Map<number, Clicks & { bookings: number }>();
  const camps = new Map<number, Clicks>();
  const runOf = (runId: number) =>
    runs.get(runId) ?? runs.set(runId, { clicks: 0, embedClicks: 0, bookings: 0 }).get(runId)!;
  const campOf = (campId: number) => camps.get(campId) ?? camps.set(campId, { clicks: 0, embedClicks: 0 }).get(campId)!;

  for (const row of rows) {
    const figure = totalOf[row.kind];
    if (!figure) continue;
    const day = dayOf.get(row.day)!;
    day[figure] += row.count;
    if (figure === 'views' && row.source === 'embed') day.embedViews += row.count;
    totals[figure] += row.count;
    const source = bySource.get(row.source);
    if (source) source[figure] += row.count;
    if (row.kind === 'filter' && isFilterName(row.subject))
      filters.set(row.subject, (filters.get(row.subject) ?? 0) + row.count);
    const [what, id] = row.subject.split(':');
    if (row.kind === 'click' && what === 'run') addClick(runOf(Number(id)), row);
    if (row.kind === 'click' && what === 'camp') addClick(campOf(Number(id)), row);
  }
  for (const place of booked) {
    const bookedOn = dayOf.get(place.day);
    if (bookedOn) bookedOn.bookings += place.places;
    totals.bookings += place.places;
    runOf(place.runId!).bookings += place.places;
  }

  const names = await repo.namesOf(club.id, [...runs.keys()], [...camps.keys()]);
  return {
    from,
    to,
    totals,
    days,
    sources: [...bySource].map(([source, { views, visitors, filterUses, clicks }]) => ({
      source,
      views,
      visitors,
      filterUses,
      clicks,
    })),
    filters: [...filters].map(([filter, uses]) => ({ filter, uses })).sort(descending('uses')),
    runs: names.runs
      .map((run) => ({ runId: run.id, className: run.className, termName: run.termName, ...runs.get(run.id)! }))
      .sort((a, b) => b.bookings - a.bookings || b.clicks - a.clicks || a.runId - b.runId),
    camps: names.camps
      .map((camp) => ({ campId: camp.id, name: camp.name, ...camps.get(camp.id)! }))
      .sort((a, b) => b.clicks - a.clicks || a.campId - b.campId),
  };
}

/** The last `days` club-local days' figures, today included (the club home's card). */
export async function recentAnalytics(
  repo: ScheduleAnalyticsRepository,
  club: Club,
  now: Date,
  days: number,
): Promise<AnalyticsTotals> {
  const to = clubToday(club.timeZone, now);
  const { totals } = await analyticsReport(repo, club, { from: addDays(to, -(days - 1)), to }, now);
  return totals;
}

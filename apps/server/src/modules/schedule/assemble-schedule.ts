import { weekdayNames, type Camp, type Run, type Term } from '@clubroom/domain/api';
import { compareRuns } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import { toEpoch } from '../../lib/epoch.js';
import type { ScheduleRepository } from './schedule.repository.js';

type TermRow = Awaited<ReturnType<ScheduleRepository['findTermsEndingAfter']>>[number];
type CampRow = Awaited<ReturnType<ScheduleRepository['findCamps']>>[number];
type WeekRow = Awaited<ReturnType<ScheduleRepository['findCampWeeks']>>[number];
type DayRow = Awaited<ReturnType<ScheduleRepository['findCampDays']>>[number];

/** Monday-first weekday names on which any of the runs has a session. */
function daysOf(runs: Run[]): Term['days'] {
  const seen = new Set(runs.flatMap((r) => r.sessions.map((s) => s.day)));
  const mondayFirst = [...weekdayNames.slice(1), weekdayNames[0]];
  return mondayFirst.filter((d) => seen.has(d));
}

/** A term with its runs in the order every page lists them (`compareRuns`: weekday, start time, class). */
export function assembleTerm(term: TermRow, runs: Run[]): Term {
  return {
    termId: term.id,
    termName: term.name,
    termStartDateTime: toEpoch(term.startsAt),
    termEndDateTime: toEpoch(term.endsAt),
    days: daysOf(runs),
    runs: [...runs].sort(compareRuns),
  };
}

export interface AssembledCamp extends Camp {
  /** Dated days per week, for the camp's info page. */
  weekDays: Map<number, DayRow[]>;
}

/** Camps with their weeks (instance groups) and days; a camp without days is left out. */
export function assembleCamps(rows: CampRow[], weeks: WeekRow[], days: DayRow[]): AssembledCamp[] {
  const weeksByCamp = groupBy(weeks, (w) => w.campId);
  const daysByWeek = groupBy(days, (d) => d.campWeekId);
  const result: AssembledCamp[] = [];
  for (const { camp, venue } of rows) {
    const campWeeks = (weeksByCamp.get(camp.id) ?? [])
      .map((w) => ({ week: w, days: daysByWeek.get(w.id) ?? [] }))
      .filter((w) => w.days.length > 0)
      .sort((a, b) => a.days[0].startsAt.getTime() - b.days[0].startsAt.getTime());
    if (campWeeks.length === 0) continue;
    const allDays = campWeeks.flatMap((w) => w.days);
    result.push({
      campId: camp.id,
      className: camp.className,
      venueName: venue.name,
      description: camp.description,
      ageFromInMonths: camp.ageFromMonths,
      ageToInMonths: camp.ageToMonths,
      startDateTime: toEpoch(allDays[0].startsAt),
      endDateTime: Math.max(...allDays.map((d) => toEpoch(d.endsAt))),
      weeks: campWeeks.map(({ week, days: wd }) => ({
        weekStart: toEpoch(wd[0].startsAt),
        weekEnd: Math.max(...wd.map((d) => toEpoch(d.endsAt))),
        instanceGroupId: week.id,
        name: week.name,
      })),
      latitude: venue.latitude,
      longitude: venue.longitude,
      weekDays: new Map(campWeeks.map(({ week, days: wd }) => [week.id, wd])),
    });
  }
  return result;
}

/** The public shape of a camp, without the info-page extras. */
export function publicCamp({ weekDays: _weekDays, ...camp }: AssembledCamp): Camp {
  return camp;
}

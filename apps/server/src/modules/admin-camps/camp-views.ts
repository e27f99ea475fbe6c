import {
  campWeekDates,
  type AdminCamp,
  type AdminCampDay,
  type AdminCampWeek,
  type CampDayType,
} from '@clubroom/domain/api';
import { addDays, localWeekday } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsRepository, CampDayRow } from './admin-camps.repository.js';
import { localDateOfDay, wallTimeOf } from './camp-times.js';
import { toEpoch } from '../../lib/epoch.js';

type CampRows = Awaited<ReturnType<AdminCampsRepository['findCamps']>>;
type WeekRow = Awaited<ReturnType<AdminCampsRepository['findWeeks']>>[number];

/** A camp without days yet shows the usual day, 9 to 3. */
const DEFAULT_TIMES = { startTime: '09:00', endTime: '15:00' };

export function dayView(day: CampDayRow, timeZone: string): AdminCampDay {
  return {
    dayId: day.id,
    date: localDateOfDay(day.startsAt, timeZone),
    dayOfWeek: localWeekday(toEpoch(day.startsAt), timeZone),
    startTime: toEpoch(day.startsAt),
    endTime: toEpoch(day.endsAt),
    bookingsCount: day.bookingsCount,
    type: day.sessionType as CampDayType,
  };
}

/** A week as the admin shows it: its Monday (that of its first day) and the weekdays it skips. */
export function weekView(week: WeekRow, days: CampDayRow[], timeZone: string): AdminCampWeek {
  const dayViews = days.map((d) => dayView(d, timeZone));
  const first = dayViews[0];
  const startDate = first ? addDays(first.date, 1 - first.dayOfWeek) : '';
  const dates = new Set(dayViews.map((d) => d.date));
  return {
    weekId: week.id,
    name: week.name,
    startDate,
    skippedDates: startDate ? campWeekDates(startDate).filter((date) => !dates.has(date)) : [],
    days: dayViews,
    bookingsCount: dayViews.reduce((sum, d) => sum + d.bookingsCount, 0),
  };
}

/** The weeks of the given camps as the admin shows them, in date order. */
export async function weekViews(repo: AdminCampsRepository, club: ResolvedClub, campIds: number[]) {
  const weeks = await repo.findWeeks(club.id, campIds);
  const days = groupBy(
    await repo.findDays(
      club.id,
      weeks.map((w) => w.id),
    ),
    (d) => d.weekId,
  );
  const views = weeks.map((w) => ({ campId: w.campId, week: weekView(w, days.get(w.id) ?? [], club.timeZone) }));
  views.sort((a, b) => a.week.startDate.localeCompare(b.week.startDate) || a.week.weekId - b.week.weekId);
  return groupBy(views, (v) => v.campId);
}

/** Camps as the admin shows them: details, daily times, weeks and days, places booked of places; soonest first. */
export async function campViews(repo: AdminCampsRepository, club: ResolvedClub, rows: CampRows): Promise<AdminCamp[]> {
  const weeks = await weekViews(
    repo,
    club,
    rows.map((r) => r.camp.id),
  );
  const views = rows.map(({ camp, venueName }): AdminCamp => {
    const campWeeks = (weeks.get(camp.id) ?? []).map((v) => v.week);
    const days = campWeeks.flatMap((w) => w.days);
    const first = days[0];
    return {
      campId: camp.id,
      className: camp.className,
      venueId: camp.venueId,
      venueName,
      description: camp.description,
      ageFrom: camp.ageFromMonths,
      ageTo: camp.ageToMonths,
      capacity: camp.capacity,
      weekPrice: camp.weekPrice,
      dayPrice: camp.dayPrice,
      ...(first
        ? {
            startTime: wallTimeOf(new Date(first.startTime * 1000), club.timeZone),
            endTime: wallTimeOf(new Date(first.endTime * 1000), club.timeZone),
          }
        : DEFAULT_TIMES),
      startDate: first?.date ?? null,
      endDate: days.at(-1)?.date ?? null,
      weeks: campWeeks,
      bookingsCount: days.reduce((sum, d) => sum + d.bookingsCount, 0),
      inviteOnly: camp.inviteOnly,
      draft: camp.draft,
      placesCount: camp.capacity * days.length,
    };
  });
  return views.sort((a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999') || a.campId - b.campId);
}

/** One of the club's camps as the admin shows it; null when the club has no such camp. */
export async function campView(repo: AdminCampsRepository, club: ResolvedClub, campId: number) {
  const rows = await repo.findCamps(club.id, campId);
  if (rows.length === 0) return null;
  const [view] = await campViews(repo, club, rows);
  return view;
}

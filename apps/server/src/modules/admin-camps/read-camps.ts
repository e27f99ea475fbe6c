import type { AdminCamp, AdminCampWeek, CampCalendarDay } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsRepository } from './admin-camps.repository.js';
import { campView, campViews } from './camp-views.js';

/** The club's camps at a glance, soonest first. */
export async function listCamps(repo: AdminCampsRepository, club: ResolvedClub): Promise<{ camps: AdminCamp[] }> {
  return { camps: await campViews(repo, club, await repo.findCamps(club.id)) };
}

/** Every day of the club's camps in date order, each with its camp, week and places. */
export async function campCalendar(
  repo: AdminCampsRepository,
  club: ResolvedClub,
): Promise<{ days: CampCalendarDay[] }> {
  const { camps } = await listCamps(repo, club);
  const days = camps.flatMap((camp) =>
    camp.weeks.flatMap((week) =>
      week.days.map((day) => ({
        ...day,
        campId: camp.campId,
        className: camp.className,
        weekId: week.weekId,
        weekName: week.name,
        capacity: camp.capacity,
      })),
    ),
  );
  return { days: days.sort((a, b) => a.startTime - b.startTime || a.dayId - b.dayId) };
}

/** One of the club's camps (another club's answers 404, as if it did not exist). */
export async function getCamp(repo: AdminCampsRepository, club: ResolvedClub, campId: number): Promise<AdminCamp> {
  const view = await campView(repo, club, campId);
  if (!view) throw notFound('Camp');
  return view;
}

/** One week of one of the club's camps; 404 unless the week is the camp's. */
export async function getCampWeek(
  repo: AdminCampsRepository,
  club: ResolvedClub,
  campId: number,
  weekId: number,
): Promise<{ camp: AdminCamp; week: AdminCampWeek }> {
  const camp = await getCamp(repo, club, campId);
  const week = camp.weeks.find((w) => w.weekId === weekId);
  if (!week) throw notFound('Camp week');
  return { camp, week };
}

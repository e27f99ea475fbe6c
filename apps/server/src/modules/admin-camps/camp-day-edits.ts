import type { AdminCampDay, CampDayType } from '@clubroom/domain/api';
import { campWeekDates } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import type { AdminCampsRepository } from './admin-camps.repository.js';
import { dayInstantsOf, localDateOfDay } from './camp-times.js';
import { dayView } from './camp-views.js';
import { fieldInvalid } from './field-invalid.js';
import { getCamp } from './read-camps.js';

const says = messages.adminCamps.errors;

/** One of the club's camp days as the admin shows it; 404 for another club's or none. */
async function savedDay(repo: AdminCampsRepository, club: ResolvedClub, dayId: number): Promise<AdminCampDay> {
  const day = await repo.findDay(club.id, dayId);
  if (!day) throw notFound('Camp day');
  return dayView(day, club.timeZone);
}

/**
 * Adds a day (a run instance) to one of the club's camp weeks (`POST /api/v4/camps/edit/run-instance`):
 * a weekday of its Monday-to-Friday it does not run yet (400 naming `date` otherwise; 409 when it
 * already runs), at the camp's daily times unless given its own.
 */
export async function addCampDay(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  body: { instanceGroupId: number; date: string; startTime?: string; endTime?: string },
): Promise<{ day: AdminCampDay }> {
  const week = await deps.repo.findWeek(club.id, body.instanceGroupId);
  if (!week) throw notFound('Camp week');
  const camp = await getCamp(deps.repo, club, week.campId);
  const shown = camp.weeks.find((w) => w.weekId === week.id)!;
  if (!campWeekDates(shown.startDate).includes(body.date)) throw fieldInvalid('date', says.dayOutsideWeek);
  if (shown.days.some((d) => d.date === body.date)) throw new AppError('CONFLICT', says.dayAlreadyRuns);
  const times = { startTime: body.startTime ?? camp.startTime, endTime: body.endTime ?? camp.endTime };
  if (times.endTime <= times.startTime) throw fieldInvalid('endTime', says.endTimeBeforeStart);
  return deps.transaction(async (repo) => {
    await repo.insertDays(club.id, week.id, [dayInstantsOf(body.date, times, club.timeZone)]);
    const added = (await repo.findDays(club.id, [week.id])).find(
      (d) => localDateOfDay(d.startsAt, club.timeZone) === body.date,
    )!;
    return { day: dayView(added, club.timeZone) };
  });
}

/**
 * Moves one camp day's session to other times on its date (`PUT /api/v4/camps/edit/run-instance/{id}`):
 * the row, and the places booked on it, stay. Saving the whole camp again sets its days to the camp's times.
 */
export async function updateCampDay(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  dayId: number,
  times: { startTime: string; endTime: string },
): Promise<{ day: AdminCampDay }> {
  const day = await deps.repo.findDay(club.id, dayId);
  if (!day) throw notFound('Camp day');
  const date = localDateOfDay(day.startsAt, club.timeZone);
  await deps.repo.updateDay(club.id, dayId, dayInstantsOf(date, times, club.timeZone));
  return { day: await savedDay(deps.repo, club, dayId) };
}

/** Sets a camp day's type: a full day, or a morning or afternoon only (`POST …/edit/run-instance/type`). */
export async function setCampDayType(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  body: { runInstanceId: number; type: CampDayType },
): Promise<{ day: AdminCampDay }> {
  if (!(await deps.repo.findDay(club.id, body.runInstanceId))) throw notFound('Camp day');
  await deps.repo.setDayType(club.id, body.runInstanceId, body.type);
  return { day: await savedDay(deps.repo, club, body.runInstanceId) };
}

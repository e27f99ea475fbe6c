import { campWeekDates, type AdminCampWeek, type CampWeekBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import type { AdminCampsRepository } from './admin-camps.repository.js';
import { fieldInvalid } from './field-invalid.js';
import { getCamp } from './read-camps.js';
import { syncWeekDays } from './save-camp.js';

const says = messages.adminCamps.errors;

async function weekOf(repo: AdminCampsRepository, club: ResolvedClub, campId: number, weekId: number) {
  const week = (await getCamp(repo, club, campId)).weeks.find((w) => w.weekId === weekId);
  if (!week) throw notFound('Camp week');
  return week;
}

/**
 * Adds a week (an instance group) to one of the club's camps (`POST /api/v4/camps/instance-group`):
 * labelled, Monday to Friday but its skipped days, at the camp's daily times, as the camp form makes
 * them (`syncWeekDays`). A week the camp already has is 409.
 */
export async function addCampWeek(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  body: CampWeekBody & { campId: number },
): Promise<{ week: AdminCampWeek }> {
  if (body.weekId !== undefined) throw fieldInvalid('weekId', says.unknownWeek);
  return deps.transaction(async (repo) => {
    const camp = await getCamp(repo, club, body.campId);
    if (camp.weeks.some((w) => w.startDate === body.startDate)) throw new AppError('CONFLICT', says.sameWeekTwice);
    const weekId = await repo.insertWeek(club.id, camp.campId, body.name);
    await syncWeekDays(repo, club, weekId, [], body, camp);
    return { week: await weekOf(repo, club, camp.campId, weekId) };
  });
}

/**
 * Relabels one of the club's camp weeks and, when `skippedDates` is given, changes the days it runs
 * (`POST /api/v4/camps/instance-group/update`): under its days' locks, as the camp form does, a
 * booked day cannot be dropped (409).
 */
export async function updateCampWeek(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  body: { instanceGroupId: number; label: string; skippedDates?: string[] },
): Promise<{ week: AdminCampWeek }> {
  return deps.transaction(async (repo, tx) => {
    const row = await repo.findWeek(club.id, body.instanceGroupId);
    if (!row) throw notFound('Camp week');
    await repo.renameWeek(club.id, row.id, body.label);
    if (body.skippedDates) {
      const camp = await getCamp(repo, club, row.campId);
      const shown = camp.weeks.find((w) => w.weekId === row.id)!;
      const dates = campWeekDates(shown.startDate);
      body.skippedDates.forEach((date, i) => {
        if (!dates.includes(date)) throw fieldInvalid(`skippedDates.${i}`, says.skipOutsideWeek);
      });
      if (new Set(body.skippedDates).size >= dates.length) throw fieldInvalid('skippedDates', says.everyDaySkipped);
      const days = await repo.findDays(club.id, [row.id]);
      await lockAvailability(
        tx,
        days.map((d) => ({ kind: 'camp-day', id: d.id })),
      );
      const week = { name: body.label, startDate: shown.startDate, skippedDates: body.skippedDates };
      await syncWeekDays(repo, club, row.id, await repo.findDays(club.id, [row.id]), week, camp);
    }
    return { week: await weekOf(repo, club, row.campId, row.id) };
  });
}

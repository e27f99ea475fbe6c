import { campWeekDates, type AdminCamp, type CampBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate } from '@clubroom/domain/rules';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import type { AdminCampsRepository, CampDayRow, CampRow } from './admin-camps.repository.js';
import { campView } from './camp-views.js';
import { dayInstantsOf, localDateOfDay } from './camp-times.js';
import { fieldInvalid } from './field-invalid.js';
import { toEpoch } from '../../lib/epoch.js';

const says = messages.adminCamps.errors;

const campRowOf = (body: CampBody, venueId: number): CampRow => ({
  venueId,
  className: body.className,
  description: body.description,
  ageFromMonths: body.ageFrom,
  ageToMonths: body.ageTo,
  capacity: body.capacity,
  weekPrice: body.weekPrice,
  dayPrice: body.dayPrice,
  inviteOnly: body.inviteOnly,
});

export async function savedView(repo: AdminCampsRepository, club: ResolvedClub, campId: number): Promise<AdminCamp> {
  const view = await campView(repo, club, campId);
  if (!view) throw notFound('Camp');
  return view;
}

/**
 * Makes a week's days those of the body: Monday to Friday of its Monday but the skipped ones, at
 * the camp's daily times. A day that still happens keeps its row (and the places booked on it)
 * with its times moved; one no longer wanted is deleted, refused (409) if places are booked on it.
 */
export async function syncWeekDays(
  repo: AdminCampsRepository,
  club: ResolvedClub,
  weekId: number,
  existing: CampDayRow[],
  week: CampBody['weeks'][number],
  times: { startTime: string; endTime: string },
): Promise<void> {
  const skipped = new Set(week.skippedDates);
  const wanted = new Set(campWeekDates(week.startDate).filter((date) => !skipped.has(date)));
  const kept = new Set<string>();
  const dropped: number[] = [];
  for (const day of existing) {
    const date = localDateOfDay(day.startsAt, club.timeZone);
    if (wanted.has(date) && !kept.has(date)) {
      kept.add(date);
      await repo.updateDay(club.id, day.id, dayInstantsOf(date, times, club.timeZone));
    } else if (day.bookingsCount > 0) {
      throw new AppError('CONFLICT', says.bookedDayDropped(formatLongDate(toEpoch(day.startsAt), club.timeZone)));
    } else dropped.push(day.id);
  }
  await repo.deleteDays(club.id, dropped);
  const added = [...wanted].filter((date) => !kept.has(date)).sort();
  await repo.insertDays(
    club.id,
    weekId,
    added.map((date) => dayInstantsOf(date, times, club.timeZone)),
  );
}

/**
 * Adds a camp with its weeks (labelled) and their days, and its venue when it is a new one. It starts
 * as a draft (staff only) until the club publishes it.
 */
export async function createCamp(deps: AdminCampsDeps, club: ResolvedClub, body: CampBody): Promise<AdminCamp> {
  const venue = await deps.chooseVenue(body.venue, 'venue');
  return deps.transaction(async (repo, tx) => {
    const campId = await repo.insertCamp(club.id, { ...campRowOf(body, await venue(tx, club.id)), draft: true });
    for (const [i, week] of body.weeks.entries()) {
      if (week.weekId !== undefined) throw fieldInvalid(`weeks.${i}.weekId`, says.unknownWeek);
      const weekId = await repo.insertWeek(club.id, campId, week.name);
      await syncWeekDays(repo, club, weekId, [], week, body);
    }
    return savedView(repo, club, campId);
  });
}

/**
 * Changes a camp: details, daily times and weeks. Under the locks of its days (as bookings take
 * them): places per day may not fall below those booked on any day, and no booked day may go.
 * Weeks named by `weekId` are kept and relabelled; weeks left out are deleted with their days.
 */
export async function updateCamp(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  campId: number,
  body: CampBody,
): Promise<AdminCamp> {
  const venue = await deps.chooseVenue(body.venue, 'venue');
  return deps.transaction(async (repo, tx) => {
    if ((await repo.findCamps(club.id, campId)).length === 0) throw notFound('Camp');
    const weeks = await repo.findWeeks(club.id, [campId]);
    const days = await repo.findDays(
      club.id,
      weeks.map((w) => w.id),
    );
    await lockAvailability(
      tx,
      days.map((d) => ({ kind: 'camp-day', id: d.id })),
    );
    // Counted again under the locks: a place confirmed just before is seen.
    const locked = await repo.findDays(
      club.id,
      weeks.map((w) => w.id),
    );
    const mostBooked = Math.max(0, ...locked.map((d) => d.bookingsCount));
    if (body.capacity < mostBooked) throw fieldInvalid('capacity', says.capacityBelowBookings(mostBooked));
    const ownWeekIds = new Set(weeks.map((w) => w.id));
    body.weeks.forEach((week, i) => {
      if (week.weekId !== undefined && !ownWeekIds.has(week.weekId))
        throw fieldInvalid(`weeks.${i}.weekId`, says.unknownWeek);
    });

    await repo.updateCamp(club.id, campId, campRowOf(body, await venue(tx, club.id)));
    const keptWeekIds = new Set(body.weeks.flatMap((w) => (w.weekId === undefined ? [] : [w.weekId])));
    const removedWeeks = weeks.filter((w) => !keptWeekIds.has(w.id));
    for (const week of removedWeeks) {
      const booked = locked.find((d) => d.weekId === week.id && d.bookingsCount > 0);
      if (booked)
        throw new AppError('CONFLICT', says.bookedDayDropped(formatLongDate(toEpoch(booked.startsAt), club.timeZone)));
    }
    await repo.deleteWeeks(
      club.id,
      removedWeeks.map((w) => w.id),
    );
    for (const week of body.weeks) {
      const weekId = week.weekId ?? (await repo.insertWeek(club.id, campId, week.name));
      if (week.weekId !== undefined) await repo.renameWeek(club.id, weekId, week.name);
      const existing = locked.filter((d) => d.weekId === weekId);
      await syncWeekDays(repo, club, weekId, existing, week, body);
    }
    return savedView(repo, club, campId);
  });
}

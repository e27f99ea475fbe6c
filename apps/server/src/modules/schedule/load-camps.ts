import type { ResolvedClub } from '../../platform/tenancy.js';
import { assembleCamps } from './assemble-schedule.js';
import type { ScheduleRepository } from './schedule.repository.js';

/** Loads camps (all of the club's, or one) with weeks and days; camps without days are left out. */
export async function loadCamps(
  repo: ScheduleRepository,
  club: ResolvedClub,
  where: { all: true } | { campId: number },
) {
  const rows = await repo.findCamps(club.id, where);
  const weeks = await repo.findCampWeeks(
    club.id,
    rows.map((r) => r.camp.id),
  );
  const days = await repo.findCampDays(
    club.id,
    weeks.map((w) => w.id),
  );
  return { rows, camps: assembleCamps(rows, weeks, days) };
}

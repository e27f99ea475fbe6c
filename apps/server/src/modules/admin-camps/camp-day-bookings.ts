import type { CampDayBookingsResponse } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { registerChildOf } from '../registers/index.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import { openCampDay } from './camp-day.js';

/**
 * The children booked on one day of a camp week (named by its weekday), with what the staff need:
 * age and school year today, a refused photo permission, their notes (special-category: the route
 * lets in this club's organisers and the coaches on the camp), whom to call, and the day's mark.
 */
export async function campDayBookings(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  auth: AuthContext,
  params: { campId: number; weekId: number; dayOfWeek: number },
): Promise<CampDayBookingsResponse> {
  const { camp, week, day } = await openCampDay(deps, club, auth, params);
  const booked = await deps.repo.dayChildren(club.id, day.dayId);
  const contacts = await deps.repo.emergencyContacts(booked.map((b) => b.childId));
  const marks = new Map((await deps.repo.marksOn(club.id, [day.dayId])).map((m) => [m.childId, m.status]));
  const today = localDateOf(toEpoch(deps.clock()), club.timeZone);
  return {
    camp: { campId: camp.campId, className: camp.className, venueName: camp.venueName },
    week: { weekId: week.weekId, name: week.name },
    day,
    children: booked.map((row) => ({
      ...registerChildOf(row, contacts, today),
      status: marks.get(row.childId) ?? null,
    })),
    coaches: await deps.campCoaches(club.id, camp.campId),
  };
}

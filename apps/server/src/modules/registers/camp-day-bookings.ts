import type { CampDayBookingsResponse } from '@clubroom/domain/api';
import { clubToday, inRegisterOrder } from '@clubroom/domain/rules';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { registerChildOf } from './register-child.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';
import { openCampDay } from './camp-day.js';

/**
 * The children booked on one day of a camp week (named by its weekday), with what the staff need:
 * age and school year today, a refused photo permission, their notes (special-category: the route
 * lets in this club's organisers and the coaches on the camp), whom to call, and the day's mark.
 */
export async function campDayBookings(
  deps: CampRegistersDeps,
  club: ResolvedClub,
  auth: AuthContext,
  params: { campId: number; weekId: number; dayOfWeek: number },
): Promise<CampDayBookingsResponse> {
  const { camp, week, day } = await openCampDay(deps, club, auth, params);
  const booked = inRegisterOrder(await deps.repo.dayChildren(club.id, day.dayId), await deps.registerOrder(club.id));
  const contacts = await deps.repo.emergencyContacts(booked.map((b) => b.childId));
  const marks = new Map((await deps.repo.marksOn(club.id, [day.dayId])).map((m) => [m.childId, m.status]));
  const today = clubToday(club.timeZone, deps.clock());
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

import type { CampRegisterResponse } from '@clubroom/domain/api';
import { clubToday, inRegisterOrder } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { registerChildOf } from './register-child.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';

/**
 * A camp's whole register (`GET /api/v4/camps/{campId}/register`): its days in date order, and each
 * child with a confirmed place on any of them once, in the club's register order, with their notes,
 * whom to call and each booked day's mark, as the day registers show them. For the camp's organisers
 * and the coaches on it (the camp registers' object rule).
 */
export async function campRegister(
  deps: CampRegistersDeps,
  club: ResolvedClub,
  auth: AuthContext,
  campId: number,
): Promise<CampRegisterResponse> {
  await deps.openCampRegister(club, auth, campId);
  const camp = await deps.camps.camp(club, campId);
  const days = camp.weeks
    .flatMap((week) => week.days.map((day) => ({ ...day, weekId: week.weekId, weekName: week.name })))
    .sort((a, b) => a.startTime - b.startTime || a.dayId - b.dayId);
  const dayIds = days.map((d) => d.dayId);
  const rows = dayIds.length === 0 ? [] : await deps.repo.childrenOn(club.id, dayIds);
  const daysOfChild = groupBy(rows, (row) => row.childId);
  const children = inRegisterOrder(
    [...new Map(rows.map((row) => [row.childId, row])).values()],
    await deps.registerOrder(club.id),
  );
  const contacts = await deps.repo.emergencyContacts(children.map((c) => c.childId));
  const marks = new Map((await deps.repo.marksOn(club.id, dayIds)).map((m) => [`${m.childId}:${m.dayId}`, m.status]));
  const order = new Map(dayIds.map((id, i) => [id, i]));
  const today = clubToday(club.timeZone, deps.clock());
  return {
    camp: { campId: camp.campId, className: camp.className, venueName: camp.venueName },
    days,
    children: children.map((row) => ({
      ...registerChildOf(row, contacts, today),
      days: (daysOfChild.get(row.childId) ?? [])
        .map((booked) => ({ dayId: booked.dayId, status: marks.get(`${row.childId}:${booked.dayId}`) ?? null }))
        .sort((a, b) => order.get(a.dayId)! - order.get(b.dayId)!),
    })),
    coaches: await deps.campCoaches(club.id, camp.campId),
  };
}

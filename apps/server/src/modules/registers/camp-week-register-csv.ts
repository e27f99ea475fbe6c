import { clubToday, inRegisterOrder } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { registerChildOf } from './register-child.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';

const HEADER = ['Child', 'Age', 'Parent', 'Phone', 'Medical notes', 'Allergies', 'Special educational needs'];
/** A day the child has no place on. */
const NOT_BOOKED = 'not booked';

/**
 * A camp week's register as a CSV, as a run's (registers/export-register.ts): one row a child booked
 * on any day of the week, one column a day (its club-local date), each 'present', 'absent', blank
 * (booked, not marked) or 'not booked'. For the camp's organisers and the coaches on it.
 */
export async function campWeekRegisterCsv(
  deps: CampRegistersDeps,
  club: ResolvedClub,
  auth: AuthContext,
  params: { campId: number; weekId: number },
): Promise<{ name: string; csv: string }> {
  await deps.openCampRegister(club, auth, params.campId);
  const { camp, week } = await deps.camps.week(club, params.campId, params.weekId);
  const dayIds = week.days.map((d) => d.dayId);
  const booked = dayIds.length === 0 ? [] : await deps.repo.childrenOn(club.id, dayIds);
  const children = inRegisterOrder(
    [...new Map(booked.map((row) => [row.childId, row])).values()],
    await deps.registerOrder(club.id),
  );
  const bookedDays = new Set(booked.map((row) => `${row.childId}:${row.dayId}`));
  const marks = new Map((await deps.repo.marksOn(club.id, dayIds)).map((m) => [`${m.childId}:${m.dayId}`, m.status]));
  const today = clubToday(club.timeZone, deps.clock());
  const rows = children.map((row) => {
    const child = registerChildOf(row, new Map(), today);
    return [
      `${child.firstName} ${child.lastName}`,
      child.ageYears,
      child.parent.name,
      child.parent.phone,
      child.medicalNotes,
      child.allergyNotes,
      child.specialNeeds,
      ...dayIds.map((dayId) => {
        const key = `${row.childId}:${dayId}`;
        return bookedDays.has(key) ? (marks.get(key) ?? null) : NOT_BOOKED;
      }),
    ];
  });
  return {
    name: `${camp.className} ${week.name} register`,
    csv: toCsv([...HEADER, ...week.days.map((d) => d.date)], rows),
  };
}

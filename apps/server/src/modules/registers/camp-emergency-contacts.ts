import type { CampEmergencyContactsResponse } from '@clubroom/domain/api';
import { clubToday } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { registerChildOf } from './register-child.js';
import type { CampRegistersDeps } from './camp-registers-deps.js';

/**
 * Emergency contacts per camp: every child with a confirmed place on a day of the camp (or of one
 * of its weeks), once, with their notes and whom to call, as the day registers show them. For the
 * camp's organisers and the coaches on it (the camp registers' object rule).
 */
export async function campEmergencyContacts(
  deps: CampRegistersDeps,
  club: ResolvedClub,
  auth: AuthContext,
  campId: number,
  weekId: number | undefined,
): Promise<CampEmergencyContactsResponse> {
  await deps.openCampRegister(club, auth, campId);
  const { camp, week } =
    weekId === undefined
      ? { camp: await deps.camps.camp(club, campId), week: null }
      : await deps.camps.week(club, campId, weekId);
  const dayIds = (week ? [week] : camp.weeks).flatMap((w) => w.days.map((d) => d.dayId));
  const rows = dayIds.length === 0 ? [] : await deps.repo.childrenOn(club.id, dayIds);
  const once = [...new Map(rows.map((row) => [row.childId, row])).values()];
  const contacts = await deps.repo.emergencyContacts(once.map((b) => b.childId));
  const today = clubToday(club.timeZone, deps.clock());
  return {
    camp: { campId: camp.campId, className: camp.className, venueName: camp.venueName },
    week: week && { weekId: week.weekId, name: week.name },
    weeks: camp.weeks.map((w) => ({ weekId: w.weekId, name: w.name })),
    children: once.map((row) => registerChildOf(row, contacts, today)),
  };
}

const HEADER = [
  'Child',
  'Age',
  'Medical notes',
  'Allergies',
  'Special educational needs',
  'No photos',
  'Parent',
  'Parent phone',
  'Emergency contacts',
];

/** The same as a CSV: one row a child, their emergency contacts in one cell ('name (relation) phone; …'). */
export async function campEmergencyContactsCsv(
  ...args: Parameters<typeof campEmergencyContacts>
): Promise<{ name: string; csv: string }> {
  const list = await campEmergencyContacts(...args);
  const rows = list.children.map((child) => [
    `${child.firstName} ${child.lastName}`,
    child.ageYears,
    child.medicalNotes,
    child.allergyNotes,
    child.specialNeeds,
    child.photoPermissionRefused ? 'yes' : null,
    child.parent.name,
    child.parent.phone,
    child.emergencyContacts.map((c) => `${c.name} (${c.relation}) ${c.phone}`).join('; '),
  ]);
  const of = list.week ? `${list.camp.className} ${list.week.name}` : list.camp.className;
  return { name: `${of} emergency contacts`, csv: toCsv(HEADER, rows) };
}

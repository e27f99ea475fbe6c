import { peopleApi, pathOf, type Child } from '@clubroom/domain/api';
import { localDateOf, schoolYearKey, schoolYearOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import type { ChildRow, ChildrenRepository } from './children.repository.js';

/** School years are English ones, whatever the club's time zone: the date that counts is England's. */
export const todayInEngland = (now: Date) => localDateOf(toEpoch(now), 'Europe/London');

/** The photo's address changes with the photo (its key's name), so a browser never shows an old one. */
function photoUrlOf(row: ChildRow): string | null {
  if (!row.photoKey) return null;
  const version = row.photoKey.split('/').pop()!.split('.')[0];
  return `${pathOf(peopleApi.childPhoto, { personId: row.id })}?v=${version}`;
}

/** Children as the API answers them, each with its emergency contacts and school year today. */
export async function childViews(children: ChildrenRepository, rows: ChildRow[], now: Date): Promise<Child[]> {
  const contacts = await children.contactsOf(rows.map((r) => r.id));
  const today = todayInEngland(now);
  return rows.map((row) => ({
    personId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as Child['gender'],
    schoolYear: schoolYearKey(schoolYearOf(row.dateOfBirth, today)),
    medicalNotes: row.medicalNotes,
    allergyNotes: row.allergyNotes,
    specialNeeds: row.specialNeeds,
    emergencyContacts: contacts.get(row.id) ?? [],
    photoUrl: photoUrlOf(row),
  }));
}

export async function childView(children: ChildrenRepository, row: ChildRow, now: Date): Promise<Child> {
  const [view] = await childViews(children, [row], now);
  return view;
}

import type { CampDayChild } from '@clubroom/domain/api';
import { ageInMonthsOn, schoolYearKey, schoolYearOf } from '@clubroom/domain/rules';
import type { EmergencyContact } from '../people/index.js';

export interface RegisterChildRow {
  childId: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  medicalNotes: string | null;
  allergyNotes: string | null;
  specialNeeds: string | null;
  parentFirstName: string;
  parentLastName: string;
  parentMobile: string | null;
  /** The parent's answer to the club's photo question; null when not answered. */
  photoAllowed: boolean | null;
}

/**
 * A booked child as a register shows them to the club's staff: age and school year on `today`
 * (club-local), a refused photo permission, their notes and whom to call.
 */
export const registerChildOf = (
  row: RegisterChildRow,
  contacts: Map<number, EmergencyContact[]>,
  today: string,
): CampDayChild => ({
  childId: row.childId,
  firstName: row.firstName,
  lastName: row.lastName,
  ageYears: Math.floor(ageInMonthsOn(row.dateOfBirth, today) / 12),
  schoolYear: schoolYearKey(schoolYearOf(row.dateOfBirth, today)),
  photoPermissionRefused: row.photoAllowed === false,
  medicalNotes: row.medicalNotes,
  allergyNotes: row.allergyNotes,
  specialNeeds: row.specialNeeds,
  parent: { name: `${row.parentFirstName} ${row.parentLastName}`, phone: row.parentMobile },
  emergencyContacts: contacts.get(row.childId) ?? [],
});

import { localDateOf } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { getRegister } from './get-register.js';
import type { RegistersDeps } from './registers-deps.js';

const HEADER = ['Child', 'Age', 'Parent', 'Phone', 'Medical notes', 'Allergies', 'Special educational needs'];

/**
 * A run's register as a CSV, for whoever may open the register (openRegister, via getRegister):
 * one row a child, a column for each of the club's questions and contact attributes, one column a session (its club-local date), each 'present', 'absent' or blank.
 */
export async function exportRegister(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  auth: AuthContext,
  runId: number,
): Promise<{ name: string; csv: string }> {
  const register = await getRegister(deps, club, auth, runId);
  const sessionColumns = register.sessions.map((s) => localDateOf(s.startTime, club.timeZone));
  const rows = register.children.map((child) => {
    const marks = new Map(child.attendance.map((a) => [a.sessionId, a.status]));
    return [
      `${child.firstName} ${child.lastName}`,
      child.ageYears,
      child.parent.name,
      child.parent.phone,
      child.medicalNotes,
      child.allergyNotes,
      child.specialNeeds,
      // The club's registration questions and contact attributes, after the child's own columns.
      ...child.familyValues,
      ...register.sessions.map((s) => marks.get(s.sessionId) ?? null),
    ];
  });
  return {
    name: `${register.run.className} register`,
    csv: toCsv([...HEADER, ...register.familyColumns, ...sessionColumns], rows),
  };
}

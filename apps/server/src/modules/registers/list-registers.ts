import type { CampRegisterSummary, RegisterSummary } from '@clubroom/domain/api';
import { takesEveryRegister } from '@clubroom/domain/rules';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { RegistersDeps } from './registers-deps.js';
import { toEpoch } from '../../lib/epoch.js';

/**
 * The registers for 'View Registers': an organiser's every run, a coach's assigned runs, of terms
 * not yet over, the next session first; and the camps (an organiser's every one, a coach's those they are
 * on) with their weeks not yet over.
 */
export async function listRegisters(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
): Promise<{ registers: RegisterSummary[]; camps: CampRegisterSummary[] }> {
  const coach = takesEveryRegister(rolesOf(auth)) ? null : auth.user.id;
  const [rows, weeks] = await Promise.all([
    deps.registers.summaries(club.id, deps.clock(), coach),
    deps.registers.campWeeksAhead(club.id, deps.clock(), coach),
  ]);
  const camps = new Map<number, CampRegisterSummary>();
  for (const w of weeks) {
    const camp = camps.get(w.campId) ?? { campId: w.campId, className: w.className, venueName: w.venueName, weeks: [] };
    camp.weeks.push({ weekId: w.weekId, name: w.weekName, startTime: toEpoch(w.firstStart) });
    camps.set(w.campId, camp);
  }
  return {
    camps: [...camps.values()],
    registers: rows.map(({ nextSessionStart, ...row }) => ({
      ...row,
      nextSessionTime: nextSessionStart && toEpoch(nextSessionStart),
    })),
  };
}

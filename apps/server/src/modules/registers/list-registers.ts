import type { RegisterSummary } from '@clubroom/domain/api';
import { takesEveryRegister } from '@clubroom/domain/rules';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { RegistersDeps } from './registers-deps.js';
import { toEpoch } from '../../lib/epoch.js';

/**
 * The registers for 'View Registers': an organiser's every run, a coach's assigned runs, of terms
 * not yet over, the next session first.
 */
export async function listRegisters(
  deps: RegistersDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
): Promise<{ registers: RegisterSummary[] }> {
  const coach = takesEveryRegister(rolesOf(auth)) ? null : auth.user.id;
  const rows = await deps.registers.summaries(club.id, deps.clock(), coach);
  return {
    registers: rows.map(({ nextSessionStart, ...row }) => ({
      ...row,
      nextSessionTime: nextSessionStart && toEpoch(nextSessionStart),
    })),
  };
}

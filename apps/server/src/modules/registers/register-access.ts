import type { RegisterRun } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { takesEveryRegister } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { RegistersRepository } from './registers.repository.js';

/**
 * THE OBJECT RULE of registers, used by every register route: the run must be the club's (404
 * otherwise, as if it did not exist), and the person an organiser or a coach assigned to the run
 * in `run_coaches` (403 otherwise). The route's access has already let in only the club's staff.
 */
export async function openRegister(
  repo: Pick<RegistersRepository, 'run' | 'isCoachOf'>,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  runId: number,
): Promise<RegisterRun> {
  const run = await repo.run(club.id, runId);
  if (!run) throw notFound('Class');
  if (takesEveryRegister(rolesOf(auth))) return run;
  if (!(await repo.isCoachOf(club.id, { runId }, auth.user.id)))
    throw new AppError('FORBIDDEN', messages.registers.notYourRun);
  return run;
}

/**
 * The same rule for a camp's registers: the camp must be the club's (404), and the person an
 * organiser or a coach on the camp in `camp_coaches` (403).
 */
export async function openCampRegister(
  repo: Pick<RegistersRepository, 'camp' | 'isCoachOf'>,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  campId: number,
): Promise<{ campId: number; className: string }> {
  const camp = await repo.camp(club.id, campId);
  if (!camp) throw notFound('Camp');
  if (takesEveryRegister(rolesOf(auth))) return camp;
  if (!(await repo.isCoachOf(club.id, { campId }, auth.user.id)))
    throw new AppError('FORBIDDEN', messages.registers.notYourCamp);
  return camp;
}

import type { RegisterRun } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { takesEveryRegister } from '@clubroom/domain/rules';
import { AppError, foundOr404 } from '../../platform/errors.js';
import { rolesOf, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CoachedThing } from '../coaches/index.js';
import type { RegistersRepository } from './registers.repository.js';

/** The rule's second half: an organiser takes every register, a coach those of what they are assigned to (403). */
async function assertTakesRegister(
  repo: Pick<RegistersRepository, 'isCoachOf'>,
  clubId: number,
  auth: AuthContext,
  thing: CoachedThing,
): Promise<void> {
  if (takesEveryRegister(rolesOf(auth))) return;
  if (await repo.isCoachOf(clubId, thing, auth.user.id)) return;
  throw new AppError('FORBIDDEN', 'runId' in thing ? messages.registers.notYourRun : messages.registers.notYourCamp);
}

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
  const run = foundOr404(await repo.run(club.id, runId), 'Class');
  await assertTakesRegister(repo, club.id, auth, { runId });
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
  const camp = foundOr404(await repo.camp(club.id, campId), 'Camp');
  await assertTakesRegister(repo, club.id, auth, { campId });
  return camp;
}

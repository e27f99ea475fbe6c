import type { Award } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { bodyFieldRefused, notFound } from '../../platform/errors.js';
import { openTrophyRegister } from './run-trophies.js';
import type { TrophiesDeps } from './trophies-deps.js';

const t = messages.trophies;
type Club = Pick<ResolvedClub, 'id' | 'name'>;

/**
 * A coach's tap on the register: awards one of the run's activity's trophies to a child booked on the run. The
 * family's email is queued in the same transaction to go after the undo window (`trophy-award-email`); awarding a
 * trophy the child holds already answers that award and emails nobody again.
 */
export async function awardTrophy(
  deps: TrophiesDeps,
  ctx: { club: Club; auth: AuthContext; origin: string },
  runId: number,
  body: { childId: number; trophyId: number },
): Promise<Award> {
  const { club, auth } = ctx;
  const run = await openTrophyRegister(deps, club, auth, runId);
  const trophy = await deps.repo.find(club.id, body.trophyId);
  if (!trophy || trophy.activity !== run.className) throw bodyFieldRefused('trophyId', t.notForThisClass);
  if (!(await deps.register.hasPlace(club.id, runId, body.childId)))
    throw bodyFieldRefused('childId', messages.registers.childNotBooked);
  const { award } = await deps.transaction(async (w) => {
    const made = await w.repo.award({
      clubId: club.id,
      trophyId: trophy.trophyId,
      childId: body.childId,
      runId,
      awardedByUserId: auth.user.id,
      awardedAt: deps.clock(),
    });
    if (made.created)
      await w.outbox.job(
        'trophy-award-email',
        {
          clubId: club.id,
          awardId: made.award.awardId,
          origin: ctx.origin,
          clubName: club.name,
        },
        { delaySeconds: deps.emailDelaySeconds },
      );
    return made;
  });
  return { ...award, awardedAt: award.awardedAt.toISOString() };
}

/** Undo: takes back an award made on this run's register (404 for any other); an email not yet gone never goes. */
export async function undoAward(
  deps: TrophiesDeps,
  club: Club,
  auth: AuthContext,
  ids: { runId: number; awardId: number },
): Promise<{ undone: true }> {
  await openTrophyRegister(deps, club, auth, ids.runId);
  if (!(await deps.repo.undo(club.id, ids.runId, ids.awardId))) throw notFound('Award');
  return { undone: true };
}

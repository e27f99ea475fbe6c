import { messages } from '@clubroom/domain/messages';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { bodyFieldRefused } from '../../platform/errors.js';
import { openTrophyRegister } from './run-trophies.js';
import type { TrophiesDeps } from './trophies-deps.js';

/**
 * The register's "Ready to move up" toggle: marks a child booked on the run ready (or no longer ready) for the next
 * level next term. Setting what is already set changes nothing. Answers the run's marked children.
 */
export async function markMoveUp(
  deps: TrophiesDeps,
  club: Pick<ResolvedClub, 'id'>,
  auth: AuthContext,
  runId: number,
  body: { childId: number; ready: boolean },
): Promise<{ readyToMoveUp: number[] }> {
  await openTrophyRegister(deps, club, auth, runId);
  if (!(await deps.register.hasPlace(club.id, runId, body.childId)))
    throw bodyFieldRefused('childId', messages.registers.childNotBooked);
  if (body.ready)
    await deps.repo.setReady({
      clubId: club.id,
      runId,
      childId: body.childId,
      markedByUserId: auth.user.id,
      markedAt: deps.clock(),
    });
  else await deps.repo.clearReady(club.id, runId, body.childId);
  return { readyToMoveUp: await deps.repo.readyToMoveUp(club.id, runId) };
}

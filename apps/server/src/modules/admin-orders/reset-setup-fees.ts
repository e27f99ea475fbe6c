import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { SetupFeesDeps } from './setup-fees-deps.js';

/**
 * Reset setup fees: every member ends with no setup fee. Nothing is deleted: the club's
 * `setupFeesResetAt` becomes now, and `hasCurrentSetupFee` (booking prices, the orders admin's marks)
 * counts no fee paid at or before it. Where the fee is mandatory, the next order books one again.
 */
export async function resetSetupFees(deps: SetupFeesDeps, club: ResolvedClub, actor: Actor) {
  const now = deps.clock();
  await deps.transaction(async (bookingSettings, audit) => {
    await bookingSettings.resetSetupFees(club.id, now);
    await audit.record(actor, { action: 'setup-fees.reset', clubId: club.id, details: { resetAt: now.toISOString() } });
  });
  return { data: { resetAt: Math.floor(now.getTime() / 1000) } };
}

import type { ClubPlatformSubscription } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaySettingsDeps } from './pay-settings-deps.js';

const texts = messages.paySettings;

export async function clubSubscription(deps: PaySettingsDeps, club: ResolvedClub): Promise<ClubPlatformSubscription> {
  const { subscriptionId, previousSubscriptionId } = await deps.repo.clubPaymentOf(club.id);
  return { subscriptionId, previousSubscriptionId };
}

/**
 * Support resets the club's card-provider subscription id: it is cleared (the club's organisers are
 * then asked to set up a new one) and kept as the previous id, so support can restore it. A club
 * with no id is left as it is (a second click changes nothing, and keeps the id kept).
 */
export async function resetClubSubscription(
  deps: PaySettingsDeps,
  club: ResolvedClub,
  actor: Actor,
): Promise<ClubPlatformSubscription> {
  return deps.transaction(async (repo, audit) => {
    const current = await repo.clubPaymentOf(club.id);
    if (current.subscriptionId === null) return current;
    const next = { subscriptionId: null, previousSubscriptionId: current.subscriptionId };
    await repo.saveSubscriptionIds(club.id, next);
    await audit.record(actor, {
      action: 'club.subscription-reset',
      clubId: club.id,
      details: { subscriptionId: current.subscriptionId },
    });
    return next;
  });
}

/** Support puts back the id a reset kept, while the club has set up no new one. */
export async function restoreClubSubscription(
  deps: PaySettingsDeps,
  club: ResolvedClub,
  actor: Actor,
): Promise<ClubPlatformSubscription> {
  return deps.transaction(async (repo, audit) => {
    const current = await repo.clubPaymentOf(club.id);
    if (current.previousSubscriptionId === null) throw new AppError('CONFLICT', texts.nothingToRestore);
    if (current.subscriptionId !== null) throw new AppError('CONFLICT', texts.subscriptionInPlace);
    const next = { subscriptionId: current.previousSubscriptionId, previousSubscriptionId: null };
    await repo.saveSubscriptionIds(club.id, next);
    await audit.record(actor, {
      action: 'club.subscription-restored',
      clubId: club.id,
      details: { subscriptionId: next.subscriptionId },
    });
    return next;
  });
}

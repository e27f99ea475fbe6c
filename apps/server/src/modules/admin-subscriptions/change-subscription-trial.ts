import type { ChangeTrialBody, ClubSubscriptionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { localDateOf, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { detailFrom, findPlan, type AdminSubscriptionsDeps } from './admin-subscriptions.js';
import { providerOptions, planCostOf, storedStatusOf } from '../subscriptions/index.js';
import { trialChangeEmail } from './plan-change-email.js';
import { emailPlanParent } from './email-plan-parent.js';

const texts = messages.subscriptions.admin;
const DAY = 86_400;
/** The provider's furthest trial end. */
const MAX_TRIAL_DAYS = 730;

/** The moment a trial ending on this club-local day ends: as the day begins; refused unless after today, within two years. */
function trialEndOn(date: string, club: Pick<ResolvedClub, 'timeZone'>, now: number): number {
  if (date <= localDateOf(now, club.timeZone)) throw bodyFieldRefused('trialEnd', texts.trialAfterToday);
  const end = zonedWallTimeToEpoch(date, 0, 0, club.timeZone);
  if (end > now + MAX_TRIAL_DAYS * DAY) throw bodyFieldRefused('trialEnd', texts.trialWithinTwoYears);
  return end;
}

/**
 * Staff extend, shorten or end a parent's free trial. The provider is read first: a trial already
 * ending then (or, asked to end now, already over) is answered as it is, so a retry changes nothing
 * twice. Ended now,
 * the provider charges the first period at once (the plan becomes active, or past due if the card
 * is declined). The parent is emailed and the change audited.
 */
export async function changeSubscriptionTrial(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  actor: Actor,
  subscriptionId: number,
  { trialEnd }: ChangeTrialBody,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const options = await providerOptions(deps, club);
  const live = await deps.provider.subscriptions.retrieve(view.providerId, options);
  const now = Math.floor(deps.clock().getTime() / 1000);
  const trialing = storedStatusOf(live) === 'trialing';
  const endsAt = trialEnd === 'now' ? 'now' : trialEndOn(trialEnd, club, now);
  const over = live.trial_end !== null && live.trial_end <= now;
  if (endsAt === 'now' ? over && !trialing : trialing && live.trial_end === endsAt)
    return detailFrom(deps, club, subscriptionId, live);
  if (!trialing) throw new AppError('CONFLICT', texts.notInTrial);
  const changed = await deps.provider.subscriptions.update(
    view.providerId,
    { trial_end: endsAt, proration_behavior: 'none' },
    // Ending takes money, and happens once in a plan's life: its key makes a double click one charge. A day set
    // twice is the same state, and a key reused for it within the provider's day could answer a stale change.
    endsAt === 'now' ? { ...options, idempotencyKey: `trial-end-now:${view.providerId}` } : options,
  );
  await deps.audit.record(actor, {
    action: 'subscription.trial_changed',
    subjectUserId: view.userId,
    clubId: club.id,
    details: { subscriptionId, providerSubscriptionId: view.providerId, from: live.trial_end, to: changed.trial_end },
  });
  await emailPlanParent(deps, club, view, (facts) =>
    trialChangeEmail({ ...facts, amount: planCostOf(changed), endsAt }),
  );
  return detailFrom(deps, club, subscriptionId, changed);
}

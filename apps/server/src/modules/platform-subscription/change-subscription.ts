import type { PlatformSubscriptionSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { PaymentProviderError, type SubscriptionUpdateParams } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { currentSubscription } from './club-standing.js';
import { priceOfPlan } from './plan-product.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import type { ClubSubscriptionRow } from './platform-subscription.repository.js';
import { RENEWING, subscriptionSettings } from './subscription-settings.js';
import { syncSubscription } from './sync-subscription.js';

const texts = messages.platformSubscription;

/** The club's current subscription while it still renews (ours, from a checkout): else there is nothing to change. */
export async function renewingSubscription(deps: PlatformSubscriptionDeps, clubId: number) {
  const { current } = await currentSubscription(deps, clubId);
  const providerId = current?.row.providerSubscriptionId;
  if (!current || !providerId || !RENEWING.has(current.row.status)) {
    throw new AppError('CONFLICT', texts.nothingToChange);
  }
  return { ...current, providerId };
}

/** The provider's refusal (a subscription it does not know, one ended meanwhile) as the club is told it. */
export async function asProviderAnswer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'invalid_request_error') {
      throw new AppError('CONFLICT', texts.providerRefused);
    }
    throw error;
  }
}

/** Changes the subscription at the provider, then keeps what it says now; answers the settings page. */
export async function changeAtProvider(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  current: { row: ClubSubscriptionRow; providerId: string },
  params: (subscription: { items: { data: { id: string }[] } }) => Promise<SubscriptionUpdateParams>,
): Promise<PlatformSubscriptionSettings> {
  await asProviderAnswer(async () => {
    const subscription = await deps.provider.subscriptions.retrieve(current.providerId);
    await deps.provider.subscriptions.update(current.providerId, await params(subscription));
  });
  await syncSubscription(deps, current.row, current.providerId);
  return subscriptionSettings(deps, club);
}

/**
 * Moves the subscription to another plan. Of the same billing period: the provider charges its price from the next
 * payment on (`proration_behavior: 'none'`, as the sandbox always does), and the plan is the new one at once (its
 * grace period too). Of another period: scheduled for the end of the period paid for (changing it in place would
 * restart the billing cycle with a charge at once): the provider ends this subscription then, and its ending starts
 * the new plan's (`startScheduledPlan`). Choosing the current plan takes back a scheduled change or a cancellation.
 * Another currency is refused (409).
 */
export async function changePlan(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  body: { planId: number },
): Promise<PlatformSubscriptionSettings> {
  const plan = await deps.repo.plan(body.planId);
  if (!plan?.active) throw new AppError('NOT_FOUND', texts.planNotOffered);
  const current = await renewingSubscription(deps, club.id);
  const { row } = current;
  if (plan.currency !== current.plan.currency) throw new AppError('CONFLICT', texts.otherCurrency);
  if (plan.interval !== current.plan.interval) {
    if (row.scheduledPlanId === plan.id) return subscriptionSettings(deps, club);
    return scheduleAtProvider(deps, club, current, plan.id);
  }
  if (current.plan.id === plan.id && !row.cancelAtPeriodEnd && row.scheduledPlanId === null)
    return subscriptionSettings(deps, club);
  if (row.scheduledPlanId !== null) await deps.transaction(({ repo }) => repo.scheduleChange(row.id, null));
  return changeAtProvider(deps, club, current, async ({ items }) => ({
    ...(current.plan.id !== plan.id && {
      items: [{ id: items.data[0].id, price_data: await priceOfPlan(deps, plan) }],
      proration_behavior: 'none' as const,
    }),
    // Choosing a plan keeps the subscription: a cancellation (or a change) waiting for the period's end is taken back.
    cancel_at_period_end: false,
  }));
}

/** The plan of another period is kept as the next; the provider ends this subscription with its period. */
async function scheduleAtProvider(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  current: { row: ClubSubscriptionRow; providerId: string },
  planId: number,
) {
  await deps.transaction(({ repo }) => repo.scheduleChange(current.row.id, planId));
  return changeAtProvider(deps, club, current, async () => ({ cancel_at_period_end: true }));
}

/** Cancels the subscription when the period paid for ends: nothing more is charged, the admin works until then. */
export async function cancelAtPeriodEnd(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
): Promise<PlatformSubscriptionSettings> {
  const current = await renewingSubscription(deps, club.id);
  if (current.row.scheduledPlanId !== null)
    await deps.transaction(({ repo }) => repo.scheduleChange(current.row.id, null)); // ending wins over a change
  else if (current.row.cancelAtPeriodEnd) return subscriptionSettings(deps, club);
  return changeAtProvider(deps, club, current, async () => ({ cancel_at_period_end: true }));
}

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
 * Moves the subscription to another plan of the same billing period: the provider charges its price from the next
 * payment on (`proration_behavior: 'none'`, as the sandbox always does), and the plan is the new one at once (its
 * grace period too). A plan of another period or currency would restart the billing cycle: cancel and subscribe.
 */
export async function changePlan(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  body: { planId: number },
): Promise<PlatformSubscriptionSettings> {
  const plan = await deps.repo.plan(body.planId);
  if (!plan?.active) throw new AppError('NOT_FOUND', texts.planNotOffered);
  const current = await renewingSubscription(deps, club.id);
  if (current.plan.id === plan.id && !current.row.cancelAtPeriodEnd) return subscriptionSettings(deps, club);
  if (plan.interval !== current.plan.interval || plan.currency !== current.plan.currency) {
    throw new AppError('CONFLICT', texts.otherBillingPeriod);
  }
  return changeAtProvider(deps, club, current, async ({ items }) => ({
    items: [{ id: items.data[0].id, price_data: await priceOfPlan(deps, plan) }],
    proration_behavior: 'none',
    // Choosing a plan keeps the subscription: a cancellation waiting for the period's end is taken back.
    cancel_at_period_end: false,
  }));
}

/** Cancels the subscription when the period paid for ends: nothing more is charged, the admin works until then. */
export async function cancelAtPeriodEnd(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
): Promise<PlatformSubscriptionSettings> {
  const current = await renewingSubscription(deps, club.id);
  if (current.row.cancelAtPeriodEnd) return subscriptionSettings(deps, club);
  return changeAtProvider(deps, club, current, async () => ({ cancel_at_period_end: true }));
}

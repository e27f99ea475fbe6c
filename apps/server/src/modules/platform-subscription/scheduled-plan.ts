import { priceOfPlan } from './plan-product.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import type { ClubSubscriptionRow } from './platform-subscription.repository.js';
import { syncSubscription } from './sync-subscription.js';

/**
 * The renewal of a subscription moving to a plan of another billing period: the provider ended it with the period
 * paid for (`cancel_at_period_end`), so a subscription to the scheduled plan starts now, for the same customer and
 * card, its first payment taken at once, and becomes the club's. The provider's key makes a retry make no second one;
 * taking the plan off the ended row makes a racing sync start nothing.
 */
export async function startScheduledPlan(deps: PlatformSubscriptionDeps, ended: ClubSubscriptionRow): Promise<void> {
  const { scheduledPlanId, providerCustomerId, providerSubscriptionId } = ended;
  if (ended.status !== 'canceled' || scheduledPlanId === null || !providerCustomerId || !providerSubscriptionId) return;
  const plan = await deps.repo.plan(scheduledPlanId);
  if (!plan) return;
  const { default_payment_method } = await deps.provider.subscriptions.retrieve(providerSubscriptionId);
  const metadata = { clubId: String(ended.clubId), planId: String(plan.id) };
  const subscription = await deps.provider.subscriptions.create(
    {
      customer: providerCustomerId,
      items: [{ price_data: await priceOfPlan(deps, plan), quantity: 1 }],
      ...(default_payment_method && { default_payment_method }),
      metadata,
    },
    { idempotencyKey: `platform-plan-change:${ended.id}` },
  );
  const next = await deps.transaction(({ repo }) => repo.takeScheduledPlan(ended, plan.id));
  if (next) await syncSubscription(deps, next, subscription.id);
}

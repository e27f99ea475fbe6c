import { collectingStatuses, endedStatuses } from '@clubroom/domain/api';
import { awaitsFirstPayment, nextPlanPaymentAt } from '@clubroom/domain/rules';
import type { Subscription } from '../../platform/payments/index.js';

type StatusFacts = Pick<Subscription, 'status' | 'pause_collection' | 'current_period_end' | 'billing_cycle_anchor'>;

/**
 * The status stored for a subscription: 'paused' while its collection is paused; 'waiting' while it is set up
 * but its first payment is still to come after its trial, on its billing day; else the provider's.
 */
export function storedStatusOf(subscription: StatusFacts): string {
  if (subscription.pause_collection && subscription.status !== 'canceled') return 'paused';
  const anchored = {
    status: subscription.status,
    currentPeriodEnd: subscription.current_period_end,
    billingCycleAnchor: subscription.billing_cycle_anchor,
  };
  return awaitsFirstPayment(anchored) ? 'waiting' : subscription.status;
}

/** What a subscription charges a period: every item's price times its quantity. */
export const planCostOf = (subscription: Pick<Subscription, 'items'>): number =>
  subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

/** What is stored of a subscription's plan beside its status: its cost a period and when its trial ends. */
export const planStateOf = (subscription: Pick<Subscription, 'items' | 'trial_end'>) => ({
  planCost: planCostOf(subscription),
  trialEnd: subscription.trial_end === null ? null : new Date(subscription.trial_end * 1000),
});

/**
 * When the plan next takes a payment (the domain's `nextPlanPaymentAt`: its billing day while the first is to
 * come) and when it ends (epoch seconds, each null when it will not): one set to cancel ends when its period
 * paid for does, and takes nothing more.
 */
export function planDatesOf(subscription: StatusFacts & Pick<Subscription, 'cancel_at_period_end'>) {
  const status = storedStatusOf(subscription);
  const ending = subscription.cancel_at_period_end && !endedStatuses.includes(status);
  const collecting = collectingStatuses.includes(status) && !ending;
  const next = nextPlanPaymentAt({
    currentPeriodEnd: subscription.current_period_end,
    billingCycleAnchor: subscription.billing_cycle_anchor,
  });
  return {
    nextPaymentAt: collecting ? next : null,
    endsAt: ending ? subscription.current_period_end : null,
  };
}

import { collectingStatuses, endedStatuses } from '@clubroom/domain/api';
import type { Subscription } from '../../platform/payments/index.js';

/** The status stored for a subscription: the provider's, or 'paused' while its collection is paused. */
export const storedStatusOf = (subscription: Pick<Subscription, 'status' | 'pause_collection'>): string =>
  subscription.pause_collection && subscription.status !== 'canceled' ? 'paused' : subscription.status;

/** What a subscription charges a period: every item's price times its quantity. */
export const planCostOf = (subscription: Pick<Subscription, 'items'>): number =>
  subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

/** What is stored of a subscription's plan beside its status: its cost a period and when its trial ends. */
export const planStateOf = (subscription: Pick<Subscription, 'items' | 'trial_end'>) => ({
  planCost: planCostOf(subscription),
  trialEnd: subscription.trial_end === null ? null : new Date(subscription.trial_end * 1000),
});

/**
 * When the plan next takes a payment and when it ends (epoch seconds, each null when it will not):
 * one set to cancel ends when its period paid for does, and takes nothing more.
 */
export function planDatesOf(
  subscription: Pick<Subscription, 'status' | 'pause_collection' | 'cancel_at_period_end' | 'current_period_end'>,
) {
  const status = storedStatusOf(subscription);
  const ending = subscription.cancel_at_period_end && !endedStatuses.includes(status);
  const collecting = collectingStatuses.includes(status) && !ending;
  return {
    nextPaymentAt: collecting ? subscription.current_period_end : null,
    endsAt: ending ? subscription.current_period_end : null,
  };
}

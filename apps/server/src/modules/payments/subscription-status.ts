import type { Subscription } from '../../platform/payments/index.js';

/** The status stored for a subscription: the provider's, or 'paused' while its collection is paused. */
export const storedStatusOf = (subscription: Pick<Subscription, 'status' | 'pause_collection'>): string =>
  subscription.pause_collection && subscription.status !== 'canceled' ? 'paused' : subscription.status;

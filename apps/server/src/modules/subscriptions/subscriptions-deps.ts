import type { PaymentsDeps } from '../payments/index.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

/** The payments deps, and the monthly plans and the parents' subscriptions. */
export interface SubscriptionsDeps extends PaymentsDeps {
  subscriptions: SubscriptionsRepository;
}

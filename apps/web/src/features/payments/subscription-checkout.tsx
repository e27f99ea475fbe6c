import { messages } from '@clubroom/domain/messages';
import { FormAlert } from '../../ui/form-alert';

/**
 * The place of the subscription form (spec §2: the parent's saved cards, Subscribe with its price,
 * Add New Payment Method; §4 "Subscription"), shown when the order includes a subscription the
 * parent does not have. Built with the subscriptions (`/rest/v1/payments/subscribe`, `post-subscribe`);
 * until then the page says so rather than taking a one-off payment for it.
 */
export function SubscriptionCheckout() {
  return <FormAlert tone="info">{messages.paymentPages.subscriptionComingSoon}</FormAlert>;
}

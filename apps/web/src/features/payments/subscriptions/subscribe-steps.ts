import { callApi } from '../../../lib/api-client';
import * as subscriptionsRoutes from '../../../lib/api-routes/subscriptions';
import type { CardCollector } from '../card-collector';
import { CardRefused } from '../payment-error';

/**
 * Spec §4 "Subscription": subscribe with the saved card; started (trialing or active, nothing to
 * authenticate) books the order at once. Otherwise the bank's 3-D Secure check on the payment or
 * setup intent it names, then post-subscribe (the server reads the subscription from the provider,
 * never the browser's word). Throws the reason it did not start.
 */
export async function subscribeWithCard(collector: CardCollector, orderId: string, paymentMethodId: string) {
  const { data } = await callApi(subscriptionsRoutes.subscribe, { body: { orderId, paymentMethodId } });
  if (data.clientSecret === null || data.intentId === null) {
    if (data.status === 'trialing' || data.status === 'active') return;
    throw new Error(`subscription ${data.subscriptionId} is ${data.status} with nothing to authenticate`);
  }
  const confirmed =
    data.intentType === 'setup'
      ? await collector.confirmCardSetup(data.clientSecret)
      : await collector.confirmCardPayment(data.clientSecret);
  if (confirmed.error) throw new CardRefused(confirmed.error);
  await callApi(subscriptionsRoutes.postSubscribe, {
    body: { orderId, subscriptionId: data.subscriptionId, paymentIntentId: data.intentId },
  });
}

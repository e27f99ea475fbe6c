import { callApi } from '../../../lib/api-client';
import * as subscriptionsRoutes from '../../../lib/api-routes/subscriptions';
import type { CardCollector } from '../card-collector';
import { CardRefused } from '../payment-error';

/**
 * Pays what the parent owes with a saved card: it becomes the card their plans charge from now on,
 * then the unpaid invoices are paid with it. An invoice whose bank asks for 3-D Secure is
 * authenticated here and the pay call made again for it and the rest, until all are paid.
 */
export async function payOutstanding(collector: CardCollector, paymentMethodId: string): Promise<void> {
  await callApi(subscriptionsRoutes.subscriptionsUpdateDefaultCard, { body: { paymentMethodId } });
  const authenticated = new Set<string>();
  for (;;) {
    const { data } = await callApi(subscriptionsRoutes.subscriptionsPayOutstanding, { body: { paymentMethodId } });
    if (data.status === 'paid') return;
    // The same payment asking again once authenticated would ask forever: say so instead.
    if (!data.paymentIntentId || authenticated.has(data.paymentIntentId)) throw new Error('3-D Secure did not settle');
    authenticated.add(data.paymentIntentId);
    const confirmed = await collector.confirmCardPayment(data.clientSecret ?? '');
    if (confirmed.error) throw new CardRefused(confirmed.error);
  }
}

import { PaymentProviderError, type Subscription } from '../../platform/payments/index.js';
import { cardRefused } from './card-sources.js';
import type { PaymentsDeps } from './payments-deps.js';

/** The subscription's latest invoice when it is still to pay (open, of something), with its payment. */
export function unpaidInvoiceOf(subscription: Subscription) {
  const invoice = subscription.latest_invoice;
  return invoice && invoice.status === 'open' && invoice.amount_due > 0 ? invoice : null;
}

/** Makes the card the one the subscription charges from now on (renewals included). */
export async function setSubscriptionCard(deps: PaymentsDeps, account: string, subscriptionId: string, card: string) {
  return deps.provider.subscriptions.update(
    subscriptionId,
    { default_payment_method: card },
    { stripeAccount: account, idempotencyKey: `subscription-card:${subscriptionId}:${card}` },
  );
}

/**
 * Pays the subscription's unpaid invoice with the card, the parent present (3-D Secure may be
 * asked): the card becomes the subscription's, and the invoice's payment, if it waits for a card
 * (declined), is confirmed with it. A payment already paid or waiting for the bank's check is left
 * as it is. Answers the subscription as it then is.
 */
export async function confirmInvoice(
  deps: PaymentsDeps,
  account: string,
  subscriptionId: string,
  card: string,
): Promise<Subscription> {
  const options = { stripeAccount: account };
  const current = await deps.provider.subscriptions.retrieve(subscriptionId, options);
  const intent = unpaidInvoiceOf(current)?.payment_intent;
  if (!intent || intent.status !== 'requires_payment_method') return current;
  await setSubscriptionCard(deps, account, subscriptionId, card);
  try {
    // One attempt per card (a double click is answered the first answer); an intent is paid at most once anyway.
    await deps.provider.paymentIntents.confirm(
      intent.id,
      { payment_method: card },
      { ...options, idempotencyKey: `invoice:${intent.id}:${card}` },
    );
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'card_error') throw cardRefused(error);
    throw error;
  }
  return deps.provider.subscriptions.retrieve(subscriptionId, options);
}

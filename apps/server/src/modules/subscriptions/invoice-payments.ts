import {
  PaymentProviderError,
  type InvoiceWithPayment,
  type PaymentIntent,
  type Subscription,
} from '../../platform/payments/index.js';
import { cardRefused } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';

/** A paid invoice of something, with the payment that paid it (null: nothing was taken). */
export const takenBy = (invoice: InvoiceWithPayment) =>
  invoice.amount_paid > 0 && invoice.payment_intent?.latest_charge ? invoice.payment_intent : null;

/** The subscription's invoices still to pay (open, of something), oldest first, each with its payment. */
export async function unpaidInvoicesOf(
  deps: SubscriptionsDeps,
  account: string,
  subscriptionId: string,
): Promise<InvoiceWithPayment[]> {
  const open = await deps.provider.invoices.list(
    { subscription: subscriptionId, status: 'open' },
    { stripeAccount: account },
  );
  return open.data.filter((invoice) => invoice.amount_due > 0).reverse();
}

/** Makes the card the one the subscription charges from now on (renewals included). */
export async function setSubscriptionCard(
  deps: SubscriptionsDeps,
  account: string,
  subscriptionId: string,
  card: string,
) {
  return deps.provider.subscriptions.update(
    subscriptionId,
    { default_payment_method: card },
    { stripeAccount: account, idempotencyKey: `subscription-card:${subscriptionId}:${card}` },
  );
}

/** Confirms an invoice's payment with the card: one attempt per card (a double click is answered the first answer). */
async function payWith(deps: SubscriptionsDeps, account: string, intent: PaymentIntent, card: string) {
  try {
    return await deps.provider.paymentIntents.confirm(
      intent.id,
      { payment_method: card },
      { stripeAccount: account, idempotencyKey: `invoice:${intent.id}:${card}` },
    );
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === 'card_error') throw cardRefused(error);
    throw error;
  }
}

/** What paying a subscription's invoices left: the subscription as it then is, and the payment that stopped them. */
export interface InvoicesPaid {
  subscription: Subscription;
  /** Invoices this call paid. */
  paid: number;
  /** The first payment that did not succeed (3-D Secure to do, or declined); null when every one is paid. */
  stoppedAt: PaymentIntent | null;
}

/**
 * Pays every unpaid invoice of the subscription with the card, oldest first, the parent present
 * (3-D Secure may be asked): the card becomes the subscription's, and each payment that waits for
 * a card (declined) is confirmed with it. Stops at the first that does not succeed. A payment
 * already paid or waiting for the bank's check is left as it is.
 */
export async function payInvoices(
  deps: SubscriptionsDeps,
  account: string,
  subscriptionId: string,
  card: string,
): Promise<InvoicesPaid> {
  const unpaid = await unpaidInvoicesOf(deps, account, subscriptionId);
  let stoppedAt: PaymentIntent | null = null;
  let paid = 0;
  if (unpaid.some((invoice) => invoice.payment_intent?.status === 'requires_payment_method')) {
    await setSubscriptionCard(deps, account, subscriptionId, card);
  }
  for (const { payment_intent: intent } of unpaid) {
    if (!intent) continue;
    const after = intent.status === 'requires_payment_method' ? await payWith(deps, account, intent, card) : intent;
    if (after.status !== 'succeeded') {
      stoppedAt = after;
      break;
    }
    if (intent.status !== 'succeeded') paid += 1;
  }
  const subscription = await deps.provider.subscriptions.retrieve(subscriptionId, { stripeAccount: account });
  return { subscription, paid, stoppedAt };
}

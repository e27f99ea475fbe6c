import type { PaymentOrder } from '@clubroom/domain/api';
import { callApi } from '../../lib/api-client';
import * as paymentsRoutes from '../../lib/api-routes/payments';
import type { CardCollector, CardField, WalletTokenEvent } from './card-collector';
import { CardRefused } from './payment-error';

/** What the parent pays with on the card form: the card typed in the collector's field, or a saved card. */
export type CardSource =
  { kind: 'new'; card: CardField; name: string; remember: boolean } | { kind: 'saved'; paymentMethodId: string };

interface Attempt {
  status: 'succeeded' | 'requires_action';
  paymentIntentId: string;
  clientSecret: string | null;
}

/**
 * After a pay call: the bank's 3-D Secure check when it asks for one, then the order confirmed
 * (`post-pay`: the server reads the intent from the provider, never the browser's word).
 */
async function completePayment(collector: CardCollector, orderId: string, attempt: Attempt): Promise<void> {
  if (attempt.status === 'requires_action') {
    const confirmed = await collector.confirmCardPayment(attempt.clientSecret ?? '');
    if (confirmed.error) throw new CardRefused(confirmed.error);
  }
  await callApi(paymentsRoutes.postPay, { body: { paymentIntentId: attempt.paymentIntentId, orderId } });
}

async function paymentMethodOf(collector: CardCollector, source: CardSource): Promise<string> {
  if (source.kind === 'saved') return source.paymentMethodId;
  const made = await collector.createPaymentMethod(source.card, source.name.trim());
  if (made.error) throw new CardRefused(made.error, true);
  return made.paymentMethod.id;
}

/** Spec §4 "One-off payment": a payment method of the card, the pay call, 3-D Secure if asked, then confirmed. */
export async function payByCard(
  collector: CardCollector,
  order: PaymentOrder,
  source: CardSource,
  alwaysRemember: boolean,
): Promise<void> {
  const paymentMethodId = await paymentMethodOf(collector, source);
  const remember = source.kind === 'new' && (alwaysRemember || source.remember);
  const { data } = await callApi(paymentsRoutes.pay, {
    body: { orderId: order.uuid, paymentMethodId, rememberCard: remember ? 1 : 0 },
  });
  await completePayment(collector, order.uuid, data);
}

/**
 * Spec §4 "Express (wallet) payment": the wallet's token paid with (the order uuid keys the charge,
 * so a second sheet cannot charge again); the sheet completes as the answer says.
 */
export async function payByWallet(
  collector: CardCollector,
  order: PaymentOrder,
  event: WalletTokenEvent,
  alwaysRemember: boolean,
): Promise<void> {
  let answer;
  try {
    answer = await callApi(paymentsRoutes.expressPay, {
      params: { orderUuid: order.uuid, token: event.token.id },
      body: { stripeToken: event.token.id, rememberCard: alwaysRemember ? 1 : 0, uniqueIdempotencyKey: order.uuid },
    });
  } catch (err) {
    event.complete('fail');
    throw err;
  }
  event.complete('success');
  if ('status' in answer.data) await completePayment(collector, order.uuid, answer.data);
}

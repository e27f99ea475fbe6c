import { messages } from '@clubroom/domain/messages';
import type { PaymentIntent } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { payerOf } from './payers.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import { refundPayment } from './refund-payment.js';

/** What settling found: the intent as the provider has it and, once it succeeded, what became of the order. */
export interface Settlement {
  intent: PaymentIntent;
  /** completed: the order is booked; refunded: its places were gone, the money given back; null: not paid. */
  outcome: 'completed' | 'refunded' | null;
}

/** The brand and last four digits of the card that paid, as the provider describes its payment method. */
async function recordCard(deps: PaymentsDeps, payment: PaymentRow, methodId: string, account: string | null) {
  const method = await deps.provider.paymentMethods.retrieve(methodId, { stripeAccount: account ?? undefined });
  await deps.repo.recordCard(payment.id, { brand: method.card.brand, last4: method.card.last4 });
}

/**
 * The one way a payment's outcome reaches the order (post-pay, the provider's webhook and the
 * reconciliation job alike): the intent is read from the provider, never taken from the browser,
 * and its status recorded. Once it has succeeded, the order is completed exactly once under its
 * places' locks (booking's completePaidOrder); if its places went while the parent paid, the order
 * is given up and the payment refunded and the parent emailed. Safe to run any number of times.
 */
export async function settlePayment(
  deps: PaymentsDeps,
  club: ResolvedClub,
  payment: PaymentRow,
  known?: PaymentIntent,
): Promise<Settlement> {
  const setup = await deps.paymentSetup(club.id);
  const intent =
    known ??
    (await deps.provider.paymentIntents.retrieve(payment.providerIntentId, {
      stripeAccount: setup.connectedAccountId ?? undefined,
    }));
  const recorded = await deps.repo.recordStatus(payment.id, intent.status, deps.clock());
  if (intent.status !== 'succeeded') return { intent, outcome: null };
  if (recorded.cardLast4 === null && intent.payment_method) {
    // Shown to staff on the order; never worth failing a paid order for: a later settlement tries again.
    await recordCard(deps, payment, intent.payment_method, setup.connectedAccountId).catch((err: unknown) =>
      deps.log.error(
        { err, order: { id: payment.orderId, uuid: intent.metadata.orderUuid }, paymentId: payment.id },
        'could not record the card that paid an order',
      ),
    );
  }
  if (recorded.outcome === 'completed' || recorded.outcome === 'refunded') return { intent, outcome: recorded.outcome };
  if (recorded.outcome === null) {
    const payer = await payerOf(deps, club, payment.parentUserId);
    const paid = intent.amount_received - payment.fee;
    const outcome = await deps.orders.complete(
      club,
      payer,
      { id: payment.orderId, paid, subscribed: false },
      (tx, booked) =>
        paymentsRepository(tx).setOutcome(
          payment.id,
          booked === 'completed' ? 'completed' : 'refund-due',
          deps.clock(),
        ),
    );
    if (outcome === 'completed') return { intent, outcome: 'completed' };
  }
  await refundPayment(deps, club, payment, {
    reason: messages.paymentOutcomes.placesGoneReason,
    idempotencyKey: `places-gone:${payment.providerIntentId}`,
    orderUuid: intent.metadata.orderUuid,
  });
  await deps.repo.setOutcome(payment.id, 'refunded', deps.clock());
  return { intent, outcome: 'refunded' };
}

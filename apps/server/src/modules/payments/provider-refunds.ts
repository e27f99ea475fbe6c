import { messages } from '@clubroom/domain/messages';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { Refund } from '../../platform/payments/index.js';
import { paymentOfEvent } from './payment-jobs.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow } from './payments.repository.js';
import { CLUBROOM_REFUND_KEY, recordRefund } from './record-refund.js';

/** A refund that gave or is giving money back: a failed or cancelled one gave nothing. */
export const givesMoneyBack = (refund: Refund) => refund.status === 'succeeded' || refund.status === 'pending';

/**
 * Records the refunds of an order's payment the club made at its provider's dashboard (none of Clubroom's: those
 * carry CLUBROOM_REFUND_KEY and are recorded by the request that made them), once each by the provider's refund, so
 * the order, Financials and what is left to refund count them; the parent is emailed as for any refund.
 */
export async function recordProviderRefunds(
  deps: PaymentsDeps,
  clubId: number,
  payment: PaymentRow,
  account: string | null,
) {
  const options = { stripeAccount: account ?? undefined };
  const refunds = await deps.provider.refunds.list({ payment_intent: payment.providerIntentId }, options);
  const made = refunds.data.filter((refund) => givesMoneyBack(refund) && !refund.metadata[CLUBROOM_REFUND_KEY]);
  if (made.length === 0) return; // the event of Clubroom's own refund: the common case, one provider call
  // The order's uuid (for the email's link) is the intent's metadata.
  const intent = await deps.provider.paymentIntents.retrieve(payment.providerIntentId, options);
  for (const refund of made.reverse()) {
    await recordRefund(
      deps,
      clubId,
      {
        paymentId: payment.id,
        providerRefundId: refund.id,
        idempotencyKey: `provider-refund:${refund.id}`,
        amount: refund.amount,
        reason: messages.paymentOutcomes.providerRefundReason,
        createdAt: new Date(refund.created * 1000),
        emailedAt: null,
      },
      intent.metadata.orderUuid,
    );
  }
}

/** A charge of an order's payment was refunded (the provider's `charge.refunded`): its dashboard refunds recorded. */
export const providerRefundsJob =
  (deps: PaymentsDeps): JobHandler<'provider-refunds'> =>
  async ({ data }) => {
    const named = await paymentOfEvent(deps, data);
    if (named) await recordProviderRefunds(deps, named.club.id, named.payment, named.account);
  };

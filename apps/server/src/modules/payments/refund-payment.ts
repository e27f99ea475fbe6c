import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow, RefundRow } from './payments.repository.js';
import { CLUBROOM_REFUND_KEY, recordRefund } from './record-refund.js';
import { sameRefund } from './refund-idempotency.js';

export interface RefundRequest {
  /** Minor units; the whole of what is left unrefunded when left out. */
  amount?: number;
  /** Why, in words the parent reads in the email. */
  reason: string;
  /** Names this refund: asking again with the key answers the same refund (a retry never refunds twice). */
  idempotencyKey: string;
  /** The order's uuid, for the email's link. */
  orderUuid: string;
}

/**
 * Gives money back from a payment, whole or part, through the provider (the platform's share given
 * back in proportion), recorded against the payment, once per key, and emailed to the parent a few minutes later with any other refunds of
 * the order made meanwhile (`refund-email.job.ts`). Never
 * more than is left of what was paid (400 naming `amount`).
 */
export async function refundPayment(
  deps: PaymentsDeps,
  club: ResolvedClub,
  payment: PaymentRow,
  request: RefundRequest,
): Promise<RefundRow> {
  const earlier = await deps.repo.refundByKey(request.idempotencyKey);
  if (earlier) return sameRefund(earlier, request, payment);
  const left = payment.amount - (await deps.repo.refundedSoFar(payment.id));
  const amount = request.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
    const message = `must be a whole number of minor units from 1 to ${left}, what is left of the payment`;
    throw new AppError('VALIDATION_FAILED', `amount: ${message}`, [{ path: 'amount', message }]);
  }
  const { connectedAccountId } = await deps.paymentSetup(club.id);
  const refund = await deps.provider.refunds.create(
    {
      payment_intent: payment.providerIntentId,
      amount,
      reason: 'requested_by_customer',
      refund_application_fee: true,
      metadata: { reason: request.reason, [CLUBROOM_REFUND_KEY]: request.idempotencyKey },
    },
    { stripeAccount: connectedAccountId ?? undefined, idempotencyKey: request.idempotencyKey },
  );
  await recordRefund(
    deps,
    club.id,
    {
      paymentId: payment.id,
      providerRefundId: refund.id,
      idempotencyKey: request.idempotencyKey,
      amount: refund.amount,
      reason: request.reason,
      createdAt: deps.clock(),
      emailedAt: null,
    },
    request.orderUuid,
  );
  return (await deps.repo.refundByKey(request.idempotencyKey))!;
}

import type { PaymentsDeps } from './payments-deps.js';
import type { RefundRow } from './payments.repository.js';

/** How long refunds of one order gather before they are emailed, as one. */
export const REFUND_EMAIL_DELAY_MS = 3 * 60_000;

/**
 * The metadata key naming a refund Clubroom asked for (its idempotency key): such a refund is recorded by the request
 * that made it (`refundPayment`, retried under its key), so the provider's event about it records nothing.
 */
export const CLUBROOM_REFUND_KEY = 'clubroom_refund_key';

/**
 * Records a refund of an order's payment once (by the provider's refund; answers whether it was new) and, when it is
 * the first since the last email, queues the job that emails the parent every refund of the order made until it
 * runs, a few minutes on (`refund-email.job.ts`).
 */
export async function recordRefund(
  deps: Pick<PaymentsDeps, 'transaction'>,
  clubId: number,
  row: Omit<RefundRow, 'id'>,
  orderUuid: string,
): Promise<boolean> {
  return deps.transaction(async (w) => {
    const waiting = await w.repo.refundsToEmail(row.paymentId);
    if (!(await w.repo.insertRefund(row))) return false;
    if (waiting.length > 0) return true;
    const startAfter = new Date(row.createdAt.getTime() + REFUND_EMAIL_DELAY_MS);
    await w.outbox.job('refund-email', { clubId, paymentId: row.paymentId, orderUuid }, { startAfter });
    return true;
  });
}

import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { PaymentRow, RefundRow } from './payments.repository.js';
import type { RefundRequest } from './refund-payment.js';

/**
 * A refund asked again with the key of one already made: the same refund when it asks the same
 * (a retry), else 409 — as the provider's `idempotency_error` for a key reused with other
 * parameters — rather than answering the first refund as if this one were done.
 */
export function sameRefund(earlier: RefundRow, request: RefundRequest, payment: PaymentRow): RefundRow {
  const otherAmount = request.amount !== undefined && request.amount !== earlier.amount;
  if (otherAmount || request.reason !== earlier.reason) {
    const amount = formatMoney(earlier.amount, currencySymbolFor(payment.currency));
    throw new AppError('CONFLICT', messages.adminOrders.refundKeyReused(amount));
  }
  return earlier;
}

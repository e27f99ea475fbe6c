import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { parentsOrder } from './parents-order.js';
import { answerOf } from './pay-order.js';
import type { PaymentsDeps } from './payments-deps.js';
import { settlePayment } from './settle-payment.js';

const texts = messages.paymentOutcomes;

/**
 * Post-pay: the browser says the order's payment is done (after 3-D Secure); the provider's intent
 * says whether it is, and the order is completed from that. An intent that is not the order's is
 * refused (400 naming it). Idempotent: a completed order answers completed again.
 */
export async function confirmPayment(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
  request: { orderUuid: string; paymentIntentId: string },
): Promise<{ uuid: string; status: 'completed' }> {
  const order = await parentsOrder(deps, club, userId, request.orderUuid);
  const payment = await deps.repo.paymentOfOrder(order.id);
  if (payment?.providerIntentId !== request.paymentIntentId) {
    throw new AppError('VALIDATION_FAILED', texts.notThisOrder, [
      { path: 'body.paymentIntentId', message: texts.notThisOrder },
    ]);
  }
  const done = { uuid: order.uuid, status: 'completed' as const };
  if (order.status === 'completed' && payment.outcome === 'completed') return done;
  const settlement = await settlePayment(deps, club, payment);
  if (settlement.intent.status === 'requires_action') {
    throw new AppError('PAYMENT_REQUIRES_ACTION', texts.finishAuthentication);
  }
  answerOf(settlement, payment);
  return done;
}

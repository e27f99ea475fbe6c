import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { SubscriptionStatus } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { parentsOrder } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { nextStepOf, settleSubscription } from './subscription-settlement.js';

const texts = messages.subscriptions;

/**
 * Post-subscribe: the browser says the bank's check is done; the provider's subscription says
 * whether it has started, and the order is booked from that (once). A subscription that is not the
 * order's is refused (400 naming it); one still waiting for the check, 409. Idempotent.
 */
export async function postSubscribe(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  userId: number,
  request: { orderUuid: string; subscriptionId: string },
): Promise<{ status: SubscriptionStatus; uuid: string }> {
  const order = await parentsOrder(deps, club, userId, request.orderUuid);
  const row = await deps.subscriptions.ofOrder(order.id);
  if (row?.providerSubscriptionId !== request.subscriptionId) {
    throw new AppError('VALIDATION_FAILED', texts.notThisSubscription, [
      { path: 'body.subscriptionId', message: texts.notThisSubscription },
    ]);
  }
  const settled = await settleSubscription(deps, club, row);
  if (nextStepOf(settled).kind === 'authenticate') {
    throw new AppError('PAYMENT_REQUIRES_ACTION', texts.finishAuthentication);
  }
  return { status: settled.subscription.status, uuid: order.uuid };
}

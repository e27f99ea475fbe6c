import type { RefundCreateParams } from '../payment-provider.js';
import { invalidRequest } from '../payment-provider-error.js';
import type { List, Refund } from '../provider-objects.js';
import { listNewestFirst, mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { stripeId } from './sandbox-ids.js';

const inUnits = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** Gives back part or all of what is left of a payment; never more than was captured and not yet refunded. */
export function createRefund(ctx: SandboxContext, params: RefundCreateParams): Refund {
  const intent = mustFind(ctx, 'payment_intent', params.payment_intent, 'payment_intent').object;
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    });
  }
  const charge = mustFind(ctx, 'charge', intent.latest_charge);
  const left = charge.object.amount_captured - charge.object.amount_refunded;
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.object.id} has already been refunded.`, { code: 'charge_already_refunded' });
  }
  const amount = params.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw invalidRequest('The amount must be a positive whole number of minor units.', { param: 'amount' });
  }
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${inUnits(amount, intent.currency)}) is greater than unrefunded amount on charge (${inUnits(left, intent.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  if (params.refund_application_fee && !ctx.account) {
    throw invalidRequest('refund_application_fee is for direct charges on a connected account (stripeAccount).', {
      param: 'refund_application_fee',
    });
  }
  const refund: Refund = {
    id: stripeId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    charge: charge.object.id,
    payment_intent: intent.id,
    reason: params.reason ?? null,
    status: 'succeeded',
    metadata: params.metadata ?? {},
    created: ctx.now,
  };
  ctx.store.save('refund', newRecord<'refund'>(ctx, refund, {}));
  charge.object.amount_refunded += amount;
  charge.object.refunded = charge.object.amount_refunded === charge.object.amount_captured;
  ctx.store.save('charge', charge);
  ctx.emit('refund.created', refund);
  ctx.emit('charge.refunded', charge.object);
  return refund;
}

/** The account's refunds of a payment, newest first. */
export const listRefunds = (ctx: SandboxContext, paymentIntent: string): List<Refund> =>
  listNewestFirst(ctx, 'refund', (refund) => refund.payment_intent === paymentIntent);

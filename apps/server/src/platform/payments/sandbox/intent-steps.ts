import { invalidRequest } from '../payment-provider-error.js';
import type { NextAction, PaymentError, PaymentIntent, PaymentMethod, SetupIntent } from '../provider-objects.js';
import { usablePaymentMethod } from './payment-methods.js';
import type { SandboxContext } from './sandbox-context.js';

/** The steps PaymentIntents and SetupIntents share: confirming with a card, and the 3-D Secure step. */
type Intent = PaymentIntent | SetupIntent;

const LABELS = { payment_intent: 'PaymentIntent', setup_intent: 'SetupIntent' } as const;

export const unexpectedState = (intent: Intent, action: string) =>
  invalidRequest(`You cannot ${action} this ${LABELS[intent.object]} because it has a status of ${intent.status}.`, {
    code: `${intent.object}_unexpected_state`,
  });

/** The card confirming charges: the one named now, else the one the intent holds. Only a waiting intent confirms. */
export function methodToConfirm(intent: Intent, named: string | undefined): string {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
    throw unexpectedState(intent, 'confirm');
  }
  const method = named ?? intent.payment_method;
  if (!method) {
    throw invalidRequest(`You cannot confirm this ${LABELS[intent.object]} because it's missing a payment method.`, {
      code: `${intent.object}_unexpected_state`,
      param: 'payment_method',
    });
  }
  return method;
}

/** The card an intent uses: still usable, and if it is saved for a customer, the intent's customer. */
export function methodForIntent(ctx: SandboxContext, intent: Intent, methodId: string) {
  const method = usablePaymentMethod(ctx, methodId);
  if (method.object.customer && method.object.customer !== intent.customer) {
    throw invalidRequest('The provided PaymentMethod belongs to a different customer.', { param: 'payment_method' });
  }
  return method;
}

/** The sandbox's 3-D Secure step, as the card collector reads it from the intent. */
export const authenticationStep = (intent: Intent): NextAction => ({
  type: 'use_stripe_sdk',
  use_stripe_sdk: { type: 'sandbox_three_d_secure', intent: intent.id },
});

/** The card of an intent waiting for 3-D Secure; any other intent cannot be authenticated. */
export function methodAwaitingAuthentication(intent: Intent): string {
  if (intent.status !== 'requires_action' || !intent.payment_method) throw unexpectedState(intent, 'authenticate');
  return intent.payment_method;
}

/** A failed attempt (a refusal, or failed 3-D Secure): the intent waits for another card, the error saying why. */
export function markFailed(intent: Intent, error: PaymentError, method: PaymentMethod): void {
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.payment_method = null;
  if (intent.object === 'payment_intent') intent.last_payment_error = { ...error, payment_method: method };
  else intent.last_setup_error = { ...error, payment_method: method };
}

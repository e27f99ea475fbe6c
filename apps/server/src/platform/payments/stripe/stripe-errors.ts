import Stripe from 'stripe';
import { PaymentProviderError, type PaymentProviderErrorType } from '../payment-provider-error.js';

const { StripeError, StripeCardError, StripeInvalidRequestError, StripeIdempotencyError } = Stripe.errors;

/**
 * By the SDK's class, which it picks from the HTTP status before the body's type: a 401 (a wrong key), 403 (a key
 * or connected account the platform may not use), 429 (rate limit) or a connection failure or timeout (after the
 * retries) is an api_error, the platform's problem and not the parent's, though Stripe's body may say
 * invalid_request_error.
 */
function providerTypeOf(error: Stripe.errors.StripeError): PaymentProviderErrorType {
  if (error instanceof StripeCardError) return 'card_error';
  if (error instanceof StripeInvalidRequestError) return 'invalid_request_error';
  if (error instanceof StripeIdempotencyError) return 'idempotency_error';
  return 'api_error';
}

/** An SDK error as the sandbox would throw it: Stripe's code, decline_code, param and HTTP status. Others pass. */
export function providerErrorOf(error: unknown): unknown {
  if (!(error instanceof StripeError)) return error;
  const mapped = new PaymentProviderError(providerTypeOf(error), error.message, {
    code: error.code,
    decline_code: error.decline_code,
    param: error.param,
    statusCode: error.statusCode,
  });
  // Kept for the logs: Stripe's request id and documentation link.
  mapped.cause = error;
  return mapped;
}

/**
 * The intent a card's refusal carries. Confirming a PaymentIntent (or SetupIntent) whose card is declined answers
 * 402 with the intent, now `requires_payment_method` with its `last_payment_error`; the provider answers that
 * intent, as the sandbox does, since a decline is an outcome. Other errors carrying an intent (a 400 for an
 * intent in the wrong state) stay errors.
 */
export function declinedIntentOf(error: unknown, kind: 'payment_intent' | 'setup_intent') {
  if (!(error instanceof StripeCardError)) return undefined;
  return kind === 'payment_intent' ? error.payment_intent : error.setup_intent;
}

import type { PaymentError } from '../provider-objects.js';

/** The refusals the sandbox's cards produce, with Stripe's codes and words. */
export type CardRefusal =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authentication_required'
  | 'test_mode_live_card'
  | 'incorrect_number'
  | 'invalid_expiry_month'
  | 'invalid_cvc';

const REFUSALS: Record<CardRefusal, Omit<PaymentError, 'type'>> = {
  card_declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
  incorrect_cvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  processing_error: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  test_mode_live_card: {
    code: 'card_declined',
    decline_code: 'test_mode_live_card',
    message: 'Your card was declined. The payments sandbox only accepts test cards (docs/payments.md).',
  },
  incorrect_number: { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' },
  invalid_expiry_month: {
    code: 'invalid_expiry_month',
    message: "Your card's expiration month is invalid.",
    param: 'exp_month',
  },
  invalid_cvc: { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' },
};

export const cardError = (refusal: CardRefusal): PaymentError => ({ type: 'card_error', ...REFUSALS[refusal] });

/** What a PaymentIntent or SetupIntent carries when the sandbox's 3-D Secure step is failed. */
export const authenticationFailure = (intent: 'payment_intent' | 'setup_intent'): PaymentError =>
  intent === 'payment_intent'
    ? {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      }
    : {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message: 'The latest attempt to set up the payment method has failed because authentication failed.',
      };

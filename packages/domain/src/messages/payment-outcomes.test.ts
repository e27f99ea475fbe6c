import { describe, expect, it } from 'vitest';
import { messages } from './en-GB.js';
import { providerOutcomeMessage, providerOutcomeOf, type ProviderErrorFacts } from './payment-outcomes.js';

const texts = messages.paymentOutcomes.providerOutcomes;

/** Issue 21.3: every provider outcome is an entry of the catalogue, in plain words; the provider's text never shows. */
describe('providerOutcomeOf: the catalogue entry for what the card provider answered', () => {
  it.each<[string, ProviderErrorFacts | null, keyof typeof texts]>([
    [
      '3-D Secure failed (4000 0025 0000 3155)',
      { code: 'payment_intent_authentication_failure' },
      'authenticationFailed',
    ],
    [
      '3-D Secure cancelled or failed on saving a card',
      { code: 'setup_intent_authentication_failure' },
      'authenticationFailed',
    ],
    [
      'off-session, the bank wants the parent',
      { type: 'card_error', code: 'authentication_required' },
      'authenticationRequired',
    ],
    ['declined', { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'declined'],
    [
      'insufficient funds',
      { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      'insufficientFunds',
    ],
    ['expired card', { type: 'card_error', code: 'expired_card' }, 'expiredCard'],
    ['incorrect CVC', { type: 'card_error', code: 'incorrect_cvc' }, 'incorrectCvc'],
    ['incorrect number', { type: 'card_error', code: 'incorrect_number' }, 'incorrectNumber'],
    ['processing error', { type: 'card_error', code: 'processing_error' }, 'processingError'],
    [
      'a decline code of its own',
      { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor' },
      'declined',
    ],
    ['any other card error', { type: 'card_error', code: 'test_mode_live_card' }, 'declined'],
    ['an unknown code', { type: 'api_error', code: 'something_new' }, 'unknown'],
    ['nothing said', null, 'unknown'],
  ])('%s', (_what, error, outcome) => expect(providerOutcomeOf(error)).toBe(outcome));

  it("answers the catalogue's words, never the provider's message", () => {
    const error = {
      code: 'payment_intent_authentication_failure',
      message: 'The provided PaymentMethod has failed authentication. You can provide payment_method_data…',
    };
    expect(providerOutcomeMessage(error)).toBe(
      "Your bank didn't confirm this payment. Try again, or use another card.",
    );
    for (const text of Object.values(texts)) expect(text).not.toMatch(/payment_method|PaymentMethod|_/);
  });
});

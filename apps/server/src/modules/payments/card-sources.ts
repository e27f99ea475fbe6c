import { messages, providerOutcomeMessage } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { PaymentProviderError } from '../../platform/payments/index.js';
import type { PaymentsDeps } from './payments-deps.js';

const texts = messages.paymentOutcomes;

/**
 * What the parent pays with, as the card collector sent it: a payment method (`pm_…`: a new card's,
 * or a saved one) or a card token (`tok_…`: the wallet's, or the basket's card form), and the
 * request's field naming it (for a 400 that says which).
 */
export type CardSource = { paymentMethodId: string; field: string } | { token: string; field: string };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: field, message }]);

/** A card the provider refused as it was read: 402 with the catalogue's words for its code, never the provider's. */
export const cardRefused = (error: PaymentProviderError) =>
  new AppError('PAYMENT_FAILED', providerOutcomeMessage(error));

/**
 * The payment method to charge, on the club's account: a token becomes one (made once per token),
 * and a payment method must be the account's and, if saved, saved for this parent's customer — a
 * card id of anyone else's is refused as unknown, nothing charged.
 */
export async function paymentMethodFor(
  deps: PaymentsDeps,
  source: CardSource,
  customer: string,
  account: string,
): Promise<string> {
  try {
    if ('token' in source) {
      const method = await deps.provider.paymentMethods.create(
        { type: 'card', card: { token: source.token } },
        { stripeAccount: account, idempotencyKey: `payment-method:${source.token}` },
      );
      return method.id;
    }
    const method = await deps.provider.paymentMethods.retrieve(source.paymentMethodId, { stripeAccount: account });
    if (method.customer !== null && method.customer !== customer) throw invalid(source.field, texts.unknownCard);
    return method.id;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.type === 'card_error') throw cardRefused(error);
    throw invalid(source.field, 'token' in source ? texts.unknownToken : texts.unknownCard);
  }
}

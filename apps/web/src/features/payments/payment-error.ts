import { messages } from '@clubroom/domain/messages';
import { ApiError } from '../../lib/api-client';
import { userMessage } from '../../lib/user-message';

/**
 * The card collector refused: the provider's words for why ('Your card was declined.'). `onCardField`:
 * refused while making a payment method of the typed card, shown in the card field's error area.
 */
export class CardRefused extends Error {
  constructor(
    message: string,
    readonly onCardField = false,
  ) {
    super(message);
  }
}

/**
 * Spec §8 "Payment error": the response's message (the server's words, through the error
 * catalogue), else the error's (the provider's, from the card collector), else 'error, something
 * went wrong' (a network failure, an answer that is not ours).
 */
export function paymentErrorMessage(err: unknown): string {
  const generic = messages.somethingWentWrong.generic;
  if (err instanceof CardRefused) return err.message || generic;
  return userMessage(err) || generic;
}

/** Spec §8: a pay call answering 401 (signed out meanwhile) reloads the page, which then asks to sign in. */
export const needsReload = (err: unknown) => err instanceof ApiError && err.status === 401;

import { messages, providerOutcomeMessage } from '@clubroom/domain/messages';
import { ApiError } from '../../lib/api-client';
import type { CollectorError } from './card-collector';
import { userMessage } from '../../lib/user-message';

/**
 * The card collector refused: the error catalogue's words for the provider's answer ('Your bank didn't confirm
 * this payment…'), never the provider's own text; an error with no provider's type or code is ours, shown as it
 * is. `onCardField`: refused while making a payment method of the typed card, shown in the card field's error area.
 */
export class CardRefused extends Error {
  constructor(
    error: CollectorError,
    readonly onCardField = false,
  ) {
    super(error.type || error.code ? providerOutcomeMessage(error) : error.message);
  }
}

/**
 * Spec §8 "Payment error": the response's message (the server's words, through the error
 * catalogue), else the card collector's refusal (the catalogue's words for the provider's answer), else
 * 'error, something went wrong' (a network failure, an answer that is not ours).
 */
export function paymentErrorMessage(err: unknown): string {
  const generic = messages.somethingWentWrong.generic;
  if (err instanceof CardRefused) return err.message || generic;
  return userMessage(err) || generic;
}

/** Spec §8: a pay call answering 401 (signed out meanwhile) reloads the page, which then asks to sign in. */
export const needsReload = (err: unknown) => err instanceof ApiError && err.status === 401;

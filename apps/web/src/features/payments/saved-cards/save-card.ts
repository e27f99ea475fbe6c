import type { SavedCard } from '@clubroom/domain/api';
import { callApi } from '../../../lib/api-client';
import * as savedCardsRoutes from '../../../lib/api-routes/saved-cards';
import type { CardCollector, CardField } from '../card-collector';
import { CardRefused } from '../payment-error';

/**
 * Saves the card typed in the collector's field for the parent: a payment method of it (the
 * number goes to the provider, never to us), the server's set-up of it, and the bank's 3-D Secure
 * check when it asks for one (the card is saved once that succeeds). Answers the saved card; throws
 * the reason it was not.
 */
export async function saveCard(collector: CardCollector, card: CardField, name: string): Promise<SavedCard> {
  const made = await collector.createPaymentMethod(card, name.trim());
  if (made.error) throw new CardRefused(made.error, true);
  const { data } = await callApi(savedCardsRoutes.addSavedCard, { body: { paymentMethodId: made.paymentMethod.id } });
  if (data.status === 'requires_action') {
    const confirmed = await collector.confirmCardSetup(data.clientSecret);
    if (confirmed.error) throw new CardRefused(confirmed.error);
  }
  return data.card;
}

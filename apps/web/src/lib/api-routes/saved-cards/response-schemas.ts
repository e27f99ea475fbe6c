// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { savedCardsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  paymentMethods: api.paymentMethods.response,
  personSavedCards: api.personSavedCards.response,
  createPaymentMethod: api.createPaymentMethod.response,
  addSavedCard: api.addSavedCard.response,
  addNewPaymentMethod: api.addNewPaymentMethod.response,
  deleteSavedCard: api.deleteSavedCard.response,
};

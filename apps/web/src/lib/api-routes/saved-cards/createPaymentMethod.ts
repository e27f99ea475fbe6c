// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { savedCardsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const createPaymentMethod: RouteRef<typeof api.createPaymentMethod> = {
  operationId: 'createPaymentMethod',
  method: 'POST',
  path: '/rest/v1/payments/create-payment-method',
  signedIn: true,
  schemas: 'saved-cards',
};

// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { savedCardsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const paymentMethods: RouteRef<typeof api.paymentMethods> = {
  operationId: 'paymentMethods',
  method: 'GET',
  path: '/rest/v1/payments/payment-methods',
  signedIn: true,
  schemas: 'saved-cards',
};

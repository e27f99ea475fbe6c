// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { savedCardsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const addNewPaymentMethod: RouteRef<typeof api.addNewPaymentMethod> = {
  operationId: 'addNewPaymentMethod',
  method: 'POST',
  path: '/api/v4/people/add_new_payment_method',
  signedIn: true,
  schemas: 'saved-cards',
};

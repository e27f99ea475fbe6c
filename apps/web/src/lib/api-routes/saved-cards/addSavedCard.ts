// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { savedCardsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const addSavedCard: RouteRef<typeof api.addSavedCard> = {
  operationId: 'addSavedCard',
  method: 'POST',
  path: '/api/v4/parent/payments/saved-cards/add',
  signedIn: true,
  schemas: 'saved-cards',
};

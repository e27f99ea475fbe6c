// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { savedCardsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const deleteSavedCard: RouteRef<typeof api.deleteSavedCard> = {
  operationId: 'deleteSavedCard',
  method: 'POST',
  path: '/api/v4/parent/payments/saved-cards/delete',
  signedIn: true,
  schemas: 'saved-cards',
};

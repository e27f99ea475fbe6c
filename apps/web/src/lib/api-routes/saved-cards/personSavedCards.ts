// Generated from packages/domain/src/api/saved-cards.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { savedCardsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const personSavedCards: RouteRef<typeof api.personSavedCards> = {
  operationId: 'personSavedCards',
  method: 'GET',
  path: '/api/v4/people/person/saved-cards',
  signedIn: true,
  schemas: 'saved-cards',
};

// Generated from packages/domain/src/api/waiting-list.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { waitingListApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const offerWaitingListPlace: RouteRef<typeof api.offerWaitingListPlace> = {
  operationId: 'offerWaitingListPlace',
  method: 'POST',
  path: '/api/registers/waiting-list/offer',
  signedIn: true,
  schemas: 'waiting-list',
};

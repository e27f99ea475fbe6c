// Generated from packages/domain/src/api/waiting-list.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { waitingListApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const joinWaitingList: RouteRef<typeof api.joinWaitingList> = {
  operationId: 'joinWaitingList',
  method: 'POST',
  path: '/api/bookings/waiting-list/join',
  signedIn: true,
  schemas: 'waiting-list',
};

// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { messagingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const emailOpened: RouteRef<typeof api.emailOpened> = {
  operationId: 'emailOpened',
  method: 'GET',
  path: '/api/messaging/opened/:token',
};

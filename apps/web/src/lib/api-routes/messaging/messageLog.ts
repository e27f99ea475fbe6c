// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { messagingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const messageLog: RouteRef<typeof api.messageLog> = {
  operationId: 'messageLog',
  method: 'GET',
  path: '/api/messaging/logs',
  signedIn: true,
  schemas: 'messaging',
};

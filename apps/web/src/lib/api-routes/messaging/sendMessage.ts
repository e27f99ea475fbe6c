// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { messagingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const sendMessage: RouteRef<typeof api.sendMessage> = {
  operationId: 'sendMessage',
  method: 'POST',
  path: '/api/messaging/send',
  signedIn: true,
  schemas: 'messaging',
};

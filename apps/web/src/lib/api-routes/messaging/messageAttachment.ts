// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { messagingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const messageAttachment: RouteRef<typeof api.messageAttachment> = {
  operationId: 'messageAttachment',
  method: 'GET',
  path: '/api/messaging/logs/:messageId/attachments/:attachmentId',
  signedIn: true,
};

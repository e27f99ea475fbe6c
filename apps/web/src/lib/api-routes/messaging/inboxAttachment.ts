// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { messagingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const inboxAttachment: RouteRef<typeof api.inboxAttachment> = {
  operationId: 'inboxAttachment',
  method: 'GET',
  path: '/api/v4/people/parent/messages/:messageId/attachments/:attachmentId',
  signedIn: true,
};

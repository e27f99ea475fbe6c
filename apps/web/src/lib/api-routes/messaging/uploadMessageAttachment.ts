// Generated from packages/domain/src/api/messaging.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { messagingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const uploadMessageAttachment: RouteRef<typeof api.uploadMessageAttachment> = {
  operationId: 'uploadMessageAttachment',
  method: 'POST',
  path: '/api/messaging/attachments',
  signedIn: true,
  schemas: 'messaging',
};

// Generated from packages/domain/src/api/contacts.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { contactsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const uploadContactAnswerFile: RouteRef<typeof api.uploadContactAnswerFile> = {
  operationId: 'uploadContactAnswerFile',
  method: 'POST',
  path: '/api/v4/contacts/:parentId/registration/:questionId/file',
  signedIn: true,
  schemas: 'contacts',
};

// Generated from packages/domain/src/api/contacts.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { contactsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const contactAnswerFile: RouteRef<typeof api.contactAnswerFile> = {
  operationId: 'contactAnswerFile',
  method: 'GET',
  path: '/api/v4/contacts/:parentId/registration/:questionId/file',
  signedIn: true,
};

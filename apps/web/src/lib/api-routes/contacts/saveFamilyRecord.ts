// Generated from packages/domain/src/api/contacts.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { contactsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const saveFamilyRecord: RouteRef<typeof api.saveFamilyRecord> = {
  operationId: 'saveFamilyRecord',
  method: 'POST',
  path: '/api/v4/contacts/:parentId/registration',
  signedIn: true,
  schemas: 'contacts',
};

// Generated from packages/domain/src/api/contacts.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { contactsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const allContacts: RouteRef<typeof api.allContacts> = {
  operationId: 'allContacts',
  method: 'GET',
  path: '/api/contacts/all-contacts',
  signedIn: true,
  schemas: 'contacts',
};

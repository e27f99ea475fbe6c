// Generated from packages/domain/src/api/setup-fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { setupFeesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const setupFeeContacts: RouteRef<typeof api.setupFeeContacts> = {
  operationId: 'setupFeeContacts',
  method: 'GET',
  path: '/api/settings/setup-fee-contacts',
  signedIn: true,
  schemas: 'setup-fees',
};

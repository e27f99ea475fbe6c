// Generated from packages/domain/src/api/setup-fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { setupFeesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const createSetupFees: RouteRef<typeof api.createSetupFees> = {
  operationId: 'createSetupFees',
  method: 'POST',
  path: '/api/settings/create-setup-fees',
  signedIn: true,
  schemas: 'setup-fees',
};

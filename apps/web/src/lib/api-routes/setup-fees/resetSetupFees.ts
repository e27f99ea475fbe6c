// Generated from packages/domain/src/api/setup-fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { setupFeesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const resetSetupFees: RouteRef<typeof api.resetSetupFees> = {
  operationId: 'resetSetupFees',
  method: 'POST',
  path: '/api/settings/reset-setup-fees',
  signedIn: true,
  schemas: 'setup-fees',
};

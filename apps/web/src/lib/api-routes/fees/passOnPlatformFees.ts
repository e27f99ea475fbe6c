// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { feesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const passOnPlatformFees: RouteRef<typeof api.passOnPlatformFees> = {
  operationId: 'passOnPlatformFees',
  method: 'POST',
  path: '/api/settings/platform-fees/pass-on',
  signedIn: true,
  schemas: 'fees',
};

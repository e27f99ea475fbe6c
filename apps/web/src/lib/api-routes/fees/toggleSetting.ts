// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { feesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const toggleSetting: RouteRef<typeof api.toggleSetting> = {
  operationId: 'toggleSetting',
  method: 'POST',
  path: '/api/settings/toggle',
  signedIn: true,
  schemas: 'fees',
};

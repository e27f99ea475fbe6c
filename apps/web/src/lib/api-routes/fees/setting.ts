// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { feesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const setting: RouteRef<typeof api.setting> = {
  operationId: 'setting',
  method: 'GET',
  path: '/api/settings/setting/:setting',
  signedIn: true,
  schemas: 'fees',
};

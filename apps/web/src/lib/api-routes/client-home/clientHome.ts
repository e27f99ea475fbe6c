// Generated from packages/domain/src/api/client-home.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clientHomeApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clientHome: RouteRef<typeof api.clientHome> = {
  operationId: 'clientHome',
  method: 'GET',
  path: '/api/v4/client/quick-info',
  signedIn: true,
  schemas: 'client-home',
};

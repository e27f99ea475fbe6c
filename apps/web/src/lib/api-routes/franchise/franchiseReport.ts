// Generated from packages/domain/src/api/franchise.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { franchiseApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const franchiseReport: RouteRef<typeof api.franchiseReport> = {
  operationId: 'franchiseReport',
  method: 'GET',
  path: '/api/franchise/networks/:networkId/report',
  signedIn: true,
  schemas: 'franchise',
};

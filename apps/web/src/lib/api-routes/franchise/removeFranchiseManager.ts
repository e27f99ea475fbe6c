// Generated from packages/domain/src/api/franchise.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { franchiseApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const removeFranchiseManager: RouteRef<typeof api.removeFranchiseManager> = {
  operationId: 'removeFranchiseManager',
  method: 'POST',
  path: '/api/franchise/networks/:networkId/managers/remove',
  signedIn: true,
  schemas: 'franchise',
};

// Generated from packages/domain/src/api/franchise.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { franchiseApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const setFranchiseRoyalty: RouteRef<typeof api.setFranchiseRoyalty> = {
  operationId: 'setFranchiseRoyalty',
  method: 'POST',
  path: '/api/franchise/networks/:networkId/clubs/:clientId/royalty',
  signedIn: true,
  schemas: 'franchise',
};

// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminCampsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const deleteCamp: RouteRef<typeof api.deleteCamp> = {
  operationId: 'deleteCamp',
  method: 'POST',
  path: '/api/v4/camps/:campId/delete',
  signedIn: true,
  schemas: 'admin-camps',
};

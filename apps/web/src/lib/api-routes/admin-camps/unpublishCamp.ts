// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminCampsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const unpublishCamp: RouteRef<typeof api.unpublishCamp> = {
  operationId: 'unpublishCamp',
  method: 'POST',
  path: '/api/v4/camps/:campId/unpublish',
  signedIn: true,
  schemas: 'admin-camps',
};

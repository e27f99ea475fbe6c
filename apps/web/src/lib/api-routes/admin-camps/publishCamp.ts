// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminCampsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const publishCamp: RouteRef<typeof api.publishCamp> = {
  operationId: 'publishCamp',
  method: 'POST',
  path: '/api/v4/camps/:campId/publish',
  signedIn: true,
  schemas: 'admin-camps',
};

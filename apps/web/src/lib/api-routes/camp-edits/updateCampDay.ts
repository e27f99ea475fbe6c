// Generated from packages/domain/src/api/camp-edits.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { campEditsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const updateCampDay: RouteRef<typeof api.updateCampDay> = {
  operationId: 'updateCampDay',
  method: 'PUT',
  path: '/api/v4/camps/edit/run-instance/:runInstanceId',
  signedIn: true,
  schemas: 'camp-edits',
};

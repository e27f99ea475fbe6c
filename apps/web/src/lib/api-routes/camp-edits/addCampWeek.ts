// Generated from packages/domain/src/api/camp-edits.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { campEditsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const addCampWeek: RouteRef<typeof api.addCampWeek> = {
  operationId: 'addCampWeek',
  method: 'POST',
  path: '/api/v4/camps/instance-group',
  signedIn: true,
  schemas: 'camp-edits',
};

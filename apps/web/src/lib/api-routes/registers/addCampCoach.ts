// Generated from packages/domain/src/api/registers.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registersApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const addCampCoach: RouteRef<typeof api.addCampCoach> = {
  operationId: 'addCampCoach',
  method: 'POST',
  path: '/api/v4/registers/camp/:campId/coaches/add',
  signedIn: true,
  schemas: 'registers',
};

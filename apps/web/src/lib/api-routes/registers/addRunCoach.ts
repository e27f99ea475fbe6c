// Generated from packages/domain/src/api/registers.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registersApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const addRunCoach: RouteRef<typeof api.addRunCoach> = {
  operationId: 'addRunCoach',
  method: 'POST',
  path: '/api/v4/registers/run/:runId/coaches/add',
  signedIn: true,
  schemas: 'registers',
};

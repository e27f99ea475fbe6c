// Generated from packages/domain/src/api/auto-enrol.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { autoEnrolApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const saveTermOpenings: RouteRef<typeof api.saveTermOpenings> = {
  operationId: 'saveTermOpenings',
  method: 'PUT',
  path: '/api/v4/client/auto-enrol/term/:termId/openings',
  signedIn: true,
  schemas: 'auto-enrol',
};

// Generated from packages/domain/src/api/registers.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registersApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const markAttendance: RouteRef<typeof api.markAttendance> = {
  operationId: 'markAttendance',
  method: 'POST',
  path: '/api/v4/registers/run/:runId/session/:sessionId/attendance',
  signedIn: true,
  schemas: 'registers',
};

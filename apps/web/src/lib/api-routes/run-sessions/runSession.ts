// Generated from packages/domain/src/api/run-sessions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { runSessionsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const runSession: RouteRef<typeof api.runSession> = {
  operationId: 'runSession',
  method: 'GET',
  path: '/api/v4/schedule/runs/:runId/sessions/:sessionId',
  signedIn: true,
  schemas: 'run-sessions',
};

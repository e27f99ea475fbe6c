// Generated from packages/domain/src/api/schedule.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { scheduleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const termInfo: RouteRef<typeof api.termInfo> = {
  operationId: 'termInfo',
  method: 'GET',
  path: '/api/v4/public/term/:termId',
  schemas: 'schedule',
};

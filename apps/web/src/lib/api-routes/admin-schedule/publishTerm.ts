// Generated from packages/domain/src/api/admin-schedule.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminScheduleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const publishTerm: RouteRef<typeof api.publishTerm> = {
  operationId: 'publishTerm',
  method: 'POST',
  path: '/api/v4/schedule/terms/:termId/publish',
  signedIn: true,
  schemas: 'admin-schedule',
};

// Generated from packages/domain/src/api/reporting.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { reportingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const scheduleAnalyticsReport: RouteRef<typeof api.scheduleAnalyticsReport> = {
  operationId: 'scheduleAnalyticsReport',
  method: 'GET',
  path: '/api/v4/reporting/schedule-analytics',
  signedIn: true,
  schemas: 'reporting',
};

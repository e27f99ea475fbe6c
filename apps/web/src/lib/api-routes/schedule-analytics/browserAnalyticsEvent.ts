// Generated from packages/domain/src/api/schedule-analytics.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { scheduleAnalyticsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const browserAnalyticsEvent: RouteRef<typeof api.browserAnalyticsEvent> = {
  operationId: 'browserAnalyticsEvent',
  method: 'POST',
  path: '/api/v4/public/schedule/browser-analytics',
  schemas: 'schedule-analytics',
};

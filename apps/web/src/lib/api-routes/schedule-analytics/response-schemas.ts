// Generated from packages/domain/src/api/schedule-analytics.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { scheduleAnalyticsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  browserAnalyticsSettings: api.browserAnalyticsSettings.response,
  browserAnalyticsEvent: api.browserAnalyticsEvent.response,
};

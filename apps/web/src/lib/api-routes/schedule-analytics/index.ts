// Generated from packages/domain/src/api/schedule-analytics.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { browserAnalyticsSettings } from './browserAnalyticsSettings';
export { browserAnalyticsEvent } from './browserAnalyticsEvent';

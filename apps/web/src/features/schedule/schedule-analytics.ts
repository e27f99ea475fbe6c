import type { BrowserAnalyticsEvent } from '@clubroom/domain/api';
import { sendOnly } from '../../lib/api-client';
import * as scheduleAnalyticsRoutes from '../../lib/api-routes/schedule-analytics';
import { asksNotToBeTracked, type PrivacySignals } from './analytics-signals';

export { asksNotToBeTracked, changedFilters } from './analytics-signals';

/**
 * Reports one event of the schedule page (docs/api.md, "Schedule analytics"), unless the browser asks not to be
 * tracked. Fire and forget: a failure (offline, over the limit) changes nothing for the family.
 */
export function reportScheduleEvent(event: BrowserAnalyticsEvent): void {
  if (typeof navigator === 'undefined' || asksNotToBeTracked(navigator as PrivacySignals)) return;
  sendOnly(scheduleAnalyticsRoutes.browserAnalyticsEvent, { body: event }).catch(() => undefined);
}

import type { AnalyticsFilterName, BrowserAnalyticsEvent } from '@clubroom/domain/api';
import type { ScheduleFilters } from '@clubroom/domain/rules';
import { sendOnly } from '../../lib/api-client';
import * as scheduleAnalyticsRoutes from '../../lib/api-routes/schedule-analytics';

/** Each filter's name as the analytics count it: which filter was used, never what was chosen in it. */
const filterNameOf: Record<keyof ScheduleFilters, AnalyticsFilterName> = {
  days: 'day',
  times: 'time',
  className: 'class',
  venueName: 'venue',
  showTerms: 'kind',
  showCamps: 'kind',
  onlyAvailableRuns: 'available',
  age: 'age',
  distance: 'distance',
};

/** The filters a change touched, by name, each once. */
export function changedFilters(before: ScheduleFilters, after: ScheduleFilters): AnalyticsFilterName[] {
  const keys = Object.keys(filterNameOf) as (keyof ScheduleFilters)[];
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return [...new Set(changed.map((key) => filterNameOf[key]))];
}

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** The browser asks not to be tracked (Do Not Track or Global Privacy Control): the page then sends nothing at all. */
export const asksNotToBeTracked = (browser: PrivacySignals | undefined) =>
  browser?.doNotTrack === '1' || browser?.globalPrivacyControl === true;

/**
 * Reports one event of the schedule page (docs/api.md, "Schedule analytics"), unless the browser asks not to be
 * tracked. Fire and forget: a failure (offline, over the limit) changes nothing for the family.
 */
export function reportScheduleEvent(event: BrowserAnalyticsEvent): void {
  if (typeof navigator === 'undefined' || asksNotToBeTracked(navigator as PrivacySignals)) return;
  sendOnly(scheduleAnalyticsRoutes.browserAnalyticsEvent, { body: event }).catch(() => undefined);
}

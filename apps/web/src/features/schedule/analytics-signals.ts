import type { AnalyticsFilterName } from '@clubroom/domain/api';
import type { ScheduleFilters } from '@clubroom/domain/rules';

// Pure and import-light (types only): the embedded schedule's script (`schedule-embed/widget`) uses these too, and
// must not bundle the API client.

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

export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** The browser asks not to be tracked (Do Not Track or Global Privacy Control): the page then sends nothing at all. */
export const asksNotToBeTracked = (browser: PrivacySignals | undefined) =>
  browser?.doNotTrack === '1' || browser?.globalPrivacyControl === true;

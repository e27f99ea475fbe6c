import type { ScheduleAnalyticsFigures } from '../schedule-analytics/index.js';
import type { ReportingRepository } from './reporting.repository.js';

/** What the reports work with: a read-only repository, the schedule's analytics and the clock (the default period ends now). */
export interface ReportingDeps {
  repo: ReportingRepository;
  clock: () => Date;
  /** The schedule page's analytics (the schedule-analytics module's figures). */
  analytics: ScheduleAnalyticsFigures;
}

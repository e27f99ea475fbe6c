import type { ReportingRepository } from './reporting.repository.js';

/** What the reports work with: a read-only repository and the clock (the default period ends this month). */
export interface ReportingDeps {
  repo: ReportingRepository;
  clock: () => Date;
}

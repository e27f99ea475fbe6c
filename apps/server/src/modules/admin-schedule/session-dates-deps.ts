import type { Db } from '../../db/client.js';
import { auditRepository, type AuditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn, type Outbox } from '../../platform/jobs/outbox.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { RunSessionPlaces } from '../booking/index.js';
import { runSessionDatesRepository, type RunSessionDatesRepository } from './run-session-dates.repository.js';

/** The repository, the outbox and the audit log, bound to one transaction. */
export interface SessionDatesWrites {
  repo: RunSessionDatesRepository;
  outbox: Outbox;
  audit: AuditRepository;
}

/** What a run's session changes work with: a one-off date added, a session cancelled or put back on. */
export interface SessionDatesDeps {
  repo: RunSessionDatesRepository;
  transaction: <T>(work: (writes: SessionDatesWrites) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** The booking engine's places on the run: which sessions each gives, and a session's shares of their prices. */
  places: RunSessionPlaces;
}

export const sessionDatesDeps = (
  db: Db,
  jobs: Jobs,
  clock: () => Date,
  places: RunSessionPlaces,
): SessionDatesDeps => ({
  repo: runSessionDatesRepository(db),
  transaction: (work) =>
    withTransaction(db, (tx) =>
      work({ repo: runSessionDatesRepository(tx), outbox: outboxOn(jobs, tx), audit: auditRepository(tx) }),
    ),
  clock,
  places,
});

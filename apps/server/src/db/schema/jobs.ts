import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Jobs whose side effect (an email handed to the mail server…) has happened, by pg-boss job id,
 * so a retry of the same job does not do it again (platform/jobs/once-per-job.ts).
 */
export const jobEffects = pgTable('job_effects', {
  jobId: uuid('job_id').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

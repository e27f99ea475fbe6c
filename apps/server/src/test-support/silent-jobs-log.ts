import type { JobsLog } from '../platform/jobs/jobs.js';

/** A job queue's log that says nothing: for queues a test makes itself, whose failures the test reads otherwise. */
export const silentJobsLog: JobsLog = { error: () => {}, warn: () => {} };

import type { MailMessage } from '../mail/mailer.js';

/**
 * Every job the app runs, by name, with the payload it carries: JSON only (strings, numbers,
 * booleans, arrays, plain objects), as it is stored in the job table until a worker takes it.
 */
export interface JobPayloads {
  /** One email, as the mailer sends it (platform/jobs/send-email.job.ts). */
  'send-email': MailMessage;
}

export type JobName = keyof JobPayloads;

export interface JobPolicy {
  /** Attempts after the first one fails. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** An attempt still running after this long is failed, and retried. */
  expireInSeconds: number;
}

export const jobPolicies: Record<JobName, JobPolicy> = {
  // 5 attempts over 7½ to 15 minutes. An attempt may run 15 minutes: longer than nodemailer's own
  // timeouts, so an attempt is never retried while its message is still being sent.
  'send-email': { retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 900 },
};

export const jobNames = Object.keys(jobPolicies) as JobName[];

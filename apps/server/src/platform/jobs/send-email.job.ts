import type { Mailer } from '../mail/mailer.js';
import type { JobEffectsRepository } from './job-effects.repository.js';
import type { JobHandler } from './jobs.js';
import { oncePerJob } from './once-per-job.js';

/** Hands the message to the configured mailer, once per job however often the job is retried. */
export const sendEmailJob =
  ({ mailer, effects }: { mailer: Mailer; effects: JobEffectsRepository }): JobHandler<'send-email'> =>
  (job) =>
    oncePerJob(effects, job.id, () => mailer.send(job.data));

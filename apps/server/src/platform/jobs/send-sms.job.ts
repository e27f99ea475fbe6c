import { SmsRefusedError, type SmsSender } from '../sms/sms-sender.js';
import type { SmsOptOutsRepository } from '../sms/sms-opt-outs.repository.js';
import type { JobEffectsRepository } from './job-effects.repository.js';
import type { JobHandler, JobsLog } from './jobs.js';
import { oncePerJob } from './once-per-job.js';

/**
 * Hands one SMS (an invoice's) to the configured sender, once per job however often the job is retried. A number
 * that replied STOP gets nothing; one the provider refuses for good is logged, not retried.
 */
export const sendSmsJob =
  ({
    sms,
    optOuts,
    effects,
    log,
  }: {
    sms: SmsSender;
    optOuts: SmsOptOutsRepository;
    effects: JobEffectsRepository;
    log: JobsLog;
  }): JobHandler<'send-sms'> =>
  (job) =>
    oncePerJob(effects, job.id, async () => {
      if ((await optOuts.optedOut([job.data.to])).size > 0) return;
      try {
        await sms.send(job.data);
      } catch (err) {
        if (!(err instanceof SmsRefusedError)) throw err;
        log.warn({ err, jobId: job.id }, 'SMS refused by the provider');
      }
    });

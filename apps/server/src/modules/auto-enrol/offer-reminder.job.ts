import { priorityOfferStatus } from '@clubroom/domain/rules';
import { withTransaction } from '../../platform/db/transaction.js';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import { oncePerJob } from '../../platform/jobs/once-per-job.js';
import { jobEffectsRepository } from '../../platform/jobs/job-effects.repository.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { AutoEnrolDeps } from './auto-enrol-deps.js';
import { autoEnrolRepository } from './auto-enrol.repository.js';
import { sendOfferMessages } from './offer-messages.js';

/**
 * Reminds a family of a priority offer before its deadline (queued when the offer is made, for each of
 * `offerReminderTimes`), only while it is still pending (accepted, declined or lapsed, nothing is sent) and once due,
 * and not while the club is suspended (the family could not book the place; the reminders due after restore go out).
 * The email's job and the record that this job queued it commit together, so a retry sends nothing twice.
 */
export const offerReminderJob =
  (deps: AutoEnrolDeps): JobHandler<'priority-offer-reminder'> =>
  ({ id, data }) =>
    withTransaction(deps.db, (tx) =>
      oncePerJob(jobEffectsRepository(tx), id, async () => {
        const now = deps.clock();
        const facts = await autoEnrolRepository(tx).offerFacts(data.offerId, now);
        if (now < new Date(data.at) || !facts || facts.suspended || priorityOfferStatus(facts, now) !== 'pending')
          return;
        await sendOfferMessages(outboxOn(deps.jobs, tx), facts, {
          publicUrl: deps.publicUrl,
          smsAvailable: deps.smsAvailable,
          reminder: true,
        });
      }),
    );

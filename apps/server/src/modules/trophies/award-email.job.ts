import { clubPages, pagePath } from '@clubroom/domain/pages';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import { awardEmail } from './award-email.js';
import type { TrophiesDeps } from './trophies-deps.js';

/**
 * After the undo window: emails the family an award that still stands, once (the award is marked emailed in the
 * transaction that queues the email, so a retry sends nothing again). An award taken back is gone: nothing is sent.
 */
export const awardEmailJob =
  (deps: Pick<TrophiesDeps, 'transaction' | 'clock'>): JobHandler<'trophy-award-email'> =>
  async ({ data }) => {
    await deps.transaction(async (w) => {
      const award = await w.repo.claimEmail(data.clubId, data.awardId, deps.clock());
      if (!award) return;
      const childPath = pagePath(clubPages.child, { personId: award.childId });
      await w.outbox.email({
        ...awardEmail(award.parentEmail, {
          parentFirstName: award.parentFirstName,
          childFirstName: award.childFirstName,
          trophyName: award.trophyName,
          activity: award.activity,
          clubName: data.clubName,
          childUrl: `${data.origin}${childPath}`,
        }),
        inbox: { clubId: data.clubId, userId: award.parentUserId }, // also in the family's inbox at the club
      });
    });
  };

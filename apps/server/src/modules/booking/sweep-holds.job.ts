import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { BookingDeps } from './booking-deps.js';

/**
 * Catches up on `expire-holds` runs that are late or lost: every few minutes (its schedule) and once as a process that
 * runs jobs starts, it queues the run, due now, for each club with work for it by the app's clock — a hold expired
 * and not tidied away, a waiting-list offer or priority offer past its deadline, an unpaid order of credit out of
 * time. A delayed run falls due by the database's own time, which a restarted server's clock may be ahead of. The
 * run itself does the work under the runs' locks and finds nothing left to do the second time, so a sweep racing the
 * delayed run (or another sweep) lapses nothing twice and offers no place twice.
 */
export const sweepHoldsJob =
  (deps: BookingDeps): JobHandler<'sweep-holds'> =>
  () =>
    deps.transaction(async (w) => {
      const now = deps.clock();
      const clubIds = new Set([
        ...(await w.places.clubsWithExpiredHolds(now)),
        ...(await w.waitingLists.clubsWithLapsedOffers(now)),
      ]);
      for (const clubId of clubIds) await w.outbox.job('expire-holds', { clubId });
    });

import type { AdminCamp } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsDeps } from './admin-camps-deps.js';
import { savedView } from './save-camp.js';

/**
 * Publishes a camp (on the public schedule and bookable at once) or takes it back to a draft (staff
 * only). Unpublishing keeps its confirmed bookings and the places in orders waiting for payment;
 * places held in baskets are released, as the basket shows no draft. Doing it twice answers the same.
 */
export async function setCampPublished(
  deps: AdminCampsDeps,
  club: ResolvedClub,
  campId: number,
  published: boolean,
): Promise<AdminCamp> {
  return deps.transaction(async (repo, tx) => {
    if ((await repo.findCamps(club.id, campId)).length === 0) throw notFound('Camp');
    await repo.setDraft(club.id, campId, !published);
    if (!published) {
      const weeks = await repo.findWeeks(club.id, [campId]);
      const days = await repo.findDays(
        club.id,
        weeks.map((w) => w.id),
      );
      await deps.basketHoldsOn(tx).releaseOfCampDays(
        club.id,
        days.map((d) => d.id),
      );
    }
    return savedView(repo, club, campId);
  });
}

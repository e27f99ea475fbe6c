import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import { runView } from './save-run.js';
import { termViews } from './schedule-views.js';

/**
 * Publishes a run (on the public schedule and bookable at once) or takes it back to a draft (staff
 * only). Unpublishing keeps its confirmed bookings and the places in orders waiting for payment;
 * places held in baskets are released, as the basket shows no draft. Doing it twice answers the same.
 */
export async function setRunPublished(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  runId: number,
  published: boolean,
): Promise<AdminRun> {
  return deps.transaction(async (repo, tx) => {
    if ((await repo.findRuns(club.id, { runId })).length === 0) throw notFound('Run');
    await repo.setDraft(club.id, [runId], !published);
    if (!published) await deps.basketHoldsOn(tx).releaseOfRuns(club.id, [runId]);
    return runView(repo, club.id, runId);
  });
}

/** Publishes every draft run of a term at once ("Publish term"): the term set up in private goes public. */
export async function publishTerm(deps: AdminScheduleDeps, club: ResolvedClub, termId: number): Promise<AdminTerm> {
  return deps.transaction(async (repo) => {
    const term = await repo.findTerm(club.id, termId);
    if (!term) throw notFound('Term');
    const runs = await repo.findRuns(club.id, { termIds: [termId] });
    await repo.setDraft(
      club.id,
      runs.map((r) => r.run.id),
      false,
    );
    const [view] = await termViews(repo, club, [term]);
    return view;
  });
}

import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import { refuseTakenPlaces } from './refuse-taken-places.js';

/** Deletes a run with its class times and sessions; one with places booked or awaiting payment is refused (409). */
export async function deleteRun(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  runId: number,
): Promise<{ deleted: true }> {
  return deps.transaction(async (repo, tx) => {
    if ((await repo.findRuns(club.id, { runId })).length === 0) throw notFound('Run');
    await refuseTakenPlaces(repo, tx, { clubId: club.id, runIds: [runId], kind: 'run', now: deps.clock() });
    await repo.deleteRun(club.id, runId);
    return { deleted: true } as const;
  });
}

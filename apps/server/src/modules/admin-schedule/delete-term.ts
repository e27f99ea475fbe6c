import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import { refuseTakenPlaces } from './refuse-taken-places.js';

/**
 * Deletes a term with its breaks and runs. A term any of whose runs has a place booked or awaiting
 * payment is refused (409, saying how many): nothing booked or paid for disappears with it.
 */
export async function deleteTerm(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  termId: number,
): Promise<{ deleted: true }> {
  return deps.transaction(async (repo, tx) => {
    if (!(await repo.findTerm(club.id, termId))) throw notFound('Term');
    const runIds = await repo.findRunIdsOfTerm(club.id, termId);
    await refuseTakenPlaces(repo, tx, { clubId: club.id, runIds, kind: 'term', now: deps.clock() });
    await repo.deleteTerm(club.id, termId);
    return { deleted: true } as const;
  });
}

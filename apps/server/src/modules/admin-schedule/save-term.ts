import type { AdminTerm, TermBody } from '@clubroom/domain/api';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import { termView } from './list-terms.js';
import { regenerateSessions } from './run-sessions.js';
import { termInstantsOf } from './term-dates.js';

/** Adds a term with its breaks (its runs are added one by one after). */
export async function createTerm(deps: AdminScheduleDeps, club: ResolvedClub, body: TermBody): Promise<AdminTerm> {
  return deps.transaction(async (repo) => {
    const termId = await repo.insertTerm(club.id, { name: body.name, ...termInstantsOf(body, club.timeZone) });
    await repo.replaceBreaks(club.id, termId, body.breaks);
    return termView(repo, club, termId);
  });
}

/**
 * Changes a term's name, dates and breaks; each of its runs' sessions from now on are generated
 * again (under the runs' locks, so no trial is booked into a session as it goes).
 */
export async function updateTerm(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  termId: number,
  body: TermBody,
): Promise<AdminTerm> {
  return deps.transaction(async (repo, tx) => {
    if (!(await repo.findTerm(club.id, termId))) throw notFound('Term');
    const runIds = await repo.findRunIdsOfTerm(club.id, termId);
    await lockAvailability(
      tx,
      runIds.map((id) => ({ kind: 'run', id })),
    );
    const instants = termInstantsOf(body, club.timeZone);
    await repo.updateTerm(club.id, termId, { name: body.name, ...instants });
    await repo.replaceBreaks(club.id, termId, body.breaks);
    for (const runId of runIds) await regenerateSessions(repo, club, runId, { id: termId, ...instants }, deps.clock());
    return termView(repo, club, termId);
  });
}

import type { TermInfo } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assembleTerm } from './assemble-schedule.js';
import { bookingOpensOf } from './info-page.js';
import { loadRuns } from './load-runs.js';
import type { ScheduleRepository } from './schedule.repository.js';

/**
 * One term with its public runs and breaks, and when its booking opens for whom (its priority windows, while ahead),
 * for /term/{termId}/{termName}; a term of drafts only is not found.
 */
export async function getTermInfo(
  repo: ScheduleRepository,
  club: ResolvedClub,
  termId: number,
  now: Date,
): Promise<TermInfo> {
  const term = await repo.findTerm(club.id, termId);
  if (!term || term.onlyDrafts) throw notFound('Term');
  const [runs, breaks, bookingOpens] = await Promise.all([
    loadRuns(repo, club, { termIds: [term.id] }),
    repo.findTermBreaks(club.id, term.id),
    bookingOpensOf(repo, club.id, term.id, now),
  ]);
  return {
    term: assembleTerm(
      term,
      runs.map((r) => r.run),
    ),
    breaks,
    bookingOpens,
  };
}

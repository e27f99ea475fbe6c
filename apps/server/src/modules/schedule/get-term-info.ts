import type { TermInfo } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assembleTerm } from './assemble-schedule.js';
import { loadRuns } from './load-runs.js';
import type { ScheduleRepository } from './schedule.repository.js';

/** One term with its public runs and breaks, for /term/{termId}/{termName}; a term of drafts only is not found. */
export async function getTermInfo(repo: ScheduleRepository, club: ResolvedClub, termId: number): Promise<TermInfo> {
  const term = await repo.findTerm(club.id, termId);
  if (!term || term.onlyDrafts) throw notFound('Term');
  const [runs, breaks] = await Promise.all([
    loadRuns(repo, club, { termIds: [term.id] }),
    repo.findTermBreaks(club.id, term.id),
  ]);
  return {
    term: assembleTerm(
      term,
      runs.map((r) => r.run),
    ),
    breaks,
  };
}

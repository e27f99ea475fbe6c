import type { AdminTerm } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleRepository } from './admin-schedule.repository.js';
import { termViews } from './schedule-views.js';

/** The club's terms, newest first, with their breaks and runs. */
export async function listTerms(repo: AdminScheduleRepository, club: ResolvedClub): Promise<{ terms: AdminTerm[] }> {
  return { terms: await termViews(repo, club, await repo.findTerms(club.id)) };
}

/** One of the club's terms as the admin shows it (another club's answers 404). */
export async function termView(repo: AdminScheduleRepository, club: ResolvedClub, termId: number): Promise<AdminTerm> {
  const term = await repo.findTerm(club.id, termId);
  if (!term) throw notFound('Term');
  const [view] = await termViews(repo, club, [term]);
  return view;
}

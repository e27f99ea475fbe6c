import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminCampsRepository } from './admin-camps.repository.js';

/** Relabels one of the club's camp weeks (an instance group); another club's week answers 404. */
export async function labelWeek(
  repo: AdminCampsRepository,
  club: ResolvedClub,
  body: { instanceGroupId: number; label: string },
): Promise<{ weekId: number; name: string }> {
  const week = await repo.renameWeek(club.id, body.instanceGroupId, body.label);
  if (!week) throw notFound('Camp week');
  return week;
}

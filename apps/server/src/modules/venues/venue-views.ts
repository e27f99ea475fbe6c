import type { AdminVenue } from '@clubroom/domain/api';
import { groupBy } from '../../lib/group-by.js';
import type { VenuesRepository } from './venues.repository.js';

/** The club's venues (or the one) as the admin shows them: each with the runs and camps held there. */
export async function venueViews(repo: VenuesRepository, clubId: number, venueId?: number): Promise<AdminVenue[]> {
  const rows = await repo.list(clubId, venueId);
  const ids = rows.map((v) => v.id);
  const [runRows, campRows] = await Promise.all([repo.runsAt(clubId, ids), repo.campsAt(clubId, ids)]);
  const runs = groupBy(runRows, (r) => r.venueId);
  const camps = groupBy(campRows, (c) => c.venueId);
  return rows.map((v) => ({
    venueId: v.id,
    name: v.name,
    address: v.address,
    postcode: v.postcode,
    notes: v.notes,
    located: v.latitude !== null && v.longitude !== null,
    runs: (runs.get(v.id) ?? []).map(({ runId, className, termName }) => ({ runId, className, termName })),
    camps: (camps.get(v.id) ?? []).map(({ campId, className }) => ({ campId, className })),
  }));
}

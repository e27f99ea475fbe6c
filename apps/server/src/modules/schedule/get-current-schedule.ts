import type { ScheduleResponse } from '@clubroom/domain/api';
import { groupBy } from '../../lib/group-by.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assembleTerm, publicCamp } from './assemble-schedule.js';
import { loadCamps } from './load-camps.js';
import { loadRuns } from './load-runs.js';
import type { ScheduleRepository } from './schedule.repository.js';
import { toEpoch } from '../../lib/epoch.js';

/** Terms and camps that have not ended, in date order, as GET /api/v4/public/schedule/current answers. */
export async function getCurrentSchedule(
  repo: ScheduleRepository,
  club: ResolvedClub,
  now: Date,
): Promise<ScheduleResponse> {
  const termRows = await repo.findTermsEndingAfter(club.id, now);
  const runs = await loadRuns(repo, club, { termIds: termRows.map((t) => t.id) });
  const runsByTerm = groupBy(runs, (r) => r.termId);
  const nowSeconds = toEpoch(now);
  const { camps } = await loadCamps(repo, club, { all: true });
  return {
    terms: termRows.map((t) =>
      assembleTerm(
        t,
        (runsByTerm.get(t.id) ?? []).map((r) => r.run),
      ),
    ),
    camps: camps
      .filter((c) => c.endDateTime > nowSeconds)
      .sort((a, b) => a.startDateTime - b.startDateTime || a.campId - b.campId)
      .map(publicCamp),
  };
}

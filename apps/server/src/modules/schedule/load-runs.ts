import type { ResolvedClub } from '../../platform/tenancy.js';
import { assembleRuns } from './assemble-runs.js';
import type { ScheduleRepository } from './schedule.repository.js';

/**
 * Loads runs (of some terms, or one run) with class times and sessions, in the public shape. While the club offers
 * no trials, no run does (no TRIAL label, no 'Book a Trial').
 */
export async function loadRuns(
  repo: ScheduleRepository,
  club: ResolvedClub,
  where: { termIds: number[] } | { runId: number },
) {
  if ('termIds' in where && where.termIds.length === 0) return [];
  const [found, trialsOffered] = await Promise.all([repo.findRuns(club.id, where), repo.trialsOffered(club.id)]);
  const rows = trialsOffered ? found : found.map((r) => ({ ...r, run: { ...r.run, trialSessions: 0 } }));
  const runIds = rows.map((r) => r.run.id);
  const classTimes = await repo.findClassTimes(club.id, runIds);
  const sessions = await repo.findSessions(club.id, runIds);
  return assembleRuns(rows, classTimes, sessions, club.timeZone).map((r, i) => ({
    ...r,
    row: rows[i].run,
    venue: rows[i].venue,
  }));
}

import type { RunInfo } from '@clubroom/domain/api';
import { fullTermPrice, prorataPrice, sessionHappens, sessionsAheadOf } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { toEpoch } from '../../lib/epoch.js';
import { assembleTerm } from './assemble-schedule.js';
import { loadRuns } from './load-runs.js';
import { bookingOpensOf, venueInfo, type InfoPageDeps } from './info-page.js';
import { assertVisible, type Viewer } from './viewer.js';

/**
 * One run for its info page: term, venue, sessions left and prices (pro-rata for a late start).
 * A draft run is found only by staff, an invite-only one by staff and invited accounts (`assertVisible`).
 */
export async function getRunInfo(
  { repo, invitations }: InfoPageDeps,
  club: ResolvedClub,
  runId: number,
  now: Date,
  viewer: Viewer,
): Promise<RunInfo> {
  const [found] = await loadRuns(repo, club, { runId });
  if (!found) throw notFound('Run');
  await assertVisible(
    invitations,
    club.id,
    viewer,
    { runId, inviteOnly: found.row.inviteOnly, draft: found.row.draft },
    'Run',
  );
  const [term, monthlyPlan, bookingOpens] = await Promise.all([
    repo.findTerm(club.id, found.termId),
    repo.planOfRun(club.id, runId),
    bookingOpensOf(repo, club.id, found.termId, now),
  ]);
  if (!term) throw notFound('Run');
  const { run, row, venue } = found;
  const { runs: _runs, ...termInfo } = assembleTerm(term, [run]);
  const nowSeconds = toEpoch(now);
  // The sessions that happen: one the club cancelled is neither counted nor priced.
  const happening = run.sessions.filter(sessionHappens);
  const sessionsTotal = happening.length;
  const sessionsLeft = sessionsAheadOf(run.sessions, nowSeconds).length;
  const first = happening[0];
  return {
    run,
    term: termInfo,
    venue: venueInfo(venue),
    sessionDurationMinutes: first ? Math.round((first.endTime - first.startTime) / 60) : 0,
    sessionsTotal,
    sessionsLeft,
    pricePerSession: row.pricePerSession,
    pricePerTerm: fullTermPrice(row, sessionsTotal),
    priceForRemaining: prorataPrice({
      pricePerSession: row.pricePerSession,
      pricePerTerm: row.pricePerTerm,
      sessionsTotal,
      sessionsLeft,
    }),
    currency: club.currency,
    trial: row.trialSessions > 0 ? { sessions: row.trialSessions, price: row.trialPrice } : null,
    monthlyPlan,
    bookingOpens,
  };
}

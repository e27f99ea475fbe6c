import type { RegisterRun, RunTrophies } from '@clubroom/domain/api';
import { nextLevelRun } from '@clubroom/domain/rules';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assertTrophiesOn } from './trophies-switch.js';
import type { TrophiesDeps } from './trophies-deps.js';

type Club = Pick<ResolvedClub, 'id'>;

/** The register's way in for trophies: the switch on (409), then the registers' object rule (404, 403). */
export async function openTrophyRegister(
  deps: TrophiesDeps,
  club: Club,
  auth: AuthContext,
  runId: number,
): Promise<RegisterRun> {
  await assertTrophiesOn(deps, club.id);
  return deps.register.open(club, auth, runId);
}

/** The suggested run for next term of a child ready to move up from this run (domain's `nextLevelRun`). */
async function suggestedRun(deps: TrophiesDeps, club: Club, run: RegisterRun): Promise<RunTrophies['nextLevelRun']> {
  const runs = await deps.repo.levelRuns(club.id, run.className);
  const current = runs.find((r) => r.runId === run.runId);
  const next = current ? nextLevelRun(current, runs) : null;
  return next && { runId: next.runId, className: next.className, termName: next.termName, venueName: next.venueName };
}

/**
 * What the register shows for trophies: the run's activity's levels and badges in order, the awards of them the
 * run's children hold (from any run), who is marked ready to move up, and the run suggested for them next term.
 */
export async function runTrophies(
  deps: TrophiesDeps,
  club: Club,
  auth: AuthContext,
  runId: number,
): Promise<RunTrophies> {
  const run = await openTrophyRegister(deps, club, auth, runId);
  const trophies = await deps.repo.ofActivity(club.id, run.className);
  const [awards, readyToMoveUp, nextRun] = await Promise.all([
    deps.repo.awardsOnRun(
      club.id,
      runId,
      trophies.map((trophy) => trophy.trophyId),
    ),
    deps.repo.readyToMoveUp(club.id, runId),
    suggestedRun(deps, club, run),
  ]);
  return {
    trophies,
    awards: awards.map((award) => ({ ...award, awardedAt: award.awardedAt.toISOString() })),
    readyToMoveUp,
    nextLevelRun: nextRun,
  };
}

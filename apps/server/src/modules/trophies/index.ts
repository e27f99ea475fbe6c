import { nextLevelRun } from '@clubroom/domain/rules';
import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import { clubGradingTrophies } from '../club-settings/index.js';
import { bookableChildren } from '../people/index.js';
import { runRegisterAccess } from '../registers/index.js';
import { awardEmailJob } from './award-email.job.js';
import type { TrophiesDeps } from './trophies-deps.js';
import { trophiesRepository } from './trophies.repository.js';
import { trophiesRoutes } from './trophies.routes.js';

function trophiesDeps(deps: ModuleDeps): TrophiesDeps {
  const children = bookableChildren(deps);
  return {
    repo: trophiesRepository(deps.db),
    clock: deps.clock,
    switchedOn: clubGradingTrophies(deps),
    register: runRegisterAccess(deps),
    ownChild: children.ofParent,
    transaction: (work) =>
      withTransaction(deps.db, (tx) => work({ repo: trophiesRepository(tx), outbox: outboxOn(deps.jobs, tx) })),
    emailDelaySeconds: deps.config.AWARD_EMAIL_DELAY_SECONDS,
    publicUrl: deps.config.publicUrl,
    files: fileStoreFor(deps.config),
  };
}

/**
 * Grading trophies (issue 25), with the club's "Grading trophies" switch on: organisers define levels and badges per
 * activity (a run's class name); coaches award them from a run's register (with undo) and mark children ready to
 * move up; families see them on their child's page, are emailed, and print a certificate (docs/club-admin.md).
 */
export const trophiesModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await registerUploads(app);
  trophiesRoutes(app, trophiesDeps(deps));
};

export const trophiesJobs = (deps: ModuleDeps): Pick<ModuleJobHandlers, 'trophy-award-email'> => ({
  'trophy-award-email': awardEmailJob(trophiesDeps(deps)),
});

/**
 * The children marked "ready to move up" on a run's register, and the run suggested for them next term (the
 * domain's `nextLevelRun`; null when no later term has a run of the activity): auto-enrol offers them that run.
 * Whatever the switch says: the marks stand.
 */
export const moveUpSuggestions =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  async (clubId: number, run: { id: number; className: string }) => {
    const repo = trophiesRepository(db);
    const [childIds, runs] = await Promise.all([
      repo.readyToMoveUp(clubId, run.id),
      repo.levelRuns(clubId, run.className),
    ]);
    const current = runs.find((r) => r.runId === run.id);
    return { childIds, suggestedRunId: (current && nextLevelRun(current, runs)?.runId) ?? null };
  };
export type MoveUpSuggestions = ReturnType<typeof moveUpSuggestions>;

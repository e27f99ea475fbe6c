import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { peopleRepositories, type PeopleTransaction } from './people-repositories.js';
import { peopleRoutes } from './people.routes.js';

export { peopleDirectory, type PeopleDirectory } from './people-directory.js';

/** People and their club memberships: their own account, and the staff an organiser manages. */
export const peopleModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, jobs, config }) => {
  const repos = peopleRepositories(db);
  const transaction: PeopleTransaction = (work) =>
    withTransaction(db, (tx) => work({ ...peopleRepositories(tx), outbox: outboxOn(jobs, tx) }));
  peopleRoutes(app, {
    repos,
    clock,
    staffChanges: { transaction, memberships: repos.memberships },
    invites: {
      transaction,
      memberships: repos.memberships,
      rateLimits: rateLimitRepository(db),
      clock,
    },
    publicUrl: config.publicUrl,
  });
};

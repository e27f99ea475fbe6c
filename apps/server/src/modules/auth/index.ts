import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { authTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { sessionsRepository } from '../../platform/security/sessions.repository.js';
import { peopleDirectory } from '../people/index.js';
import { contractRequiredCheck } from '../terms-of-use/index.js';
import type { AuthStores } from './auth-deps.js';
import { authRoutes } from './auth.routes.js';

const storesOn = (db: Db): AuthStores => ({
  people: peopleDirectory({ db }),
  tokens: authTokensRepository(db),
  sessions: sessionsRepository(db),
});

/** Signing up, in and out: passwords, emailed codes and links, password resets, and "who am I". */
export const authModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, jobs, clock, config } = deps;
  authRoutes(app, {
    ...storesOn(db),
    transaction: (work) => withTransaction(db, (tx) => work({ ...storesOn(tx), outbox: outboxOn(jobs, tx) })),
    rateLimits: rateLimitRepository(db),
    clock,
    contractRequired: contractRequiredCheck(deps),
    publicUrl: config.publicUrl,
  });
};

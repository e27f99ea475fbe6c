import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { jobEffectsRepository } from '../../platform/jobs/job-effects.repository.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { authTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import { knownDevices } from '../../platform/security/known-device.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { sessionsRepository } from '../../platform/security/sessions.repository.js';
import { calendarLinks } from '../calendar-feeds/index.js';
import { peopleDirectory } from '../people/index.js';
import { contractRequiredCheck, signUpTerms } from '../terms-of-use/index.js';
import { accountLinkJob } from './account-link.job.js';
import type { AuthDeps, AuthStores } from './auth-deps.js';
import { authRoutes } from './auth.routes.js';
import { getMe } from './get-me.js';

const storesOn = (db: Db): AuthStores => ({
  people: peopleDirectory({ db }),
  tokens: authTokensRepository(db),
  sessions: sessionsRepository(db),
  terms: signUpTerms({ db }),
  calendarLinks: calendarLinks({ db }),
});

const authDeps = ({ db, jobs, clock }: ModuleDeps): AuthDeps => ({
  ...storesOn(db),
  transaction: (work) =>
    withTransaction(db, (tx) =>
      work({ ...storesOn(tx), outbox: outboxOn(jobs, tx), effects: jobEffectsRepository(tx) }),
    ),
  rateLimits: rateLimitRepository(db),
  clock,
});

/** Signing up, in and out: passwords, emailed codes and links, password resets, and "who am I". */
export const authModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { config } = deps;
  authRoutes(app, {
    ...authDeps(deps),
    contractRequired: contractRequiredCheck(deps),
    publicUrl: config.publicUrl,
    devices: knownDevices(config.BOT_CHECK_SECRET, config.NODE_ENV === 'production'),
  });
};

/** The auth module's jobs: emailing the sign-in links and password resets people ask for. */
export const authJobs = (deps: ModuleDeps): Pick<ModuleJobHandlers, 'account-link-email'> => ({
  'account-link-email': accountLinkJob(authDeps(deps)),
});

/** Who is signed in on a request's host, as the `me` route answers it: the pages embed it (platform/web-app.ts). */
export const meOf = (deps: ModuleDeps) => {
  const contractRequired = contractRequiredCheck(deps);
  return (request: FastifyRequest) => getMe(contractRequired, request.auth);
};

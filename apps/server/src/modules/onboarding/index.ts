import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { authTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { sessionsRepository } from '../../platform/security/sessions.repository.js';
import { bookingSettingsRow } from '../booking/index.js';
import { clubPaymentAccounts, clubPaymentSetup, clubRows } from '../club-settings/index.js';
import { clubConnections } from '../people/index.js';
import type { OnboardingTx } from './onboarding-deps.js';
import { onboardingRepository } from './onboarding.repository.js';
import { onboardingRoutes } from './onboarding.routes.js';

export interface OnboardingModuleDeps extends ModuleDeps {
  /** The tenancy cache's `forget` (app.ts): a new club, or a new name, is seen at once. */
  forgetClub: (subdomain: string) => void;
}

const storesOn = (db: Db): OnboardingTx => ({
  repo: onboardingRepository(db),
  clubs: clubRows({ db }),
  connections: clubConnections({ db }),
  bookingSettings: bookingSettingsRow({ db }),
  paymentAccounts: clubPaymentAccounts({ db }),
  tokens: authTokensRepository(db),
  audit: auditRepository(db),
});

/** Creating a club (issue 13): subdomain, country, the club, its details step and its card-payment account. */
export const onboardingModule: FastifyPluginAsync<OnboardingModuleDeps> = async (app, deps) => {
  const { db, clock, config, payments, forgetClub } = deps;
  onboardingRoutes(app, {
    ...storesOn(db),
    transaction: (work) => withTransaction(db, (tx) => work(storesOn(tx))),
    sessions: sessionsRepository(db),
    rateLimits: rateLimitRepository(db),
    provider: payments,
    paymentSetup: clubPaymentSetup({ db }),
    forgetClub,
    clock,
    publicUrl: config.publicUrl,
  });
};

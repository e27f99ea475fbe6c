import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { placesForFamilies } from '../booking/index.js';
import { paySettingsRepository } from './pay-settings.repository.js';
import { paySettingsRoutes } from './pay-settings.routes.js';

/**
 * Club Settings – Payments, the club's policies, the photo permissions overview and the admin tools
 * (issue 13): payment methods and instructions, terms and privacy texts, setup-fee reset and
 * creation, and support's reset of the club's card-provider subscription id.
 */
export const paySettingsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  paySettingsRoutes(app, {
    repo: paySettingsRepository(deps.db),
    transaction: (work) => withTransaction(deps.db, (tx) => work(paySettingsRepository(tx), auditRepository(tx), tx)),
    places: placesForFamilies(deps),
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { subscriptionsDeps } from '../subscriptions/index.js';
import { adminSubscriptionsRoutes } from './admin-subscriptions.routes.js';

/** The club's payment plans (docs/payments.md): staff list, change, cancel and refund parents' subscriptions. */
export const adminSubscriptionsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminSubscriptionsRoutes(app, {
    ...subscriptionsDeps(deps),
    audit: auditRepository(deps.db),
    auditOn: auditRepository,
  });
};

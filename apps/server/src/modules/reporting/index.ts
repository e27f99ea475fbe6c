import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { reportingRepository } from './reporting.repository.js';
import { reportingRoutes } from './reporting.routes.js';

/**
 * The financials summary's reports (issue 12, "Orders and money"): income by month and term, a
 * line per order, expected payouts and schedule capacity, with CSV downloads; for the club's staff
 * with financial access. Reads only.
 */
export const reportingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  reportingRoutes(app, { repo: reportingRepository(deps.db), clock: deps.clock });
};

import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { bookedPlaces } from '../booking/index.js';
import { clubFeeTerms } from '../fees/index.js';
import { orderRefunds } from '../payments/index.js';
import { adminOrdersRepository } from './admin-orders.repository.js';
import { adminOrdersRoutes } from './admin-orders.routes.js';

/**
 * The orders admin (issue 12, "Orders and money"): the club's financial staff list and read orders,
 * refund them (cancelling bookings), see a term's outstanding orders and mark setup fees paid.
 */
export const adminOrdersModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminOrdersRoutes(app, {
    repo: adminOrdersRepository(deps.db),
    transaction: (work) => withTransaction(deps.db, (tx) => work(adminOrdersRepository(tx), tx)),
    places: bookedPlaces(deps),
    refunds: orderRefunds(deps),
    feeTerms: clubFeeTerms(deps),
    clock: deps.clock,
    rateLimits: rateLimitRepository(deps.db),
    publicUrl: deps.config.publicUrl,
  });
};

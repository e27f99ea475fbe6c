import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { Db } from '../../db/client.js';
import { bookedPlaces, bookingSettingsRow, placesForFamilies, staffOrders } from '../booking/index.js';
import { clubFeeTerms } from '../club-settings/index.js';
import { orderRefunds } from '../payments/index.js';
import { clubMoneyFigures } from '../reporting/index.js';
import { adminOrdersRepository } from './admin-orders.repository.js';
import { adminOrdersRoutes } from './admin-orders.routes.js';
import type { AdminOrdersDeps, AdminOrdersStores } from './admin-orders-deps.js';
import { createCustomOrder } from './create-custom-order.js';
import { invoicesRoutes } from './invoices.routes.js';
import { setupFeesRepository } from './setup-fees.repository.js';
import { setupFeesRoutes } from './setup-fees.routes.js';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CustomOrderBody } from '@clubroom/domain/api';

/**
 * The orders admin (issue 12, "Orders and money"): the club's financial staff list and read orders,
 * refund them (cancelling bookings), see a term's outstanding orders, mark setup fees paid, make setup-fee orders
 * and reset every member's fee (Club Settings' admin tools), and email orders waiting for payment to parents as invoices.
 */
export const adminOrdersModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  adminOrdersRoutes(app, adminOrdersDeps(deps));
  invoicesRoutes(app, deps);
  setupFeesRoutes(app, {
    repo: setupFeesRepository(deps.db),
    places: placesForFamilies(deps),
    transaction: (work) => withTransaction(deps.db, (tx) => work(bookingSettingsRow({ db: tx }), auditRepository(tx))),
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  });
};

const storesOn = (db: Db): AdminOrdersStores => ({
  ...adminOrdersRepository(db),
  ...setupFeesRepository(db),
  ...staffOrders({ db }),
});

const adminOrdersDeps = (deps: ModuleDeps): AdminOrdersDeps => ({
  repo: storesOn(deps.db),
  transaction: (work) => withTransaction(deps.db, (tx) => work(storesOn(tx), tx)),
  places: bookedPlaces(deps),
  refunds: orderRefunds(deps),
  feeTerms: clubFeeTerms(deps),
  figures: clubMoneyFigures(deps),
  clock: deps.clock,
  rateLimits: rateLimitRepository(deps.db),
  publicUrl: deps.config.publicUrl,
});

/** Orders staff make for a family with lines of their own (a camp booking's added days, modules/admin-bookings). */
export function customOrders(deps: ModuleDeps) {
  const orders = adminOrdersDeps(deps);
  return {
    create: (club: Pick<ResolvedClub, 'id'>, staffUserId: number, body: CustomOrderBody) =>
      createCustomOrder(orders, club, staffUserId, body),
  };
}
export type CustomOrders = ReturnType<typeof customOrders>;

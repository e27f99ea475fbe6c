import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { Db } from '../../db/client.js';
import { feesRepository } from './fees.repository.js';
import { feesRoutes } from './fees.routes.js';

/**
 * Platform fees, the Club Health Check and the club's toggles (issue 13): the fee mode (absorb or pass on), Payment
 * Secures Booking, SMS invoices, the listing switch, toggle and dropdown settings and feature toggles, for the
 * club's managers (fees: with financial access). docs/club-settings.md, "Platform fees and Health Check".
 */
export const feesModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  feesRoutes(app, {
    repo: feesRepository(deps.db),
    transaction: (work) => withTransaction(deps.db, (tx) => work(feesRepository(tx))),
    feeRates: async (clubId) => (await feesRepository(deps.db).feeTerms(clubId)).rates,
    clock: deps.clock,
  });
};

/**
 * What a club charges parents in fees (passed on or absorbed, and its rates), read through `db` (a transaction's,
 * inside one): the booking module prices the basket and fixes an order's fee with it (`amountToPay`).
 */
export const clubFeeTerms = ({ db }: { db: Db }) => feesRepository(db).feeTerms;
export type ClubFeeTerms = ReturnType<typeof clubFeeTerms>;

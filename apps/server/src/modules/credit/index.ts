import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { creditRepository } from './credit.repository.js';
import { creditRoutes } from './credit.routes.js';
import { familyCreditOf } from './family-credit.js';

/**
 * A family's credit with a club for later bookings (the cancellation policy "credit for a later booking"): the
 * ledger `family_credit`, its only writer. docs/payments.md, "Credit for a later booking".
 */
export const creditModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  creditRoutes(app, creditRepository(deps.db));
};

/**
 * A family's credit read and moved through `db` (a transaction's, inside one): checkout spends it with the order,
 * an order cancelled unpaid gives it back, a parent's cancel under the credit policy adds to it.
 */
export const familyCredit = ({ db }: { db: Db }) => familyCreditOf(creditRepository(db));
export type { FamilyCredit, CancelledPlaceCredit, OrderOfFamily } from './family-credit.js';

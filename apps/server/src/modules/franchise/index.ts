import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { clubPolicyWriter } from '../club-settings/index.js';
import { clubConnections } from '../people/index.js';
import { clubsMonthlyFigures } from '../reporting/index.js';
import { franchiseRepository } from './franchise.repository.js';
import { franchiseRoutes } from './franchise.routes.js';

/**
 * Franchise networks (docs/franchise.md): platform managers create networks, put clubs in them with the franchise's
 * royalty and name their managers; a franchise manager sees its network's clubs' figures by month, and only those.
 * Each club keeps its own connected account: nothing here moves money.
 */
export const franchiseModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, clock } = deps;
  franchiseRoutes(app, {
    repo: franchiseRepository(db),
    figures: clubsMonthlyFigures(deps),
    connections: clubConnections(deps),
    transaction: (work) =>
      withTransaction(db, (tx) =>
        work({
          repo: franchiseRepository(tx),
          audit: auditRepository(tx),
          connections: clubConnections({ db: tx }),
          policies: clubPolicyWriter({ db: tx }),
          db: tx,
        }),
      ),
    clock,
  });
};

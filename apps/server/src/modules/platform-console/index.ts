import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { clubConsole } from '../club-settings/index.js';
import { clubsCardMoney } from '../reporting/index.js';
import { platformConsoleRepository } from './platform-console.repository.js';
import { platformConsoleRoutes } from './platform-console.routes.js';

export interface PlatformConsoleModuleDeps extends ModuleDeps {
  /** The tenancy cache's `forget` (app.ts): a suspension, restore or skin is seen at once. */
  forgetClub: (subdomain: string) => void;
}

/**
 * The platform console (docs/platform-console.md): every club with its figures, and a club's page, for support
 * (reading) and platform managers (features, rates, skin, suspend and restore). It writes nothing of its own: the
 * club's changes go through club-settings, each with its audit row.
 */
export const platformConsoleModule: FastifyPluginAsync<PlatformConsoleModuleDeps> = async (app, deps) => {
  const { db, clock, forgetClub, jobs } = deps;
  await registerUploads(app);
  platformConsoleRoutes(app, {
    repo: platformConsoleRepository(db),
    cardMoney: clubsCardMoney(deps),
    club: clubConsole({ db, forgetClub }),
    async transaction(work) {
      // The club's cached look-up is forgotten once the change is committed: a look-up between the two (another
      // request, on another connection) would otherwise cache the club as it was, suspended after a restore.
      const changed: string[] = [];
      const result = await withTransaction(db, (tx) =>
        work({
          club: clubConsole({ db: tx, forgetClub: (subdomain) => changed.push(subdomain) }),
          audit: auditRepository(tx),
          outbox: outboxOn(jobs, tx),
          db: tx,
        }),
      );
      changed.forEach(forgetClub);
      return result;
    },
    clock,
  });
};

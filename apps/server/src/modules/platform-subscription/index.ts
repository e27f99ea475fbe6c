import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { isSandboxProvider } from '../../platform/payments/index.js';
import { clubSubscriptionIds } from '../club-settings/index.js';
import { clubsByIds, findClubBySubdomain } from '../clubs/index.js';
import { peopleDirectory } from '../people/index.js';
import { sendLapseReminders } from './lapse-reminders.js';
import { startScheduledPlan } from './scheduled-plan.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import { platformSubscriptionRepository } from './platform-subscription.repository.js';
import { platformSubscriptionRoutes } from './platform-subscription.routes.js';
import { registerReadOnlyAdmin } from './read-only-admin.hook.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.js';
import { platformSubscriptionEvent } from './sync-subscription.js';

export function platformSubscriptionDeps(deps: ModuleDeps): PlatformSubscriptionDeps {
  const { db, jobs } = deps;
  const clubsById = clubsByIds(deps);
  const clubBySubdomain = findClubBySubdomain(deps);
  return {
    repo: platformSubscriptionRepository(db),
    ids: clubSubscriptionIds(deps),
    transaction: (work) =>
      withTransaction(db, (tx) =>
        work({
          repo: platformSubscriptionRepository(tx),
          ids: clubSubscriptionIds({ db: tx }),
          outbox: outboxOn(jobs, tx),
        }),
      ),
    provider: deps.payments,
    people: peopleDirectory(deps),
    clubById: async (clubId) => {
      const [club] = await clubsById([clubId]);
      return club ? clubBySubdomain(club.subdomain) : null;
    },
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  };
}

/** The club pays the platform (docs/payments.md): plans, the hosted checkout, the settings, the lapse's standing. */
export const platformSubscriptionModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const own = platformSubscriptionDeps(deps);
  platformSubscriptionRoutes(app, own);
  if (isSandboxProvider(deps.payments)) sandboxCheckoutRoutes(app, own, deps.payments.sandbox);
};

/**
 * A lapsed club's read-only admin: a hook on every route, so not encapsulated (fastify-plugin); app.ts registers it
 * after the auth context and before the routes.
 */
export const readOnlyAdminModule = fp<ModuleDeps>(
  async (app, deps) => registerReadOnlyAdmin(app, platformSubscriptionDeps(deps)),
  { name: 'read-only-admin' },
);

export const platformSubscriptionJobs = (
  deps: ModuleDeps,
): Pick<ModuleJobHandlers, 'platform-subscription-event' | 'platform-subscription-reminders'> => {
  const own = platformSubscriptionDeps(deps);
  return {
    'platform-subscription-event': async ({ data }) => {
      const synced = await platformSubscriptionEvent(own, data);
      // Its period ended with another period's plan chosen: that plan's subscription starts.
      if (synced) await startScheduledPlan(own, synced);
    },
    'platform-subscription-reminders': async () => sendLapseReminders(own),
  };
};

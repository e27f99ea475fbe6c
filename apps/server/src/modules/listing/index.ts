import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { postcodeLocator } from '../geocoding/index.js';
import { publicScheduleOf } from '../schedule/index.js';
import { listingRepository } from './listing.repository.js';
import { listingRoutes } from './listing.routes.js';
import { listingPageContent } from './page-content.js';
import { premiumListingCache } from './premium-listings.js';
import type { SearchDeps } from './search-listings.js';

const states = new WeakMap<ModuleDeps, Promise<SearchDeps>>();

/** What the routes and the search page share: one premium list and one schedule cache per app. */
function searchDepsOf(deps: ModuleDeps): Promise<SearchDeps> {
  let state = states.get(deps);
  if (!state) {
    state = (async () => {
      const repo = listingRepository(deps.db);
      const { publicUrl } = deps.config;
      return {
        repo,
        premium: premiumListingCache(repo, deps.clock, publicUrl),
        scheduleOf: publicScheduleOf(deps),
        locate: postcodeLocator(deps),
        clock: deps.clock,
        publicUrl,
      };
    })();
    states.set(deps, state);
  }
  return state;
}

/**
 * The listing site (the platform's own site): every listed club's classes and camps searched together, premium
 * clubs first in their area; the platform managers' premium mark; each club site's sitemap.
 */
export const listingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  listingRoutes(app, await searchDepsOf(deps));
};

/** What the listing site's pages show in the server's HTML (the search page: its results). */
export const listingPageContentOf = async (deps: ModuleDeps) => listingPageContent(await searchDepsOf(deps));

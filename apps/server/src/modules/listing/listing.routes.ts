import { listingApi } from '@clubroom/domain/api';
import { clubSiteOrigin } from '@clubroom/domain/rules';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import { clubSitemap } from './club-sitemap.js';
import { markPremium } from './mark-premium.js';
import { findPlace } from './search-place.js';
import { searchListings, type SearchDeps } from './search-listings.js';

/** Answers that every visitor gets alike, from cached data: a shared cache may keep them a minute. */
const SHARED_MINUTE = 'public, max-age=60';

export function listingRoutes(app: FastifyInstance, deps: SearchDeps): void {
  const { repo, premium } = deps;
  registerRoute(app, listingApi.searchListings, async ({ query, reply }) => {
    reply.header('cache-control', SHARED_MINUTE);
    return searchListings(deps, query);
  });
  registerRoute(app, listingApi.premiumListings, async ({ reply }) => {
    reply.header('cache-control', SHARED_MINUTE);
    return { premiumListings: await premium.all() };
  });
  registerRoute(app, listingApi.premiumListingsNear, async ({ body }) => {
    const { location } = await findPlace(deps.locate, body);
    return { premiumListings: location ? await premium.near(location, body.radius) : await premium.all() };
  });
  registerRoute(app, listingApi.markPremiumListing, async ({ request, params, body }) =>
    markPremium(repo, premium, {
      clubId: params.clubId,
      premium: body.premium,
      markedBy: requireAuth(request).user.id,
    }),
  );
  registerRoute(app, listingApi.clubSitemap, async ({ club, reply }) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(clubSitemap(clubSiteOrigin(deps.publicUrl, club.subdomain), await deps.scheduleOf(club))),
  );
}

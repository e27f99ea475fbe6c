import { openDataApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { scheduledSessionsFeed, type OpenDataDeps } from './scheduled-sessions-feed.js';

/** A page with items keeps (a later change comes on a later page); the last, empty page is polled, so briefly. */
const cacheControlOf = (items: number) => (items > 0 ? 'public, max-age=3600' : 'public, max-age=8');

export function openDataRoutes(app: FastifyInstance, deps: OpenDataDeps, publicUrl: URL): void {
  registerRoute(app, openDataApi.openDataSessions, async ({ club, query, request, reply }) => {
    const { origin, ip } = requestFacts(request, publicUrl);
    const after =
      query.afterTimestamp !== undefined && query.afterId !== undefined
        ? { modified: query.afterTimestamp, id: query.afterId }
        : null;
    const page = await scheduledSessionsFeed(deps, club, { after, origin, ip });
    reply.header('cache-control', cacheControlOf(page.items.length));
    return page;
  });
}

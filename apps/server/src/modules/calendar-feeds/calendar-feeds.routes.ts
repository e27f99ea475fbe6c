import { calendarFeedsApi, FEED_REFRESH_MINUTES } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { sha256 } from '../../platform/security/tokens.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { CalendarFeedsDeps } from './calendar-feeds-deps.js';
import { calendarLinkStatus, issueCalendarLink, revokeCalendarLink } from './calendar-links.js';
import { clubFeed } from './club-feed.js';
import { familyFeed } from './family-feed.js';

const MAX_AGE = FEED_REFRESH_MINUTES * 60;

/**
 * A weak ETag of a feed: its content but each event's DTSTAMP (the instant it was built, new on every read), so an
 * unchanged calendar keeps its tag and a change of any session gives a new one.
 */
const etagOf = (ics: string) => `W/"${sha256(ics.replace(/^DTSTAMP:.*\r\n/gm, '')).slice(0, 32)}"`;

/**
 * An iCalendar answer; a family's is `private` (its address is a secret: no shared cache keeps it), a club's `public`.
 * Kept at most FEED_REFRESH_MINUTES, then revalidated by its ETag: 304 while nothing changed.
 */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, ics: string, cache: 'private' | 'public') {
  const etag = etagOf(ics);
  reply.header('etag', etag).header('cache-control', `${cache}, max-age=${MAX_AGE}`).header('x-robots-tag', 'noindex');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', 'inline; filename="calendar.ics"')
    .send(ics);
}

export function calendarFeedsRoutes(app: FastifyInstance, deps: CalendarFeedsDeps): void {
  const api = calendarFeedsApi;
  registerRoute(app, api.calendarLink, async ({ request }) => calendarLinkStatus(deps, requireAuth(request).user.id));
  registerRoute(app, api.issueCalendarLink, async ({ request }) =>
    issueCalendarLink(deps, requireAuth(request).user.id),
  );
  registerRoute(app, api.revokeCalendarLink, async ({ request }) =>
    revokeCalendarLink(deps, requireAuth(request).user.id),
  );
  registerRoute(app, api.familyCalendarFeed, async ({ query, request, reply }) =>
    sendCalendar(request, reply, await familyFeed(deps, query.token), 'private'),
  );
  registerRoute(app, api.clubCalendarFeed, async ({ club, request, reply }) =>
    sendCalendar(request, reply, await clubFeed(deps, club, request.ip), 'public'),
  );
}

import { calendarFeedsApi, FEED_REFRESH_MINUTES } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { CalendarFeedsDeps } from './calendar-feeds-deps.js';
import { calendarLinkStatus, issueCalendarLink, revokeCalendarLink } from './calendar-links.js';
import { clubFeed } from './club-feed.js';
import { familyFeed } from './family-feed.js';

const MAX_AGE = FEED_REFRESH_MINUTES * 60;

/** An iCalendar answer; a family's is `private` (its address is a secret: no shared cache keeps it), a club's `public`. */
const sendCalendar = (reply: FastifyReply, ics: string, cache: 'private' | 'public') =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', 'inline; filename="calendar.ics"')
    .header('cache-control', `${cache}, max-age=${MAX_AGE}`)
    .header('x-robots-tag', 'noindex')
    .send(ics);

export function calendarFeedsRoutes(app: FastifyInstance, deps: CalendarFeedsDeps): void {
  const api = calendarFeedsApi;
  registerRoute(app, api.calendarLink, async ({ request }) => calendarLinkStatus(deps, requireAuth(request).user.id));
  registerRoute(app, api.issueCalendarLink, async ({ request }) =>
    issueCalendarLink(deps, requireAuth(request).user.id),
  );
  registerRoute(app, api.revokeCalendarLink, async ({ request }) =>
    revokeCalendarLink(deps, requireAuth(request).user.id),
  );
  registerRoute(app, api.familyCalendarFeed, async ({ query, reply }) =>
    sendCalendar(reply, await familyFeed(deps, query.token), 'private'),
  );
  registerRoute(app, api.clubCalendarFeed, async ({ club, request, reply }) =>
    sendCalendar(reply, await clubFeed(deps, club, request.ip), 'public'),
  );
}

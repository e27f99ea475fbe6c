import {
  analyticsEventKinds,
  analyticsFilterNames,
  scheduleAnalyticsApi,
  type BrowserAnalyticsSettings,
} from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { isFromOwnSite } from '../../platform/security/csrf.js';
import { asksNotToBeTracked, isRobot } from './privacy-signals.js';
import { recordEvent, type RecordDeps } from './record-event.js';

/** The answer depends on the privacy headers: a shared cache must keep one per value. */
const PRIVACY_HEADERS = 'DNT, Sec-GPC';

export function scheduleAnalyticsRoutes(app: FastifyInstance, deps: RecordDeps): void {
  registerRoute(app, scheduleAnalyticsApi.browserAnalyticsSettings, async ({ request, reply }) => {
    reply.header('vary', PRIVACY_HEADERS);
    return {
      collect: !asksNotToBeTracked(request.headers),
      events: [...analyticsEventKinds],
      filters: [...analyticsFilterNames],
      cookies: false,
    } satisfies BrowserAnalyticsSettings;
  });
  registerRoute(app, scheduleAnalyticsApi.browserAnalyticsEvent, async ({ club, body, request }) => {
    const userAgent = request.headers['user-agent'];
    if (asksNotToBeTracked(request.headers) || isRobot(userAgent)) return { recorded: false };
    // The club's own pages post from its site; the embedded schedule from the website it is embedded in.
    const source = isFromOwnSite(request) ? 'page' : 'embed';
    await recordEvent(deps, club, body, { ip: request.ip, userAgent: userAgent!, source });
    return { recorded: true };
  });
}

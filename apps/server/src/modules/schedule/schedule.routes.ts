import { scheduleApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from '../../platform/http/compression.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { getCampInfo } from './get-camp-info.js';
import { getRunInfo } from './get-run-info.js';
import { getTermInfo } from './get-term-info.js';
import type { ScheduleState } from './schedule-state.js';
import { viewerOf } from './viewer.js';

export function scheduleRoutes(app: FastifyInstance, state: ScheduleState): void {
  const { cache, versionKeyOf, clock } = state;
  // Answers with the cached, pre-serialised body (its cached br or gzip copy when the client takes one), or 304.
  registerRoute(app, scheduleApi.currentSchedule, async ({ club, request, reply }) => {
    const cached = await cache.get(club, await versionKeyOf(club.id), clock());
    reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(cached.body);
    return reply.header('content-encoding', encoding).send(cached.encoded(encoding));
  });

  registerRoute(app, scheduleApi.runInfo, async ({ request, club, params }) =>
    getRunInfo(state, club, params.runId, clock(), viewerOf(request.auth)),
  );
  registerRoute(app, scheduleApi.campInfo, async ({ request, club, params }) =>
    getCampInfo(state, club, params.campId, viewerOf(request.auth)),
  );
  registerRoute(app, scheduleApi.termInfo, async ({ club, params }) =>
    getTermInfo(state.repo, club, params.termId, clock()),
  );
}

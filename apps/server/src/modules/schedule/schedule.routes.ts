import { scheduleApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from '../../platform/http/compression.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { getCampInfo } from './get-camp-info.js';
import { getRunInfo } from './get-run-info.js';
import { getTermInfo } from './get-term-info.js';
import type { ScheduleState } from './schedule-state.js';

export function scheduleRoutes(app: FastifyInstance, { repo, cache, versionKeyOf, clock }: ScheduleState): void {
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

  registerRoute(app, scheduleApi.runInfo, async ({ club, params }) => getRunInfo(repo, club, params.runId, clock()));
  registerRoute(app, scheduleApi.campInfo, async ({ club, params }) => getCampInfo(repo, club, params.campId));
  registerRoute(app, scheduleApi.termInfo, async ({ club, params }) => getTermInfo(repo, club, params.termId));
}

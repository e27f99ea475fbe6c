import {
  campInfoResponseSchema, errorResponseSchema, idParamSchema, runInfoResponseSchema,
  scheduleResponseSchema, termInfoResponseSchema,
} from '@clubroom/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, ScheduleChangeFeed } from '../../db/client.js';
import { requireClub } from '../../platform/tenancy.js';
import { getCampInfo } from './get-camp-info.js';
import { getCurrentSchedule } from './get-current-schedule.js';
import { getRunInfo } from './get-run-info.js';
import { getTermInfo } from './get-term-info.js';
import { createScheduleCache } from './schedule-cache.js';
import { scheduleRepository } from './schedule.repository.js';
import { scheduleVersionKeys } from './schedule-version.js';

const notFoundResponse = { 404: errorResponseSchema };

export function scheduleRoutes(db: Db, clock: () => Date, changes?: ScheduleChangeFeed) {
  const repo = scheduleRepository(db);
  const cache = createScheduleCache((club, now) => getCurrentSchedule(repo, club, now));
  const versionKeys = scheduleVersionKeys(repo.findVersionKey, changes);

  return async function register(instance: FastifyInstance) {
    await versionKeys.ready;
    const app = instance.withTypeProvider<ZodTypeProvider>();

    // Untyped on purpose: it answers with the cached, pre-serialised body (or 304), not an object.
    instance.get('/api/v4/public/schedule/current', {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: "The club's terms and camps that have not ended, in date order",
        response: { 200: scheduleResponseSchema, ...notFoundResponse },
      },
    }, async (request, reply) => {
      const club = requireClub(request);
      const now = clock();
      const cached = await cache.get(club, await versionKeys.keyOf(club.id), now);
      reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(cached.gzipped);
      }
      return reply.send(cached.body);
    });

    app.get('/api/v4/public/run/:runId', {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'One run for its info page', params: idParamSchema('runId'), response: { 200: runInfoResponseSchema, ...notFoundResponse } },
    }, async (request) => getRunInfo(repo, requireClub(request), (request.params as { runId: number }).runId, clock()));

    app.get('/api/v4/public/camp/:campId', {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'One camp for its info page', params: idParamSchema('campId'), response: { 200: campInfoResponseSchema, ...notFoundResponse } },
    }, async (request) => getCampInfo(repo, requireClub(request), (request.params as { campId: number }).campId));

    app.get('/api/v4/public/term/:termId', {
      config: { access: 'public' },
      schema: { tags: ['public'], summary: 'One term with its runs', params: idParamSchema('termId'), response: { 200: termInfoResponseSchema, ...notFoundResponse } },
    }, async (request) => getTermInfo(repo, requireClub(request), (request.params as { termId: number }).termId));
  };
}


import { EMBED_SCRIPT_MAX_AGE, scheduleEmbedApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { EmbedScript } from './embed-script.js';

export function scheduleEmbedRoutes(app: FastifyInstance, deps: { script: EmbedScript | null }): void {
  // The same script on every club's host: it reads the club from its own address. Shared caches may keep it (it
  // names no one) for an hour, then revalidate by its ETag.
  registerRoute(app, scheduleEmbedApi.scheduleEmbedScript, async ({ request, reply }) => {
    const { script } = deps;
    if (!script) throw new AppError('NOT_FOUND', 'The embed script is not built: run npm run build.');
    reply
      .header('etag', script.etag)
      .header('cache-control', `public, max-age=${EMBED_SCRIPT_MAX_AGE}`)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === script.etag) return reply.status(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script.body);
  });
}

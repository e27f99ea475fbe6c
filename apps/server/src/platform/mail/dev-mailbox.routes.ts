import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';

/** GET /api/dev/mailbox: messages the dev mailbox kept (registered only outside production). */
export function devMailboxRoutes(repo: DevMailboxRepository) {
  return async function register(instance: FastifyInstance) {
    instance.withTypeProvider<ZodTypeProvider>().get('/api/dev/mailbox', {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Emails kept by the dev mailbox (not in production)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: {
          200: z.object({
            messages: z.array(z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), createdAt: z.date() })),
          }),
        },
      },
    }, async (request) => ({ messages: await repo.list(request.query.to) }));
  };
}

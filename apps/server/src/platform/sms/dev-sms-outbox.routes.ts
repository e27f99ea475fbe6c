import { platformApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../http/register-route.js';
import { devMailboxGuard } from '../mail/dev-mailbox-access.js';
import type { DevSmsOutboxRepository } from './dev-sms-outbox.repository.js';

/**
 * GET /api/dev/sms-outbox (registered only when `servesDevSmsOutbox`): the SMS the server would have sent, under
 * the dev mailbox's rules (the platform's own host, from this machine only).
 */
export async function devSmsOutboxRoutes(
  app: FastifyInstance,
  { repo, baseDomain }: { repo: DevSmsOutboxRepository; baseDomain: string },
): Promise<void> {
  app.addHook('onRequest', devMailboxGuard(baseDomain));
  registerRoute(app, platformApi.devSmsOutbox, async ({ query }) => ({ messages: await repo.list(query.to) }));
}

import { messagingApi } from '@clubroom/domain/api';
import { managesSchedule } from '@clubroom/domain/rules';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requireAuth, rolesOf } from '../../platform/security/policy.js';
import { audienceRepository } from './audience.repository.js';
import { messagingRepository } from './messaging.repository.js';
import { previewMessage } from './preview-message.js';
import { inboxPage, messageLog } from './read-messages.js';
import { sendMessage } from './send-message.js';

export function messagingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const repo = messagingRepository(deps.db);
  const audience = audienceRepository(deps.db);

  registerRoute(app, messagingApi.previewMessage, async ({ club, request, body }) =>
    previewMessage({ audience, messages: repo, sms: deps.sms, now: deps.clock() }, club, requireAuth(request), body),
  );
  registerRoute(app, messagingApi.sendMessage, async ({ club, request, body }) =>
    sendMessage(deps, club, requireAuth(request), body, deps.clock()),
  );
  registerRoute(app, messagingApi.messageLog, async ({ club, request }) => {
    const auth = requireAuth(request);
    // Organisers see every message of the club; a coach, the ones they sent.
    const author = managesSchedule(rolesOf(auth)) ? null : auth.user.id;
    return { messages: await messageLog(repo, club.id, author) };
  });
  registerRoute(app, messagingApi.unsubscribeMarketing, async ({ club, params }) => {
    const person = await repo.byUnsubscribeToken(club.id, params.token);
    if (!person) throw notFound('Unsubscribe link');
    await repo.unsubscribe(club.id, person.userId, 'email', deps.clock());
    return { clubName: club.name, channel: 'email' as const };
  });
  // The person's marketing from the Host's club, per channel (unsubscribing from the account page).
  const clubMarketing = async (clubId: number, clubName: string, userId: number) => {
    const off = (await audience.unsubscribes(clubId, [userId])).get(userId);
    return { clubName, email: !off?.has('email'), sms: !off?.has('sms') };
  };
  registerRoute(app, messagingApi.clubMarketing, async ({ club, request }) =>
    clubMarketing(club.id, club.name, requireAuth(request).user.id),
  );
  registerRoute(app, messagingApi.setClubMarketing, async ({ club, request, body }) => {
    const userId = requireAuth(request).user.id;
    await withTransaction(deps.db, async (tx) => {
      const writer = messagingRepository(tx);
      for (const channel of ['email', 'sms'] as const) {
        if (body[channel]) await writer.resubscribe(club.id, userId, channel);
        else await writer.unsubscribe(club.id, userId, channel, deps.clock());
      }
    });
    return clubMarketing(club.id, club.name, userId);
  });
  registerRoute(app, messagingApi.messagingSettings, async ({ club }) => ({
    smsDailyCap: await repo.smsDailyCap(club.id),
  }));
  registerRoute(app, messagingApi.updateMessagingSettings, async ({ club, body }) => {
    await repo.setSmsDailyCap(club.id, body.smsDailyCap);
    return { smsDailyCap: body.smsDailyCap };
  });
  registerRoute(app, messagingApi.parentMessages, async ({ request, params }) =>
    inboxPage(repo, requireAuth(request).user.id, params.offset, params.limit),
  );
  registerRoute(app, messagingApi.markMessagesRead, async ({ request, body }) => {
    const userId = requireAuth(request).user.id;
    await repo.markRead(userId, body.messageIds, deps.clock());
    return { unread: (await repo.inboxCounts(userId)).unread };
  });
}

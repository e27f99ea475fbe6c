import { messagingApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { requireAuth } from '../../platform/security/policy.js';
import { audienceRepository } from './audience.repository.js';
import { archiveMessage, cancelMessage } from './change-message.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { sendDownload } from '../../platform/storage/send-download.js';
import { readUpload } from '../../platform/storage/uploads.js';
import { checkMessageAccess, logAuthorOf } from './message-access.js';
import { attachmentDownload, attachmentUpload, uploadAttachment } from './message-attachments.js';
import { messageAttachmentsRepository } from './message-attachments.repository.js';
import { messageLogCsv } from './message-log-csv.js';
import { messageRecipients, messageRecipientsCsv } from './message-recipients.js';
import { messagingRepository } from './messaging.repository.js';
import { previewMessage } from './preview-message.js';
import { inboxPage, messageLog } from './read-messages.js';
import { sendMessage } from './send-message.js';

const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);

/** A 1×1 transparent GIF: an email's tracking image. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function messagingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const repo = messagingRepository(deps.db);
  const audience = audienceRepository(deps.db);

  const attachments = messageAttachmentsRepository(deps.db);
  const files = fileStoreFor(deps.config);

  registerRoute(app, messagingApi.previewMessage, async ({ club, request, body }) =>
    previewMessage(
      { audience, messages: repo, attachments, sms: deps.sms, now: deps.clock() },
      club,
      requireAuth(request),
      body,
    ),
  );
  registerRoute(app, messagingApi.uploadMessageAttachment, async ({ club, request }) =>
    uploadAttachment(
      attachments,
      files,
      club.id,
      requireAuth(request).user.id,
      await readUpload(request, attachmentUpload),
      deps.clock(),
    ),
  );
  // The club's staff: a message they may read (a coach: their own), then its file.
  registerRoute(app, messagingApi.messageAttachment, async ({ club, request, params, reply }) => {
    await checkMessageAccess(repo, club.id, requireAuth(request), params.messageId);
    const row = await attachments.ofClubMessage(club.id, params.messageId, params.attachmentId);
    return sendDownload(reply, await attachmentDownload(files, row));
  });
  // A recipient: only a message whose email reached them (404 alike for anyone else's and for none).
  registerRoute(app, messagingApi.inboxAttachment, async ({ request, params, reply }) => {
    const row = await attachments.reachedPerson(requireAuth(request).user.id, params.messageId, params.attachmentId);
    return sendDownload(reply, await attachmentDownload(files, row));
  });
  registerRoute(app, messagingApi.sendMessage, async ({ club, request, body }) =>
    sendMessage(deps, club, requireAuth(request), body, deps.clock()),
  );
  // Organisers see every message of the club; a coach, the ones they sent.
  const logFilter = (request: Parameters<typeof requireAuth>[0], view: 'current' | 'archived') => ({
    authorUserId: logAuthorOf(requireAuth(request)),
    archived: view === 'archived',
  });
  registerRoute(app, messagingApi.messageLog, async ({ club, request, query }) => ({
    messages: await messageLog(repo, club.id, logFilter(request, query.view)),
  }));
  registerRoute(app, messagingApi.messageLogCsv, async ({ club, request, query, reply }) =>
    sendCsv(reply, await messageLogCsv(repo, club, logFilter(request, query.view))),
  );
  registerRoute(app, messagingApi.messageRecipients, async ({ club, request, params, query }) =>
    messageRecipients(repo, club.id, requireAuth(request), params.messageId, query),
  );
  registerRoute(app, messagingApi.messageRecipientsCsv, async ({ club, request, params, reply }) =>
    sendCsv(reply, await messageRecipientsCsv(repo, club, requireAuth(request), params.messageId)),
  );
  registerRoute(app, messagingApi.cancelMessage, async ({ club, request, params }) =>
    cancelMessage(deps.db, club.id, requireAuth(request), params.messageId),
  );
  registerRoute(app, messagingApi.archiveMessage, async ({ club, request, params, body }) =>
    archiveMessage(deps.db, club.id, requireAuth(request), params.messageId, body.archived ? deps.clock() : null),
  );
  // An email's tracking image: the first load counts it opened; an unknown token (or another club's) is 404.
  registerRoute(app, messagingApi.emailOpened, async ({ club, params, reply }) => {
    if (!(await repo.markOpened(club.id, params.token, deps.clock()))) throw notFound('Email');
    return reply.header('content-type', 'image/gif').send(TRANSPARENT_GIF);
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
  const settingsOf = async (clubId: number) => ({
    smsDailyCap: await repo.smsDailyCap(clubId),
    reminderHoursBefore: await repo.reminderHoursBefore(clubId),
  });
  registerRoute(app, messagingApi.messagingSettings, async ({ club }) => settingsOf(club.id));
  registerRoute(app, messagingApi.updateMessagingSettings, async ({ club, body }) => {
    await repo.saveSettings(club.id, body);
    return settingsOf(club.id);
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

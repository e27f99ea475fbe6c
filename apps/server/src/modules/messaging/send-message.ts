import type { MessageAudience } from '@clubroom/domain/api';
import { messages as texts } from '@clubroom/domain/messages';
import { MAX_SCHEDULE_DAYS, scheduledSendTime, type MessageChannel, type MessagePurpose } from '@clubroom/domain/rules';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { AuthContext } from '../../platform/security/policy.js';
import { audienceIdOf } from './audience.js';
import { audienceRepository } from './audience.repository.js';
import { messagingRepository, type MessageStatus } from './messaging.repository.js';
import { draftAttachments } from './message-attachments.js';
import { messageAttachmentsRepository } from './message-attachments.repository.js';
import { checkSender } from './sender-access.js';

/** A club sends at most this many messages an hour (each may reach thousands: the jobs pace the sending). */
export const MESSAGES_PER_HOUR = 30;

export interface SendRequest {
  audience: MessageAudience;
  purpose: MessagePurpose;
  channels: MessageChannel[];
  subject: string;
  body: string;
  urgent: boolean;
  idempotencyKey: string;
  /** The draft's files it sends (email only). */
  attachmentIds: number[];
  /** To schedule it: club-local `2026-11-02T16:30`. */
  sendAt?: string;
}

/** When a message goes: null now, else the instant its club-local `sendAt` names (400 naming `body.sendAt`). */
function sendTimeOf(sendAt: string | undefined, timeZone: string, now: Date): Date | null {
  if (sendAt === undefined) return null;
  const check = scheduledSendTime(sendAt, timeZone, now);
  if ('at' in check) return check.at;
  const words = texts.messaging;
  const why = {
    invalid: words.sendAtInvalid,
    past: words.sendAtPast,
    'too-far': words.sendAtTooFar(MAX_SCHEDULE_DAYS),
  };
  throw bodyFieldRefused('sendAt', why[check.refused]);
}

/**
 * Send now or schedule: the message is recorded and its expansion queued in one transaction (to start at the
 * scheduled instant), and the request answers at once; the `message-expand` job finds the recipients as of when it
 * runs and queues their batches (message-jobs.ts). The same key from the same author answers the same message (a
 * double click sends once). Nobody is looked up here, whatever the audience's size: the job counts its SMS against
 * the club's daily SMS cap when it expands the message.
 */
export async function sendMessage(
  deps: Pick<ModuleDeps, 'db' | 'jobs' | 'sms'>,
  club: { id: number; name: string; timeZone: string },
  auth: AuthContext,
  request: SendRequest,
  now: Date,
): Promise<{ messageId: number; status: MessageStatus; scheduledFor: string | null }> {
  const scheduledFor = sendTimeOf(request.sendAt, club.timeZone, now);
  const people = audienceRepository(deps.db);
  const audienceLabel = await checkSender(people, deps.sms, club.id, auth, request);
  await draftAttachments(messageAttachmentsRepository(deps.db), club.id, auth.user.id, request.attachmentIds);
  return withTransaction(deps.db, async (tx) => {
    const repo = messagingRepository(tx);
    await repo.lockClubSends(club.id);
    const earlier = await repo.byKey(club.id, auth.user.id, request.idempotencyKey);
    if (earlier)
      return {
        messageId: earlier.id,
        status: earlier.status as MessageStatus,
        scheduledFor: earlier.scheduledFor?.toISOString() ?? null,
      };
    if ((await repo.countSince(club.id, new Date(now.getTime() - 3600_000))) >= MESSAGES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', texts.messaging.tooManyMessages(MESSAGES_PER_HOUR));
    }
    const { audience } = request;
    const messageId = await repo.insert({
      clubId: club.id,
      authorUserId: auth.user.id,
      authorName: `${auth.user.firstName} ${auth.user.lastName}`,
      audienceKind: audience.kind,
      audienceId: audienceIdOf(audience),
      audienceLabel,
      purpose: request.purpose,
      byEmail: request.channels.includes('email'),
      bySms: request.channels.includes('sms'),
      subject: request.subject,
      body: request.body,
      urgent: request.urgent,
      idempotencyKey: request.idempotencyKey,
      createdAt: now,
      status: scheduledFor ? 'scheduled' : 'queued',
      scheduledFor,
    });
    // Another send may have taken a file meanwhile: then this one is refused whole (the transaction rolls back).
    const attached = await messageAttachmentsRepository(tx).attach(club.id, messageId, request.attachmentIds);
    if (attached !== request.attachmentIds.length)
      throw bodyFieldRefused('attachmentIds', texts.messaging.attachmentsUnknown);
    await deps.jobs.enqueue(
      tx,
      'message-expand',
      { clubId: club.id, messageId, audience },
      { startAfter: scheduledFor ?? undefined },
    );
    return {
      messageId,
      status: scheduledFor ? 'scheduled' : 'queued',
      scheduledFor: scheduledFor?.toISOString() ?? null,
    };
  });
}

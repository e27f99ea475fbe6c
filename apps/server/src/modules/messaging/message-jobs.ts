import { type EmailSuppressionReason, type MessageChannel, type MessagePurpose } from '@clubroom/domain/rules';
import pMap from 'p-map';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { SmsRefusedError } from '../../platform/sms/sms-sender.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { smsOptOutsRepository } from '../../platform/sms/sms-opt-outs.repository.js';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import type { JobPayloads } from '../../platform/jobs/job-catalogue.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { audienceOfRow, resolveAudience, type ResolvedAudience } from './audience.js';
import { audienceRepository } from './audience.repository.js';
import { emailSuppressionsRepository } from './email-suppressions.repository.js';
import { mailAttachments } from './message-attachments.js';
import { messageAttachmentsRepository } from './message-attachments.repository.js';
import { messagingRepository, type RecipientRow } from './messaging.repository.js';
import { clubSiteOrigin, oneClickUnsubscribe, queueRecipients } from './queue-recipients.js';
import { remindAll } from './reminders.js';
import { sendAppEmail } from './app-emails.js';
import { sweepAbandonedAttachments } from './attachment-sweep.js';

export { DELIVERY_BATCH } from './queue-recipients.js';

/** Recipients of one batch sent to at once (the SMTP mailer's pool holds 5 connections). */
const SENDS_AT_ONCE = 5;
/** A recipient's channel still failing after this many attempts (the job's attempts) is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** A scheduled message's job that comes early (the queue's clock ahead of the app's) is queued again this late. */
const EARLY_RETRY_MARGIN_MS = 60_000;

/**
 * Expands a queued message, or a scheduled one whose time has come, once: in one transaction, with the message row
 * locked, its recipients are found as of now and stored with their words (each once, by idempotency key), their
 * batches queued, and the message marked sending. A crash before the commit leaves it as it was for the retry;
 * after it, a second run finds it sending and does nothing. A cancelled message (cancelling waits for this lock) is
 * never expanded; a scheduled one is never sent before its time: a job that comes early queues itself again for
 * then (once an hour at most: its singleton key). Its SMS are counted against the club's daily SMS cap here, not
 * at the request: those past what is left today are left out (`sms-daily-cap`).
 */
async function expandMessage(deps: ModuleDeps, { clubId, messageId, ...given }: JobPayloads['message-expand']) {
  await withTransaction(deps.db, async (tx) => {
    const repo = messagingRepository(tx);
    const message = await repo.lockedMessage(clubId, messageId);
    const now = deps.clock();
    if (message?.status === 'scheduled' && message.scheduledFor && message.scheduledFor > now) {
      const startAfter = new Date(message.scheduledFor.getTime() + EARLY_RETRY_MARGIN_MS);
      await deps.jobs.enqueue(
        tx,
        'message-expand',
        { clubId, messageId, ...given }, // the audience a date range or contacts filter names travels on
        { startAfter, singletonKey: `early:${messageId}` },
      );
      return;
    }
    if (!message || (message.status !== 'queued' && message.status !== 'scheduled')) return;
    const people = audienceRepository(tx);
    const club = await people.club(clubId);
    const channels: MessageChannel[] = [
      ...(message.byEmail ? ['email' as const] : []),
      ...(message.bySms ? ['sms' as const] : []),
    ];
    const audience = given.audience ?? audienceOfRow(message.audienceKind, message.audienceId);
    let resolved: ResolvedAudience = { label: message.audienceLabel, recipients: [] };
    try {
      if (club)
        resolved = await resolveAudience(
          people,
          { id: clubId, ...club },
          audience,
          { purpose: message.purpose as MessagePurpose, channels },
          now,
        );
    } catch (err) {
      // The run or the contact went between the send and now: nobody is left to send to.
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    }
    await queueRecipients(deps, tx, {
      message,
      club: club && { id: clubId, ...club },
      recipients: resolved.recipients,
      now,
    });
  });
}

/**
 * Sends one batch: each recipient's pending channels, each marked sent as soon as it went, so a batch run again
 * (a retry, a crash) skips them. A channel that fails is tried again with the job; after MAX_DELIVERY_ATTEMPTS it
 * is marked failed. Only a stop between a send and its mark can send one twice.
 */
async function deliverBatch(
  deps: ModuleDeps,
  { clubId, messageId, recipientIds, channels = ['email', 'sms'] }: JobPayloads['message-deliver'],
) {
  const repo = messagingRepository(deps.db);
  const rows = await repo.recipients(clubId, messageId, recipientIds);
  const club = await audienceRepository(deps.db).club(clubId);
  // The message's files, read once for the batch, go with each of its emails.
  const attachments = channels.includes('email')
    ? await mailAttachments(
        fileStoreFor(deps.config),
        (await messageAttachmentsRepository(deps.db).ofMessages([messageId])).get(messageId) ?? [],
      )
    : [];
  const origin = club ? clubSiteOrigin(deps.config.publicUrl, club.subdomain) : '';
  // A number that replied STOP, or an address that bounced or complained, since the message was expanded is left
  // out now.
  const stopped = channels.includes('sms')
    ? await smsOptOutsRepository(deps.db).optedOut(rows.flatMap((row) => (row.smsAddress ? [row.smsAddress] : [])))
    : new Set<string>();
  const suppressed = channels.includes('email')
    ? await emailSuppressionsRepository(deps.db).suppressed(
        rows.flatMap((r) => (r.emailAddress ? [r.emailAddress] : [])),
      )
    : new Map<string, EmailSuppressionReason>();
  /** Sends one channel and marks it sent (an SMS with the provider's id, which its receipts name). */
  const sendAndMark = async (row: RecipientRow, channel: MessageChannel) => {
    if (channel === 'email') {
      const suppression = suppressed.get(row.emailAddress?.toLowerCase() ?? '');
      if (suppression) return repo.leaveOut(row.id, channel, suppression);
      await deps.mailer.send({
        to: row.emailAddress ?? '',
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(attachments.length > 0 && { attachments }),
        ...(row.unsubscribeToken && { headers: oneClickUnsubscribe(origin, row.unsubscribeToken) }),
      });
      return repo.settleChannel(row.id, channel, 'sent', deps.clock());
    }
    if (stopped.has(row.smsAddress ?? '')) return repo.leaveOut(row.id, channel, 'unsubscribed');
    const { providerId } = await deps.sms.send({ to: row.smsAddress ?? '', body: row.smsText });
    return repo.settleChannel(row.id, channel, 'sent', deps.clock(), providerId);
  };
  /** Sends a recipient's pending channels; answers whether one failed and is to be tried again with the job. */
  const deliverTo = async (row: RecipientRow): Promise<boolean> => {
    const pending = channels.filter((channel) => (channel === 'email' ? row.emailStatus : row.smsStatus) === 'pending');
    let failed: MessageChannel[] = [];
    for (const channel of pending) {
      try {
        await sendAndMark(row, channel);
      } catch (err) {
        if (err instanceof SmsRefusedError) {
          // The provider refused it for good (an invalid number…): trying again changes nothing.
          deps.log.warn({ err, messageId, recipientId: row.id }, 'SMS refused by the provider');
          await repo.settleChannel(row.id, channel, 'failed', deps.clock());
          continue;
        }
        deps.log.warn({ err, messageId, recipientId: row.id, channel }, 'message not sent (tried again later)');
        failed = [...failed, channel];
      }
    }
    if (failed.length === 0) return false;
    if ((await repo.addAttempt(row.id)) < MAX_DELIVERY_ATTEMPTS) return true;
    for (const channel of failed) await repo.settleChannel(row.id, channel, 'failed', deps.clock());
    return false;
  };
  // Several recipients at once, as many as the SMTP pool has connections: one at a time waits on each round trip.
  const retry = (await pMap(rows, deliverTo, { concurrency: SENDS_AT_ONCE })).some(Boolean);
  if (!(await repo.hasPending(clubId, messageId))) await repo.setStatus(clubId, messageId, 'sent');
  if (retry) throw new Error(`message ${messageId}: some recipients not sent yet (the job retries)`);
}

export const messagingJobHandlers = (
  deps: ModuleDeps,
): Pick<
  ModuleJobHandlers,
  'message-expand' | 'message-deliver' | 'message-reminders' | 'message-attachments-sweep' | 'send-email'
> => ({
  'send-email': sendAppEmail(deps),
  'message-expand': (job) => expandMessage(deps, job.data),
  'message-deliver': (job) => deliverBatch(deps, job.data),
  'message-reminders': () => remindAll(deps),
  'message-attachments-sweep': () => sweepAbandonedAttachments(deps),
});

import type { InboxMessage, MessageLogEntry } from '@clubroom/domain/api';
import type { MessageChannel, MessagePurpose } from '@clubroom/domain/rules';
import { attachmentOf } from './message-attachments.js';
import type { LogFilter, MessagingRepository } from './messaging.repository.js';

const EXCERPT_LENGTH = 120;

/**
 * The club's log (a coach's: their own messages; archived or not, as the filter says), newest first, with the counts
 * per channel and recipient; `limit` at most.
 */
export async function messageLog(
  repo: MessagingRepository,
  clubId: number,
  filter: LogFilter,
  limit?: number,
): Promise<MessageLogEntry[]> {
  const rows = await repo.log(clubId, filter, limit);
  const attachments = await repo.attachmentsOf(rows.map((row) => row.messageId));
  return rows.map((row) => ({
    messageId: row.messageId,
    subject: row.subject,
    excerpt: row.body.length > EXCERPT_LENGTH ? `${row.body.slice(0, EXCERPT_LENGTH - 1)}…` : row.body,
    authorName: row.authorName,
    audienceLabel: row.audienceLabel,
    purpose: row.purpose as MessagePurpose,
    channels: [...(row.byEmail ? ['email' as const] : []), ...(row.bySms ? ['sms' as const] : [])],
    createdAt: row.createdAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    status: row.status as MessageLogEntry['status'],
    archived: row.archivedAt !== null,
    attachments: (attachments.get(row.messageId) ?? []).map(attachmentOf),
    counts: {
      queued: row.pending,
      sent: row.sent,
      delivered: row.delivered,
      failed: row.failed,
      leftOut: row.leftOut,
      opened: row.opened,
      smsOverCap: row.smsOverCap,
    },
  }));
}

/** A page of the person's inbox: each message as it reached them (the email's words, or else the SMS's). */
export async function inboxPage(repo: MessagingRepository, userId: number, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([repo.inbox(userId, offset, limit), repo.inboxCounts(userId)]);
  // Attachments went by email: a message that reached the person by SMS alone has none for them.
  const attachments = await repo.attachmentsOf(
    rows.filter((row) => row.emailStatus === 'sent').map((r) => r.messageId),
  );
  const messages: InboxMessage[] = rows.map((row) => {
    const byEmail = row.emailStatus === 'sent';
    const channels: MessageChannel[] = [
      ...(byEmail ? ['email' as const] : []),
      ...(row.smsStatus === 'sent' || row.smsStatus === 'delivered' ? ['sms' as const] : []),
    ];
    return {
      messageId: row.messageId,
      clientId: row.clientId,
      clubName: row.clubName,
      subject: byEmail ? row.subject : '',
      text: byEmail ? row.text : row.smsText,
      channels,
      sentAt: row.sentAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      attachments: (attachments.get(row.messageId) ?? []).map(attachmentOf),
    };
  });
  return { messages, ...counts, offset, limit };
}

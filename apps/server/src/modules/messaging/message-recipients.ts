import type { MessageRecipient } from '@clubroom/domain/api';
import { messages as texts } from '@clubroom/domain/messages';
import { formatTime, localDateOf, type LeftOutReason } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import type { AuthContext } from '../../platform/security/policy.js';
import { checkMessageAccess } from './message-access.js';
import type { MessagingRepository } from './messaging.repository.js';
import { messageLog } from './read-messages.js';

type Row = Awaited<ReturnType<MessagingRepository['recipientList']>>[number];
type Channel = MessageRecipient['email'];

const channelOf = (status: string | null, reason: string | null, address: string | null): Channel =>
  status === null
    ? null
    : { status: status as NonNullable<Channel>['status'], reason: reason as LeftOutReason | null, address };

const recipientOf = (row: Row): MessageRecipient => ({
  recipientId: row.recipientId,
  personId: row.personId,
  name: `${row.firstName} ${row.lastName}`,
  email: channelOf(row.emailStatus, row.emailReason, row.emailAddress),
  sms: channelOf(row.smsStatus, row.smsReason, row.smsAddress),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** A message (the caller's to see) and a page of its recipients with each channel's status, reason and address. */
export async function messageRecipients(
  repo: MessagingRepository,
  clubId: number,
  auth: AuthContext,
  messageId: number,
  page: { offset: number; limit: number },
) {
  await checkMessageAccess(repo, clubId, auth, messageId);
  const [[message], rows, total] = await Promise.all([
    messageLog(repo, clubId, { authorUserId: null, messageId }),
    repo.recipientList(clubId, messageId, page),
    repo.recipientCount(clubId, messageId),
  ]);
  return { message, recipients: rows.map(recipientOf), total, ...page };
}

/** `2026-10-14 4:30 pm`, club time: a spreadsheet sorts by the date, a person reads the time. */
export const csvTime = (at: Date, timeZone: string) => {
  const epoch = Math.floor(at.getTime() / 1000);
  return `${localDateOf(epoch, timeZone)} ${formatTime(epoch, timeZone)}`;
};

const HEADER = ['Name', 'Email', 'Email address', 'SMS', 'Mobile', 'Left out because', 'Sent at'] as const;
const statusWords = (channel: Channel) => (channel ? texts.messaging.channelStatus[channel.status] : '');

/** Every recipient of a message (the caller's to see) as CSV, one row a person. */
export async function messageRecipientsCsv(
  repo: MessagingRepository,
  club: { id: number; timeZone: string; subdomain: string },
  auth: AuthContext,
  messageId: number,
): Promise<{ filename: string; csv: string }> {
  await checkMessageAccess(repo, club.id, auth, messageId);
  const recipients = (await repo.recipientList(club.id, messageId)).map(recipientOf);
  const rows = recipients.map((r) => [
    r.name,
    statusWords(r.email),
    r.email?.address,
    statusWords(r.sms),
    r.sms?.address,
    [r.email?.reason, r.sms?.reason]
      .flatMap((reason, i) => (reason ? [`${i === 0 ? 'Email' : 'SMS'}: ${texts.messaging.leftOut[reason]}`] : []))
      .join('; '),
    r.sentAt ? csvTime(new Date(r.sentAt), club.timeZone) : '',
  ]);
  return { filename: `${club.subdomain}-message-${messageId}-recipients.csv`, csv: toCsv(HEADER, rows) };
}

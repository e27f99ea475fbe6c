import { messages as texts } from '@clubroom/domain/messages';
import { toCsv } from '../../lib/csv.js';
import { csvTime } from './message-recipients.js';
import type { LogFilter, MessagingRepository } from './messaging.repository.js';
import { messageLog } from './read-messages.js';

/** The most messages one CSV of the log holds (the newest). */
const CSV_MESSAGES = 10_000;

const HEADER = [
  'Sent at',
  'Author',
  'Audience',
  'Kind',
  'Channels',
  'Subject',
  'Status',
  'Sent',
  'Queued',
  'Failed',
  'Left out',
] as const;

/** The log as the page shows it (a coach's own; current or archived), one row a message, times in club time. */
export async function messageLogCsv(
  repo: MessagingRepository,
  club: { id: number; timeZone: string; subdomain: string },
  filter: LogFilter,
): Promise<{ filename: string; csv: string }> {
  const log = await messageLog(repo, club.id, filter, CSV_MESSAGES);
  const t = texts.messaging;
  const rows = log.map((m) => [
    csvTime(new Date(m.scheduledFor ?? m.createdAt), club.timeZone),
    m.authorName,
    m.audienceLabel,
    t.purposeShort[m.purpose],
    m.channels.map((c) => t.channel[c]).join(' and '),
    m.subject,
    m.status,
    m.counts.sent,
    m.counts.queued,
    m.counts.failed,
    m.counts.leftOut,
  ]);
  const suffix = filter.archived ? '-archived' : '';
  return { filename: `${club.subdomain}-messages${suffix}.csv`, csv: toCsv(HEADER, rows) };
}

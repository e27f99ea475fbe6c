import { messages } from '@clubroom/domain/messages';
import { formatShortDate, formatTime, managesSchedule } from '@clubroom/domain/rules';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { useSignedInMe } from '../../lib/signed-in-me';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SmsSettingsForm } from './sms-settings-form';
import { useMessageLog } from './use-messaging';

const t = messages.messaging;

/**
 * /cms/messages: the club's messages, newest first, with who sent them, to whom, when, and their counts; for
 * organisers, the club's SMS settings (its daily SMS cap).
 */
export default function MessageLogPage() {
  usePageTitle(t.logTitle);
  const me = useSignedInMe();
  const log = useMessageLog();
  const { timeZone } = useClub();
  const columns = t.logColumns;
  return (
    <div className="space-y-4">
      <AdminPageHeading title={t.logTitle} />
      {managesSchedule(me.roles) && <SmsSettingsForm />}
      {log.isError ? (
        <LoadFailed message={messages.somethingWentWrong.generic} retry={() => log.refetch()} />
      ) : !log.data ? (
        <Loading lines={4} />
      ) : log.data.messages.length === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{t.logEmpty}</p>
      ) : (
        <ul className="space-y-3">
          {log.data.messages.map((m) => {
            const at = Math.floor(Date.parse(m.createdAt) / 1000);
            return (
              <li key={m.messageId} className="space-y-2 rounded-lg border border-gray-300 p-4">
                <p className="font-semibold break-words">{m.subject || m.excerpt}</p>
                <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium">{columns.audience}</dt>
                  <dd>
                    {m.audienceLabel} · {t.purposeShort[m.purpose]} · {m.channels.map((c) => t.channel[c]).join(', ')}
                  </dd>
                  <dt className="font-medium">{columns.author}</dt>
                  <dd>{m.authorName}</dd>
                  <dt className="font-medium">{columns.time}</dt>
                  <dd>
                    {formatShortDate(at, timeZone)} {formatTime(at, timeZone)}
                  </dd>
                  <dt className="font-medium">{columns.counts}</dt>
                  <dd>
                    {t.logCounts(m.counts.sent, m.counts.delivered, m.counts.queued, m.counts.failed, m.counts.leftOut)}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

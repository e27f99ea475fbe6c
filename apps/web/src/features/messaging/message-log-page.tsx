import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { managesSchedule } from '@clubroom/domain/rules';
import { Link, useSearchParams } from 'react-router';
import { pathOf } from '@clubroom/domain/api';
import * as messagingRoutes from '../../lib/api-routes/messaging';
import { useSignedInMe } from '../../lib/signed-in-me';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { MessageLogItem } from './message-log-item';
import { SmsSettingsForm } from './sms-settings-form';
import { useMessageLog, type MessageLogView } from './use-messaging';

const t = messages.messaging;
const views: MessageLogView[] = ['current', 'archived'];

/**
 * /cms/messages: the club's messages, newest first, with who sent them, to whom, when (or when they are scheduled
 * for), their counts, and what can be done to each; `?view=archived`: the archived ones. A CSV of either. For
 * organisers, the club's SMS settings (its daily SMS cap).
 */
export default function MessageLogPage() {
  usePageTitle(t.logTitle);
  const [searchParams] = useSearchParams();
  const view: MessageLogView = searchParams.get('view') === 'archived' ? 'archived' : 'current';
  const log = useMessageLog(view);
  const { timeZone } = useClub();
  // A new message's audiences (a date range) are the organisers': a coach messages their classes from the registers.
  const me = useSignedInMe();
  return (
    <div className="space-y-4">
      <AdminPageHeading title={t.logTitle}>
        {managesSchedule(me.roles) && (
          <Link className={primaryButton} to={clubPages.messageNew.path}>
            {t.newMessage}
          </Link>
        )}
        <a className={secondaryButton} href={`${pathOf(messagingRoutes.messageLogCsv)}?view=${view}`} download>
          {t.downloadCsv}
        </a>
      </AdminPageHeading>
      {managesSchedule(me.roles) && <SmsSettingsForm />}
      <nav aria-label={t.logTitle} className="flex flex-wrap gap-1 border-b border-gray-300">
        {views.map((name) => (
          <Link
            key={name}
            to={name === 'current' ? '?' : `?view=${name}`}
            aria-current={name === view ? 'page' : undefined}
            className={`border-b-2 px-3 py-2 font-semibold ${name === view ? 'border-primary text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
          >
            {t.logViews[name]}
          </Link>
        ))}
      </nav>
      {log.isError ? (
        <LoadFailed message={messages.somethingWentWrong.generic} retry={() => log.refetch()} />
      ) : !log.data ? (
        <Loading lines={4} />
      ) : log.data.messages.length === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{view === 'archived' ? t.archivedEmpty : t.logEmpty}</p>
      ) : (
        <ul className="space-y-3">
          {log.data.messages.map((m) => (
            <MessageLogItem key={m.messageId} message={m} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

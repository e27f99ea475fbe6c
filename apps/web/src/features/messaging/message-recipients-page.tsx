import { pathOf, type MessageRecipient } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useParams, useSearchParams } from 'react-router';
import { messageRecipientsCsv } from '../../lib/api-routes/messaging';
import { useClub } from '../../lib/club-context';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { secondaryButton } from '../../ui/buttons';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { MessageLogItem } from './message-log-item';
import { RECIPIENTS_PAGE_SIZE, useMessageRecipients } from './use-messaging';

const t = messages.messaging;

/** A channel's outcome for one person: its status, and the address or why they are left out. */
function ChannelCell({ channel }: { channel: MessageRecipient['email'] }) {
  if (!channel) return <>{t.notByChannel}</>;
  const detail = channel.reason ? t.leftOut[channel.reason] : channel.address;
  return (
    <>
      <span className="font-medium">{t.channelStatus[channel.status]}</span>
      {detail && <span className="block break-all text-gray-700">{detail}</span>}
    </>
  );
}

/**
 * /cms/messages/{messageId}: the message, and each recipient with each channel's status (sent, failed, left out and
 * why, pending) and address, a page at a time from the server (`?offset=`): a message may reach 10,000 families.
 */
export default function MessageRecipientsPage() {
  usePageTitle(t.recipientsPageTitle);
  const messageId = Number(useParams().messageId);
  const [searchParams, setSearchParams] = useSearchParams();
  const offset = Math.max(0, Number(searchParams.get('offset')) || 0);
  const page = useMessageRecipients(messageId, offset);
  const { timeZone } = useClub();
  const columns = t.recipientColumns;
  const goTo = (next: number) => setSearchParams(next > 0 ? { offset: String(next) } : {});
  if (page.isError) return <LoadFailed message={messages.somethingWentWrong.generic} retry={() => page.refetch()} />;
  if (!page.data) return <Loading lines={6} />;
  const { message, recipients, total } = page.data;
  return (
    <div className="space-y-4">
      <BackLink to={clubPages.messageLog.path}>{t.backToLog}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t.recipientsPageTitle}</h1>
        <a className={secondaryButton} href={pathOf(messageRecipientsCsv, { messageId })} download>
          {t.downloadCsv}
        </a>
      </div>
      <ul>
        <MessageLogItem message={message} timeZone={timeZone} />
      </ul>
      {total === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{t.noRecipientsYet}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-300">
                  <th className="py-2 pr-3">{columns.name}</th>
                  <th className="py-2 pr-3">{columns.email}</th>
                  <th className="py-2">{columns.sms}</th>
                </tr>
              </thead>
              <tbody>
                {recipients.map((r) => (
                  <tr key={r.recipientId} className="border-b border-gray-200 align-top">
                    <td className="py-2 pr-3 font-semibold">{r.name}</td>
                    <td className="py-2 pr-3">
                      <ChannelCell channel={r.email} />
                    </td>
                    <td className="py-2">
                      <ChannelCell channel={r.sms} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p>{t.recipientsRange(offset + 1, offset + recipients.length, total)}</p>
            <button
              type="button"
              className={secondaryButton}
              disabled={offset === 0}
              onClick={() => goTo(Math.max(0, offset - RECIPIENTS_PAGE_SIZE))}
            >
              {t.previous}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={offset + RECIPIENTS_PAGE_SIZE >= total}
              onClick={() => goTo(offset + RECIPIENTS_PAGE_SIZE)}
            >
              {t.next}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

import { pathOf, type InboxMessage } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatDateTime } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBootstrap } from '../../lib/club-context';
import * as messagingRoutes from '../../lib/api-routes/messaging';
import { usePageTitle } from '../../lib/page-title';
import { secondaryButton, textButton } from '../../ui/buttons';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { AttachmentLinks } from './attachment-links';
import { INBOX_PAGE_SIZE, useInbox, useMarkRead } from './use-messaging';

const t = messages.messaging;

/** One message: its heading opens it (and marks it read), showing the words as they reached the parent. */
function InboxItem({ message, timeZone }: { message: InboxMessage; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const unread = message.readAt === null && !markRead.isSuccess;
  const id = `message-${message.messageId}`;
  return (
    <li className={`rounded-lg border p-4 ${unread ? 'border-gray-900' : 'border-gray-300'}`}>
      <h2 className="text-base">
        <button
          type="button"
          className="w-full text-left"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
            if (!open && unread) markRead.mutate([message.messageId]);
          }}
        >
          <span className="block font-semibold break-words">
            {unread && <span className="mr-2 rounded bg-primary px-1.5 text-sm text-on-primary">{t.unread}</span>}
            {message.subject || message.text.slice(0, 60)}
          </span>
          <span className="block text-sm text-gray-700">
            {t.from(message.clubName)} · {formatDateTime(Math.floor(Date.parse(message.sentAt) / 1000), timeZone)}
          </span>
        </button>
      </h2>
      {open && (
        <div id={id} className="mt-3 space-y-3">
          <p className="whitespace-pre-wrap break-words">{message.text}</p>
          <AttachmentLinks
            attachments={message.attachments}
            href={(attachmentId) =>
              pathOf(messagingRoutes.inboxAttachment, { messageId: message.messageId, attachmentId })
            }
          />
        </div>
      )}
    </li>
  );
}

/** /dashboard/messages: every message the person received from each of their clubs, newest first, a page at a time. */
export default function InboxPage() {
  usePageTitle(t.inboxTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number(searchParams.get('page') ?? 0) || 0);
  const inbox = useInbox(page * INBOX_PAGE_SIZE);
  const timeZone = useBootstrap().club?.timeZone ?? 'Europe/London';
  const goTo = (next: number) => setSearchParams(next === 0 ? {} : { page: String(next) });
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link className={textButton} to={clubPages.dashboard.path}>
        {messages.family.backToAccount}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{t.inboxTitle}</h1>
      {inbox.isError ? (
        <LoadFailed message={messages.somethingWentWrong.generic} retry={() => inbox.refetch()} />
      ) : !inbox.data ? (
        <Loading lines={4} />
      ) : inbox.data.total === 0 ? (
        <p className="rounded-lg bg-panel p-6 text-center">{t.inboxEmpty}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {inbox.data.messages.map((m) => (
              <InboxItem key={m.messageId} message={m} timeZone={timeZone} />
            ))}
          </ul>
          <nav aria-label={t.inboxTitle} className="flex justify-between">
            {page > 0 ? (
              <button type="button" className={secondaryButton} onClick={() => goTo(page - 1)}>
                {t.newer}
              </button>
            ) : (
              <span />
            )}
            {(page + 1) * INBOX_PAGE_SIZE < inbox.data.total && (
              <button type="button" className={secondaryButton} onClick={() => goTo(page + 1)}>
                {t.older}
              </button>
            )}
          </nav>
        </>
      )}
    </div>
  );
}

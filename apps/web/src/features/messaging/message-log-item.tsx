import { pathOf, type MessageLogEntry } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatDateTime } from '@clubroom/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import * as messagingRoutes from '../../lib/api-routes/messaging';
import { userMessage } from '../../lib/user-message';
import { secondaryButton, textButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { AttachmentLinks } from './attachment-links';
import { useChangeMessage } from './use-messaging';

const t = messages.messaging;
const at = (iso: string, timeZone: string) => formatDateTime(Math.floor(Date.parse(iso) / 1000), timeZone);

/** What a message of the log can have done to it: cancel (asked first) while scheduled, archive or restore once done. */
function MessageActions({ message }: { message: MessageLogEntry }) {
  const change = useChangeMessage();
  const [confirming, setConfirming] = useState(false);
  const { messageId } = message;
  const done = message.status === 'sent' || message.status === 'cancelled';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link className={textButton} to={pagePath(clubPages.messageRecipients, { messageId })}>
        {t.recipientsLink}
      </Link>
      {message.status === 'scheduled' && (
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {t.cancelButton}
        </button>
      )}
      {done && (
        <button
          type="button"
          className={secondaryButton}
          disabled={change.isPending}
          onClick={() => change.mutate({ messageId, change: message.archived ? 'restore' : 'archive' })}
        >
          {message.archived ? t.restoreButton : t.archiveButton}
        </button>
      )}
      {change.isError && <FormAlert>{userMessage(change.error)}</FormAlert>}
      <ConfirmDialog
        open={confirming}
        title={t.cancelConfirmTitle}
        body={t.cancelConfirmBody}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keepIt}
        pending={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => change.mutate({ messageId, change: 'cancel' }, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

/** One message of the log: what, to whom, by whom, when (or when it is scheduled for), its counts and its actions. */
export function MessageLogItem({ message: m, timeZone }: { message: MessageLogEntry; timeZone: string }) {
  const columns = t.logColumns;
  return (
    <li className="space-y-2 rounded-lg border border-gray-300 p-4">
      <p className="font-semibold break-words">{m.subject || m.excerpt}</p>
      {m.status === 'scheduled' && m.scheduledFor && (
        <p className="font-medium">{t.scheduledFor(at(m.scheduledFor, timeZone))}</p>
      )}
      {m.status === 'cancelled' && <p className="font-medium">{t.cancelledNote}</p>}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{columns.audience}</dt>
        <dd>
          {m.audienceLabel} · {t.purposeShort[m.purpose]} · {m.channels.map((c) => t.channel[c]).join(', ')}
        </dd>
        <dt className="font-medium">{columns.author}</dt>
        <dd>{m.authorName}</dd>
        <dt className="font-medium">{columns.time}</dt>
        <dd>{at(m.scheduledFor ?? m.createdAt, timeZone)}</dd>
        <dt className="font-medium">{columns.counts}</dt>
        <dd>{t.logCounts(m.counts.sent, m.counts.delivered, m.counts.queued, m.counts.failed, m.counts.leftOut)}</dd>
      </dl>
      <AttachmentLinks
        attachments={m.attachments}
        href={(attachmentId) => pathOf(messagingRoutes.messageAttachment, { messageId: m.messageId, attachmentId })}
      />
      {m.counts.opened > 0 && <p className="text-sm">{t.openedNote(m.counts.opened)}</p>}
      {m.counts.smsOverCap > 0 && <p className="text-sm font-medium">{t.smsOverCapNote(m.counts.smsOverCap)}</p>}
      <MessageActions message={m} />
    </li>
  );
}

import type { MessageAttachment } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { attachmentExtensions } from '@clubroom/domain/rules';
import { textButton } from '../../ui/buttons';

const t = messages.messaging;

/** `Kit list.pdf`: the name a message's file is sent and saved under. */
export const attachmentFileName = (a: Pick<MessageAttachment, 'name' | 'type'>) =>
  `${a.name}.${attachmentExtensions[a.type]}`;

/**
 * A message's attachments as download links (the log's route for staff, the inbox's for a recipient); without
 * `href`, their names (the preview of a draft).
 */
export function AttachmentLinks({
  attachments,
  href,
}: {
  attachments: MessageAttachment[];
  href?: (attachmentId: number) => string;
}) {
  if (attachments.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">{t.attachmentsListLabel}</p>
      <ul className="flex flex-col gap-1">
        {attachments.map((a) => (
          <li key={a.attachmentId}>
            {href ? (
              <a className={textButton} href={href(a.attachmentId)} download>
                {attachmentFileName(a)}
              </a>
            ) : (
              <span>{attachmentFileName(a)}</span>
            )}{' '}
            <span className="text-gray-700">({t.attachmentSize(a.size / 1024)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

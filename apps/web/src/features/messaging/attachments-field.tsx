import type { MessageAttachment } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_MAX_MB,
  MESSAGE_ATTACHMENTS_TOTAL_MAX_MB,
} from '@clubroom/domain/rules';
import { useState } from 'react';
import * as messagingRoutes from '../../lib/api-routes/messaging';
import { sendUploadForm } from '../../lib/upload-form';
import { userMessage } from '../../lib/user-message';
import { attachmentFileName } from './attachment-links';

const t = messages.messaging;

/** Uploads one file for the draft: the server judges it by its content and keeps it until the send names it. */
async function uploadAttachment(file: File): Promise<MessageAttachment> {
  const form = new FormData();
  form.append('file', file);
  return (await sendUploadForm(messagingRoutes.uploadMessageAttachment, form)) as MessageAttachment;
}

/**
 * The email's attachments in the composer: a file input that uploads each file chosen at once, and the files
 * attached so far, each with a remove button. `error`: the server's word on `attachmentIds` (too large in all…).
 */
export function AttachmentsField({
  attachments,
  error,
  onChange,
}: {
  attachments: MessageAttachment[];
  error?: string;
  onChange: (attachments: MessageAttachment[]) => void;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = attachments.length >= MAX_MESSAGE_ATTACHMENTS;
  const shown = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t.attachmentsLegend}</legend>
      {attachments.length > 0 && (
        <ul className="flex flex-col gap-1">
          {attachments.map((a) => (
            <li key={a.attachmentId} className="flex flex-wrap items-center gap-2">
              <span className="break-all">{attachmentFileName(a)}</span>
              <span className="text-sm text-gray-700">({t.attachmentSize(a.size / 1024)})</span>
              <button
                type="button"
                className="rounded-md border border-gray-400 px-2 py-0.5 text-sm"
                aria-label={t.removeAttachment(attachmentFileName(a))}
                onClick={() => onChange(attachments.filter((other) => other.attachmentId !== a.attachmentId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className="flex flex-col gap-1 text-sm" htmlFor="message-attachment">
          <span>{sending ? t.attaching : t.attachFile}</span>
          <input
            id="message-attachment"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
            aria-describedby="message-attachment-hint"
            disabled={sending}
            onChange={async (e) => {
              const input = e.target;
              const file = input.files?.[0];
              if (!file) return;
              setSending(true);
              setProblem(null);
              try {
                onChange([...attachments, await uploadAttachment(file)]);
              } catch (err) {
                setProblem(userMessage(err));
              } finally {
                setSending(false);
                input.value = '';
              }
            }}
          />
        </label>
      )}
      <p id="message-attachment-hint" className="text-sm text-gray-600">
        {t.attachmentsHint(MESSAGE_ATTACHMENT_MAX_MB, MESSAGE_ATTACHMENTS_TOTAL_MAX_MB)}
      </p>
      {shown && (
        <p role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}

import type { MessageAttachment, MessageAudience, MessageDraftInput, MessagePreview } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { formatDateTime, mergeFields, type MessageChannel, type MessagePurpose } from '@clubroom/domain/rules';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { useClub } from '../../lib/club-context';
import { primaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, RadioGroupField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { FranchiseTemplatePicker } from '../franchise/template-picker';
import { TextAreaField } from '../people/text-area-field';
import { AttachmentLinks } from './attachment-links';
import { AttachmentsField } from './attachments-field';
import { MessagePreviewView } from './message-preview';
import { SendControls } from './send-controls';
import { usePreviewMessage, useSendMessage } from './use-messaging';

const t = messages.messaging;

interface Draft {
  purpose: MessagePurpose;
  channels: MessageChannel[];
  subject: string;
  body: string;
  urgent: boolean;
  /** The email's files, uploaded as chosen. */
  attachments: MessageAttachment[];
}

/**
 * Compose → preview → send, for one audience (docs/messaging.md). The preview step (`?step=preview`) always comes
 * before sending: the message as one named family reads it, and who is left out and why. `serviceOnly`: a coach,
 * who may send service messages only (and never urgent ones: an organiser's service SMS may go in the quiet hours).
 */
export function MessageComposer({
  audience,
  serviceOnly,
  audienceFields,
}: {
  audience: MessageAudience;
  serviceOnly: boolean;
  /** Fields that choose the audience (a date range), shown first with the server's words on them. */
  audienceFields?: (issues: Record<string, string>) => ReactNode;
}) {
  const [draft, setDraft] = useState<Draft>({
    purpose: 'service',
    channels: ['email'],
    subject: '',
    body: '',
    urgent: false,
    attachments: [],
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const preview = usePreviewMessage();
  const send = useSendMessage();
  // A changed draft or audience is a new message: its key too.
  const [keyed, setKeyed] = useState(() => ({ audience: JSON.stringify(audience), key: crypto.randomUUID() }));
  if (keyed.audience !== JSON.stringify(audience))
    setKeyed({ audience: JSON.stringify(audience), key: crypto.randomUUID() });
  const { key } = keyed;
  const body = useRef<HTMLTextAreaElement>(null);
  const { timeZone } = useClub();
  const shown: MessagePreview | undefined = searchParams.get('step') === 'preview' ? preview.data : undefined;
  const mayBeUrgent = !serviceOnly && draft.purpose === 'service' && draft.channels.includes('sms');
  const byEmail = draft.channels.includes('email');
  const { attachments, ...words } = draft;
  const request: MessageDraftInput = {
    audience,
    ...words,
    subject: byEmail ? draft.subject : '',
    urgent: mayBeUrgent && draft.urgent,
    // Files go by email only: an SMS-only draft leaves them out.
    attachmentIds: byEmail ? attachments.map((a) => a.attachmentId) : [],
  };
  const issues = fieldIssues(preview.error);

  // The step joins the page's own query (a contacts list's filter), which stays.
  const goTo = (step: 'compose' | 'preview') =>
    setSearchParams((now) => {
      const next = new URLSearchParams(now);
      if (step === 'preview') next.set('step', step);
      else next.delete('step');
      return next;
    });
  const change = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setKeyed({ audience: JSON.stringify(audience), key: crypto.randomUUID() });
    send.reset();
  };
  const toggleChannel = (channel: MessageChannel, on: boolean) =>
    change({ channels: on ? [...draft.channels, channel] : draft.channels.filter((c) => c !== channel) });
  const insertField = (field: string) => {
    const area = body.current;
    const at = area?.selectionStart ?? draft.body.length;
    change({ body: `${draft.body.slice(0, at)}{{${field}}}${draft.body.slice(at)}` });
    area?.focus();
  };

  if (send.isSuccess) {
    const { scheduledFor } = send.data;
    const people = shown?.counts.people ?? preview.data?.counts.people ?? 0;
    return (
      <div className="space-y-4">
        <FormAlert tone="info">
          {scheduledFor
            ? t.scheduled(formatDateTime(Math.floor(Date.parse(scheduledFor) / 1000), timeZone))
            : t.sent(people)}
        </FormAlert>
        <Link className={textButton} to={clubPages.messageLog.path}>
          {t.logLink}
        </Link>
      </div>
    );
  }

  if (shown) {
    return (
      <div className="space-y-4">
        <MessagePreviewView preview={shown} />
        {byEmail && <AttachmentLinks attachments={attachments} />}
        {send.isError && <FormAlert>{userMessage(send.error)}</FormAlert>}
        <SendControls
          pending={send.isPending}
          nobody={shown.counts.email + shown.counts.sms === 0}
          error={send.error}
          onEdit={() => goTo('compose')}
          onSend={(sendAt) => send.mutate({ ...request, idempotencyKey: key, ...(sendAt && { sendAt }) })}
        />
      </div>
    );
  }

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        preview.mutate(request, { onSuccess: () => goTo('preview') });
      }}
    >
      {preview.isError && <FormAlert>{userMessage(preview.error)}</FormAlert>}
      {audienceFields?.(issues)}
      {!serviceOnly && (
        <RadioGroupField
          name="purpose"
          legend={t.purposeLegend}
          value={draft.purpose}
          options={(['service', 'marketing'] as const).map((p) => ({ value: p, label: t.purpose[p] }))}
          onChange={(value) => change({ purpose: value as MessagePurpose })}
        />
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.channelsLegend}</legend>
        {(['email', 'sms'] as const).map((channel) => (
          <CheckboxField
            key={channel}
            id={`channel-${channel}`}
            label={t.channel[channel]}
            checked={draft.channels.includes(channel)}
            onChange={(on) => toggleChannel(channel, on)}
          />
        ))}
        {issues.channels && <p className="text-sm text-red-700">{issues.channels}</p>}
      </fieldset>
      {mayBeUrgent && (
        <CheckboxField
          id="message-urgent"
          label={t.urgentLabel}
          checked={draft.urgent}
          onChange={(urgent) => change({ urgent })}
        />
      )}
      <FranchiseTemplatePicker onPick={({ subject, body: text }) => change({ subject, body: text })} />
      {byEmail && (
        <TextField
          id="message-subject"
          label={t.subjectLabel}
          value={draft.subject}
          maxLength={150}
          error={issues.subject}
          onChange={(e) => change({ subject: e.target.value })}
        />
      )}
      <TextAreaField
        id="message-body"
        label={t.bodyLabel}
        rows={8}
        ref={body}
        value={draft.body}
        error={issues.body}
        onChange={(e) => change({ body: e.target.value })}
      />
      <div className="space-y-2">
        <p className="text-sm text-gray-700">{t.mergeFieldsHint}</p>
        <div className="flex flex-wrap gap-2">
          {mergeFields.map((field) => (
            <button
              key={field}
              type="button"
              className="rounded-md border border-gray-400 px-2 py-1 text-sm"
              aria-label={t.insertField(t.mergeField[field])}
              onClick={() => insertField(field)}
            >
              {t.mergeField[field]}
            </button>
          ))}
        </div>
      </div>
      {byEmail && (
        <AttachmentsField
          attachments={attachments}
          error={issues.attachmentIds}
          onChange={(next) => change({ attachments: next })}
        />
      )}
      <button type="submit" className={primaryButton} disabled={preview.isPending}>
        {t.previewButton}
      </button>
    </form>
  );
}

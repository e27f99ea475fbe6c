import { messages } from '@clubroom/domain/messages';
import { MAX_SCHEDULE_DAYS } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { fieldIssues } from '../../lib/user-message';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';

const t = messages.messaging;

/**
 * The preview step's ways to send: now, or at a date and time in the club's time zone (up to 30 days ahead; the
 * server says when a time cannot be used, under the field).
 */
export function SendControls({
  onSend,
  pending,
  nobody,
  error,
  onEdit,
}: {
  onSend: (sendAt?: string) => void;
  pending: boolean;
  nobody: boolean;
  error: unknown;
  onEdit: () => void;
}) {
  const { timeZone } = useClub();
  const [sendAt, setSendAt] = useState('');
  const issues = fieldIssues(error);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onEdit}>
          {t.editButton}
        </button>
        <button type="button" className={primaryButton} disabled={pending || nobody} onClick={() => onSend()}>
          {pending ? t.sending : t.sendButton}
        </button>
      </div>
      <fieldset className="space-y-2 rounded-lg border border-gray-300 p-4">
        <legend className="px-1 font-medium">{t.scheduleLegend}</legend>
        <TextField
          id="message-send-at"
          type="datetime-local"
          label={t.sendAtLabel(timeZone)}
          hint={t.scheduleHint(MAX_SCHEDULE_DAYS)}
          value={sendAt}
          error={issues.sendAt}
          onChange={(e) => setSendAt(e.target.value)}
        />
        <button
          type="button"
          className={secondaryButton}
          disabled={pending || nobody || !sendAt}
          onClick={() => onSend(sendAt)}
        >
          {t.scheduleButton}
        </button>
      </fieldset>
    </div>
  );
}

import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { useMessagingSettings, useSaveMessagingSettings } from './use-messaging';

const t = messages.messaging;
/** The reminder times offered (hours before each session or camp day); the server takes 1 to 72. */
const REMINDER_HOURS = [1, 2, 3, 6, 12, 24, 48, 72];

/**
 * The club's messaging settings on the messages page (organisers): the daily SMS cap its messages may not pass, and
 * the reminders before each session (off, or hours before).
 */
export function SmsSettingsForm() {
  const settings = useMessagingSettings();
  const save = useSaveMessagingSettings();
  const [cap, setCap] = useState<string | null>(null);
  const [hours, setHours] = useState<string | null>(null);
  if (!settings.data) return null;
  const value = cap ?? String(settings.data.smsDailyCap);
  const reminders = hours ?? String(settings.data.reminderHoursBefore ?? '');
  const saved = settings.data.reminderHoursBefore;
  // A setting saved outside the offered times is still offered.
  const offered =
    saved === null || REMINDER_HOURS.includes(saved)
      ? REMINDER_HOURS
      : [...REMINDER_HOURS, saved].sort((a, b) => a - b);
  const issues = fieldIssues(save.error);
  return (
    <section aria-labelledby="sms-settings-title" className="space-y-3 rounded-lg border border-gray-300 p-4">
      <h2 id="sms-settings-title" className="text-lg font-semibold">
        {t.settingsTitle}
      </h2>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { smsDailyCap: Number(value), reminderHoursBefore: reminders === '' ? null : Number(reminders) },
            {
              onSuccess: () => {
                setCap(null);
                setHours(null);
              },
            },
          );
        }}
      >
        <TextField
          id="sms-daily-cap"
          label={t.smsDailyCapLabel}
          hint={t.smsDailyCapHint}
          inputMode="numeric"
          value={value}
          error={issues.smsDailyCap}
          onChange={(e) => setCap(e.target.value)}
        />
        <SelectField
          id="reminder-hours"
          label={t.remindersLabel}
          hint={t.remindersHint}
          value={reminders}
          options={[
            { value: '', label: t.remindersOff },
            ...offered.map((h) => ({ value: String(h), label: t.remindersBefore(h) })),
          ]}
          onChange={setHours}
        />
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t.saveSettings}
        </button>
      </form>
      {save.isError && !issues.smsDailyCap && <FormAlert>{userMessage(save.error)}</FormAlert>}
      {save.isSuccess && <p role="status">{t.settingsSaved}</p>}
    </section>
  );
}

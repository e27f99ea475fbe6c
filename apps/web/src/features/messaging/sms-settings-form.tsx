import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { useMessagingSettings, useSaveMessagingSettings } from './use-messaging';

const t = messages.messaging;

/** The club's SMS settings on the messages page (organisers): the daily SMS cap its messages may not pass. */
export function SmsSettingsForm() {
  const settings = useMessagingSettings();
  const save = useSaveMessagingSettings();
  const [cap, setCap] = useState<string | null>(null);
  if (!settings.data) return null;
  const value = cap ?? String(settings.data.smsDailyCap);
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
          save.mutate({ smsDailyCap: Number(value) }, { onSuccess: () => setCap(null) });
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
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t.saveSettings}
        </button>
      </form>
      {save.isError && !issues.smsDailyCap && <FormAlert>{userMessage(save.error)}</FormAlert>}
      {save.isSuccess && <p role="status">{t.settingsSaved}</p>}
    </section>
  );
}

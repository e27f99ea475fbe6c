import type { TermOpenings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { useState } from 'react';
import { useClub } from '../../lib/club-context';
import { userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { useSaveOpenings } from './use-auto-enrol';

const texts = messages.autoEnrol.openings;
const fields = ['membersFrom', 'siblingsFrom', 'everyoneFrom'] as const;

/** An instant as a datetime-local value in the club's zone ('2027-03-01T09:00'), '' for none. */
function wallTimeOf(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A datetime-local value, read as the club's wall time, as an instant; null for ''. */
function instantOf(value: string, timeZone: string): string | null {
  if (!value) return null;
  const [date, time] = value.split('T');
  const [hours, mins] = time.split(':').map(Number);
  return new Date(zonedWallTimeToEpoch(date, hours, mins, timeZone) * 1000).toISOString();
}

/** The term's priority windows: when members, their siblings and everyone may book, in the club's time. */
export function OpeningsForm({ termId, openings }: { termId: number; openings: TermOpenings }) {
  const { timeZone } = useClub();
  const save = useSaveOpenings(termId);
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((f) => [f, wallTimeOf(openings[f], timeZone)])),
  );
  const issueOf = (field: string) =>
    (save.error as { issues?: { path: string; message: string }[] } | null)?.issues?.find(
      (i) => i.path === `body.${field}`,
    )?.message ?? null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(fields.map((f) => [f, instantOf(values[f], timeZone)])) as TermOpenings;
    save.mutate(body);
  };
  return (
    <form className="space-y-3 rounded-lg border border-gray-300 p-4" onSubmit={submit} aria-labelledby="openings">
      <h2 id="openings" className="text-xl font-bold">
        {texts.title}
      </h2>
      <p className="text-sm text-gray-700">{texts.intro}</p>
      {fields.map((field) => (
        <TextField
          key={field}
          id={`opening-${field}`}
          type="datetime-local"
          label={texts[field]}
          value={values[field]}
          error={issueOf(field)}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      ))}
      {save.isError && !fields.some(issueOf) && <FormAlert>{userMessage(save.error)}</FormAlert>}
      {save.isSuccess && <p role="status">{texts.saved}</p>}
      <SpinnerButton type="submit" className={primaryButton} loading={save.isPending}>
        {texts.save}
      </SpinnerButton>
    </form>
  );
}

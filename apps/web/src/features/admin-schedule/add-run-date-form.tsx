import type { RunSessionsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatDateTime, formatLongDate, zonedWallTimeToEpoch } from '@clubroom/domain/rules';
import { useState, type FormEvent } from 'react';
import { useClub } from '../../lib/club-context';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { useAddRunDate } from './use-run-sessions';

const t = messages.runSessions;

/** 'Mon 7th September 2026' for a club-local date (YYYY-MM-DD). */
const dayLabel = (date: string, timeZone: string) =>
  formatLongDate(zonedWallTimeToEpoch(date, 12, 0, timeZone), timeZone);

/** "Add a date": a one-off session of the run, within four weeks of its term; what was refused, field by field. */
export function AddRunDateForm({
  run,
  onAdded,
}: {
  run: RunSessionsResponse['run'];
  onAdded: (message: string) => void;
}) {
  const { timeZone } = useClub();
  const add = useAddRunDate(run.runId);
  const [values, setValues] = useState({ date: '', startTime: '', endTime: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof typeof values) => ({
    id: `add-date-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    try {
      const { session } = await add.mutateAsync(values);
      setValues({ date: '', startTime: '', endTime: '' });
      onAdded(t.addDate.added(formatDateTime(session.startTime, timeZone)));
    } catch (err) {
      const issues = fieldIssues(err);
      setErrors(issues);
      if (Object.keys(issues).length === 0) setProblem(userMessage(err));
    }
  };
  return (
    <section aria-labelledby="add-date-heading" className="space-y-3 rounded-lg border border-gray-300 p-4">
      <h2 id="add-date-heading" className="text-xl font-bold">
        {t.addDate.heading}
      </h2>
      <p className="text-sm text-gray-700">
        {t.addDate.explained(dayLabel(run.extraDatesFrom, timeZone), dayLabel(run.extraDatesTo, timeZone))}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextField
          label={t.addDate.date}
          type="date"
          min={run.extraDatesFrom}
          max={run.extraDatesTo}
          required
          {...field('date')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t.addDate.startTime} type="time" required {...field('startTime')} />
          <TextField label={t.addDate.endTime} type="time" required {...field('endTime')} />
        </div>
        <button type="submit" className={primaryButton} disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? t.addDate.saving : t.addDate.submit}
        </button>
      </form>
    </section>
  );
}

import { messages } from '@clubroom/domain/messages';
import { useState, type FormEvent } from 'react';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';

const t = messages.reporting;

/**
 * A report's period: from and to, as months (Financials) or days (schedule visits), refused with a message when
 * from is after to; `onChange` gets both once they are in order. Keyed by the period, so a new one resets the fields.
 */
export function PeriodForm({
  unit,
  from,
  to,
  onChange,
}: {
  unit: 'month' | 'date';
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [nextFrom, nextTo] = [String(form.get('from')), String(form.get('to'))];
    if (nextFrom > nextTo) return setError(t.period.fromAfterTo);
    setError(null);
    onChange(nextFrom, nextTo);
  };
  const idPrefix = unit === 'month' ? 'period' : 'days';
  return (
    <form
      key={`${from}/${to}`}
      onSubmit={submit}
      aria-label={t.period.legend}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        id={`${idPrefix}-from`}
        name="from"
        type={unit}
        required
        label={t.period.from}
        defaultValue={from}
        error={error}
      />
      <TextField id={`${idPrefix}-to`} name="to" type={unit} required label={t.period.to} defaultValue={to} />
      <button type="submit" className={primaryButton}>
        {t.period.show}
      </button>
    </form>
  );
}

import type { ConsoleClientDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import * as consoleRoutes from '../../lib/api-routes/platform-console';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { useClientChange } from './use-console';

const t = messages.platformConsole;
type Rates = ConsoleClientDetail['rates']['current'];

/** New rates from a date on (today or later): the server checks them and names any field it refuses. */
export function RatesForm({ clientId, current }: { clientId: number; current: Rates }) {
  const [values, setValues] = useState({
    effectiveFrom: '',
    commissionPercent: String(current.commissionPercent),
    providerPercent: String(current.providerPercent),
    fixedFee: String(current.fixedFee),
  });
  const save = useClientChange(clientId, (body: typeof values) =>
    callApi(consoleRoutes.setConsoleRates, {
      params: { clientId },
      body: {
        effectiveFrom: body.effectiveFrom,
        commissionPercent: Number(body.commissionPercent),
        providerPercent: Number(body.providerPercent),
        fixedFee: Number(body.fixedFee),
      },
    }),
  );
  const issues = save.isError ? fieldIssues(save.error) : {};
  const field = (name: keyof typeof values, label: string, type: 'date' | 'number', step?: string) => (
    <TextField
      id={`rates-${name}`}
      label={label}
      type={type}
      step={step}
      min={type === 'number' ? 0 : undefined}
      required
      value={values[name]}
      error={issues[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );
  return (
    <form
      aria-label={t.changeRates}
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <h3 className="font-semibold">{t.changeRates}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {field('effectiveFrom', t.effectiveFrom, 'date')}
        {field('commissionPercent', t.commissionPercent, 'number', '0.01')}
        {field('providerPercent', t.providerPercent, 'number', '0.01')}
        {field('fixedFee', t.fixedFee, 'number', '1')}
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        {save.isPending ? t.saving : t.saveRates}
      </button>
      <p role="status" className="min-h-6 text-sm text-green-800">
        {save.isSuccess && t.ratesSaved}
      </p>
      {save.isError && Object.keys(issues).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {userMessage(save.error, t.saveFailed)}
        </p>
      )}
    </form>
  );
}

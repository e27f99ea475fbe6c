import { messages } from '@clubroom/domain/messages';
import {
  readSalesCalculatorForm,
  salesCalculation,
  salesCalculatorDefaults,
  formatMoney,
  type SalesCalculatorForm,
} from '@clubroom/domain/rules';
import { useState } from 'react';
import { TextField } from '../../ui/fields';

const t = messages.fees.calculator;

const FIELDS = [
  ['price', t.price, 'decimal'],
  ['percent', t.percent, 'decimal'],
  ['fixedFee', t.fixedFee, 'numeric'],
  ['bookings', t.bookings, 'numeric'],
] as const;

/**
 * The Sales Calculator (spec §2), club or customer variant: four numeric inputs and the spec's figures, worked by
 * the domain's `salesCalculation` as each input changes. An input that is not a number says so under it and the
 * figures wait for it.
 */
export function SalesCalculator({ variant, idPrefix = 'calc' }: { variant: 'club' | 'customer'; idPrefix?: string }) {
  const [form, setForm] = useState<SalesCalculatorForm>(() => salesCalculatorDefaults(variant));
  const read = readSalesCalculatorForm(form);
  const result = read.input ? salesCalculation(read.input) : null;
  const problemOf = (field: keyof SalesCalculatorForm, label: string) => {
    const problem = read.problems?.[field];
    if (!problem) return null;
    return problem === 'must be a number' ? t.mustBeNumber : t.fieldProblem(label, problem);
  };
  const rows: [string, string][] =
    read.input && result
      ? [
          [t.passedOnCost, formatMoney(result.passedOnCost)],
          [t.increase, `${result.increasePercent.toFixed(2)}%`],
          [t.processingCost, formatMoney(result.processingCost)],
          [t.roundedTotal, formatMoney(result.roundedTotal)],
          [t.profit(read.input.bookings), formatMoney(result.profit)],
        ]
      : [];
  return (
    <div className="flex flex-col gap-4">
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()} noValidate>
        {FIELDS.map(([field, label, mode]) => (
          <TextField
            key={field}
            id={`${idPrefix}-${field}`}
            label={label}
            inputMode={mode}
            value={form[field]}
            error={problemOf(field, label)}
            onChange={(e) => setForm((current) => ({ ...current, [field]: e.target.value }))}
          />
        ))}
      </form>
      {result && (
        <div aria-live="polite" data-testid="sales-calculator-results">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="text-right font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 font-medium">{t.extraBookings(result.extraBookings)}</p>
        </div>
      )}
    </div>
  );
}

import { messages } from '@clubroom/domain/messages';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextField } from '../../ui/fields';
import type { RunFormValues } from './run-form-values';

const t = messages.adminSchedule.run;

/** The run form's monthly payment plan: offered or not, its price a month, free trial days and billing day. */
export function RunPlanFields({
  control,
  register,
  errors,
}: {
  control: Control<RunFormValues>;
  register: UseFormRegister<RunFormValues>;
  errors: FieldErrors<RunFormValues>;
}) {
  const plan = useWatch({ control, name: 'plan' });
  return (
    <div className="space-y-4">
      <Controller
        control={control}
        name="plan"
        render={({ field }) => (
          <CheckboxField id="run-plan" label={t.plan} checked={field.value} onChange={field.onChange} />
        )}
      />
      {plan && (
        <div className="space-y-4 rounded-md border border-gray-300 p-3">
          <p className="text-sm text-gray-700">{t.planHint}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="run-plan-price"
              inputMode="decimal"
              label={t.monthlyPrice}
              error={errors.monthlyPrice?.message}
              {...register('monthlyPrice')}
            />
            <TextField
              id="run-plan-trial"
              inputMode="numeric"
              label={t.trialDays}
              error={errors.trialDays?.message}
              {...register('trialDays')}
            />
            <TextField
              id="run-plan-billing-day"
              inputMode="numeric"
              label={t.billingDay}
              hint={t.billingDayHint}
              error={errors.billingDay?.message}
              {...register('billingDay')}
            />
          </div>
        </div>
      )}
    </div>
  );
}

import type { AdminVenue, UpdateRunBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { secondaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { VenueChoiceField } from '../venues/venue-choice-field';
import { RunPlanFields } from './run-plan-fields';
import { newClassTime, runBodyOf, runFormFieldOf, type RunFormValues } from './run-form-values';
import { weekdayOptions } from './schedule-words';
import { InviteOnlyField, PlacesAndAgesFields } from './shared-fields';
import { useSaveProblem } from './use-save-problem';

const t = messages.adminSchedule;

/**
 * A run's class, venue (one of the club's, or a new one), weekly class times, places, ages, prices, trial, monthly
 * payment plan and whether it is invite only. Numbers are checked here; the rest by the server, whose answer names
 * each field, shown beside it.
 */
export function RunForm({
  initial,
  venues,
  submitLabel,
  termField,
  onSubmit,
}: {
  initial: RunFormValues;
  venues: AdminVenue[];
  submitLabel: string;
  /** The term chooser when adding (a run stays in its term). */
  termField?: ReactNode;
  onSubmit: (body: UpdateRunBody) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RunFormValues>({ defaultValues: initial });
  const classTimes = useFieldArray({ control, name: 'classTimes' });
  const trial = useWatch({ control, name: 'trial' });
  const showErrors = (fields: Record<string, string>) => {
    for (const [field, message] of Object.entries(fields))
      setError(runFormFieldOf(field) as Path<RunFormValues>, { message });
  };

  const { problem, save } = useSaveProblem(showErrors);

  const submit = handleSubmit((values) =>
    save(async () => {
      const checked = runBodyOf(values);
      if ('errors' in checked) return showErrors(checked.errors);
      await onSubmit(checked.body);
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={submitLabel}>
      {problem && <FormAlert>{problem}</FormAlert>}
      {termField}
      <TextField id="run-class" label={t.run.className} error={errors.className?.message} {...register('className')} />
      <VenueChoiceField id="run-venue" control={control} register={register} errors={errors} venues={venues} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t.run.classTimes}</legend>
        {errors.classTimes?.message && <p className="text-sm text-red-700">{errors.classTimes.message}</p>}
        {classTimes.fields.map((field, i) => (
          <div key={field.id} className="grid gap-3 rounded-md border border-gray-300 p-3 sm:grid-cols-3">
            <Controller
              control={control}
              name={`classTimes.${i}.dow`}
              render={({ field: dow }) => (
                <SelectField
                  id={`time-${i}-day`}
                  label={t.run.day}
                  value={dow.value}
                  options={weekdayOptions}
                  onChange={dow.onChange}
                />
              )}
            />
            <TextField
              id={`time-${i}-start`}
              type="time"
              label={t.run.startTime}
              error={errors.classTimes?.[i]?.startTime?.message}
              {...register(`classTimes.${i}.startTime`)}
            />
            <TextField
              id={`time-${i}-end`}
              type="time"
              label={t.run.endTime}
              error={errors.classTimes?.[i]?.endTime?.message}
              {...register(`classTimes.${i}.endTime`)}
            />
            {classTimes.fields.length > 1 && (
              <button type="button" className={`${textButton} justify-self-start`} onClick={() => classTimes.remove(i)}>
                {t.run.removeClassTime}
              </button>
            )}
          </div>
        ))}
        <button type="button" className={secondaryButton} onClick={() => classTimes.append(newClassTime)}>
          {t.run.addClassTime}
        </button>
      </fieldset>
      <PlacesAndAgesFields prefix="run" labels={t.run} register={register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="run-price-session"
          inputMode="decimal"
          label={t.run.pricePerSession}
          error={errors.pricePerSession?.message}
          {...register('pricePerSession')}
        />
        <TextField
          id="run-price-term"
          inputMode="decimal"
          label={t.run.pricePerTerm}
          error={errors.pricePerTerm?.message}
          {...register('pricePerTerm')}
        />
      </div>
      <Controller
        control={control}
        name="trial"
        render={({ field }) => (
          <CheckboxField id="run-trial" label={t.run.trial} checked={field.value} onChange={field.onChange} />
        )}
      />
      {trial && (
        <TextField
          id="run-trial-price"
          inputMode="decimal"
          label={t.run.trialPrice}
          error={errors.trialPrice?.message}
          {...register('trialPrice')}
        />
      )}
      <RunPlanFields control={control} register={register} errors={errors} />
      <InviteOnlyField id="run-invite-only" control={control} />
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={t.saving}>
          {t.save}
        </SpinnerButton>
        <Link className={textButton} to={clubPages.scheduleAdmin.path}>
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}

import type { AdminVenue, CampBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { dayKeys, fieldMessage } from '@clubroom/domain/rules';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { secondaryButton, textButton } from '../../ui/buttons';
import { CheckboxField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { InviteOnlyField, PlacesAndAgesFields } from '../admin-schedule/shared-fields';
import { useSaveProblem } from '../admin-schedule/use-save-problem';
import { VenueChoiceField } from '../venues/venue-choice-field';
import {
  campBodyOf,
  detailsFields,
  detailsProblems,
  formFieldOf,
  nextWeek,
  type CampFormValues,
} from './camp-form-values';

const t = messages.adminCamps.form;
const words = messages.adminSchedule;
export type CampFormStep = 'details' | 'weeks';

/**
 * A camp in two steps: its details (name, venue picked or added, description, ages, places, prices,
 * daily times), then its weeks (label, Monday, the weekdays it runs). Numbers are checked here; the
 * rest by the server, whose answer names each field, shown beside it (on its step).
 */
export function CampForm({
  initial,
  venues,
  today,
  step,
  onStep,
  submitLabel,
  onSubmit,
}: {
  initial: CampFormValues;
  venues: AdminVenue[];
  today: string;
  step: CampFormStep;
  onStep: (step: CampFormStep) => void;
  submitLabel: string;
  onSubmit: (body: CampBody) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CampFormValues>({ defaultValues: initial });
  const weeks = useFieldArray({ control, name: 'weeks' });
  const weekValues = useWatch({ control, name: 'weeks' });
  const showErrors = (fields: Record<string, string>) => {
    const named = Object.entries(fields).map(([field, message]) => [formFieldOf(field), message] as const);
    for (const [field, message] of named) setError(field as Path<CampFormValues>, { message });
    if (named.some(([field]) => detailsFields.has(field))) onStep('details');
  };

  const { problem, save } = useSaveProblem(showErrors);

  /** The weeks come once the details are right: what is wrong shows beside each field, and the step stays. */
  const toWeeks = () => {
    clearErrors();
    const problems = detailsProblems(getValues());
    if (Object.keys(problems).length > 0) return showErrors(problems);
    onStep('weeks');
  };

  const submit = handleSubmit(async (values) => {
    // Enter on the details step goes on to the weeks, as its button does.
    if (step === 'details') return toWeeks();
    await save(async () => {
      const checked = campBodyOf(values);
      if ('errors' in checked) return showErrors(checked.errors);
      await onSubmit(checked.body);
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={submitLabel}>
      <ol className="flex gap-4 text-sm">
        {(['details', 'weeks'] as const).map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'font-bold' : ''}>
            {i + 1}. {t.steps[s]}
          </li>
        ))}
      </ol>
      {problem && <FormAlert>{problem}</FormAlert>}
      {step === 'details' ? (
        <>
          <TextField id="camp-name" label={t.className} error={errors.className?.message} {...register('className')} />
          <VenueChoiceField id="camp-venue" control={control} register={register} errors={errors} venues={venues} />
          <div className="flex flex-col gap-1">
            <label htmlFor="camp-description" className="text-sm font-medium">
              {t.description}
            </label>
            <textarea
              id="camp-description"
              rows={4}
              className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
              aria-invalid={errors.description ? true : undefined}
              {...register('description')}
            />
            {errors.description?.message && (
              <p className="text-sm text-red-700">{fieldMessage(t.description, errors.description.message)}</p>
            )}
          </div>
          <PlacesAndAgesFields prefix="camp" labels={t} register={register} errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="camp-week-price"
              inputMode="decimal"
              label={t.weekPrice}
              error={errors.weekPrice?.message}
              {...register('weekPrice')}
            />
            <TextField
              id="camp-day-price"
              inputMode="decimal"
              label={t.dayPrice}
              error={errors.dayPrice?.message}
              {...register('dayPrice')}
            />
            <TextField
              id="camp-start"
              type="time"
              label={t.startTime}
              error={errors.startTime?.message}
              {...register('startTime')}
            />
            <TextField
              id="camp-end"
              type="time"
              label={t.endTime}
              error={errors.endTime?.message}
              {...register('endTime')}
            />
          </div>
          <InviteOnlyField id="camp-invite-only" control={control} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="button" className={secondaryButton} onClick={toWeeks}>
              {t.next}
            </button>
            <Link className={textButton} to={clubPages.scheduleAdmin.path}>
              {words.cancel}
            </Link>
          </div>
        </>
      ) : (
        <>
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold">{t.weeks}</legend>
            <p className="text-sm text-gray-700">{t.weeksHint}</p>
            {errors.weeks?.message && <p className="text-sm text-red-700">{errors.weeks.message}</p>}
            {weeks.fields.map((field, i) => (
              <div key={field.id} className="space-y-3 rounded-md border border-gray-300 p-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={`week-${i}-name`}
                    label={t.weekLabel}
                    error={errors.weeks?.[i]?.name?.message}
                    {...register(`weeks.${i}.name`)}
                  />
                  <TextField
                    id={`week-${i}-start`}
                    type="date"
                    label={t.weekStart}
                    error={errors.weeks?.[i]?.startDate?.message}
                    {...register(`weeks.${i}.startDate`)}
                  />
                </div>
                <div className="flex flex-wrap gap-4" role="group" aria-label={`${weekValues[i]?.name ?? ''} days`}>
                  {dayKeys.slice(0, 5).map((day, d) => (
                    <Controller
                      key={day.key}
                      control={control}
                      name={`weeks.${i}.runs.${d}`}
                      render={({ field: runs }) => (
                        <CheckboxField
                          id={`week-${i}-${day.key}`}
                          label={day.short}
                          checked={runs.value}
                          onChange={runs.onChange}
                        />
                      )}
                    />
                  ))}
                </div>
                {errors.weeks?.[i]?.runs?.message && (
                  <p className="text-sm text-red-700">{errors.weeks[i].runs.message}</p>
                )}
                {weeks.fields.length > 1 && (
                  <button type="button" className={textButton} onClick={() => weeks.remove(i)}>
                    {t.removeWeek}
                  </button>
                )}
              </div>
            ))}
            <button type="button" className={secondaryButton} onClick={() => weeks.append(nextWeek(weekValues, today))}>
              {t.addWeek}
            </button>
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={words.saving}>
              {words.save}
            </SpinnerButton>
            <button type="button" className={textButton} onClick={() => onStep('details')}>
              {t.back}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

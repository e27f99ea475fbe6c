import type { TrophyBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useForm, type Path } from 'react-hook-form';
import { textButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { useSaveProblem } from '../admin-schedule/use-save-problem';

const t = messages.trophies;

/** A trophy as the form holds it: the colour as the colour input gives it ('#rrggbb'), the order as typed. */
export interface TrophyFormValues {
  activity: string;
  name: string;
  position: string;
  colour: string;
}

export const trophyFormValues = (trophy: TrophyBody): TrophyFormValues => ({
  ...trophy,
  position: String(trophy.position),
  colour: `#${trophy.colour}`,
});

const bodyOf = (values: TrophyFormValues): TrophyBody => ({
  activity: values.activity,
  name: values.name,
  position: Number(values.position),
  colour: values.colour.replace('#', '').toLowerCase(),
});

/** A trophy's class, name, order and colour; the server checks them and names each field it refuses. */
export function TrophyForm({
  idPrefix,
  activities,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  activities: string[];
  initial: TrophyFormValues;
  submitLabel: string;
  onSubmit: (body: TrophyBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TrophyFormValues>({ defaultValues: initial });
  const { problem, save } = useSaveProblem((fields) => {
    for (const [field, message] of Object.entries(fields)) setError(field as Path<TrophyFormValues>, { message });
  }, t.saveFailed);
  const submit = handleSubmit((values) =>
    save(async () => {
      await onSubmit(bodyOf(values));
      reset({ ...initial, activity: values.activity, position: String(Number(values.position) + 1) });
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={submitLabel}>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-activity`} className="text-sm font-medium">
            {t.activity}
          </label>
          <select
            id={`${idPrefix}-activity`}
            className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
            {...register('activity')}
          >
            {activities.map((activity) => (
              <option key={activity} value={activity}>
                {activity}
              </option>
            ))}
          </select>
        </div>
        <TextField id={`${idPrefix}-name`} label={t.name} error={errors.name?.message} {...register('name')} />
        <TextField
          id={`${idPrefix}-position`}
          label={t.position}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          error={errors.position?.message}
          {...register('position')}
        />
        <TextField
          id={`${idPrefix}-colour`}
          label={t.colour}
          type="color"
          className="h-11 w-24 rounded-md border border-gray-400"
          error={errors.colour?.message}
          {...register('colour')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={t.save}>
          {submitLabel}
        </SpinnerButton>
        {onCancel && (
          <button type="button" className={textButton} onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

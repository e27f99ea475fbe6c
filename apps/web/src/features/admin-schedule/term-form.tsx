import type { TermBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { secondaryButton, textButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { useSaveProblem } from './use-save-problem';

const t = messages.adminSchedule;

/**
 * A term's name, dates and breaks. The server checks them (the last day after the first, breaks
 * inside the term and apart) and its answer names each field, shown beside it.
 */
export function TermForm({
  initial,
  submitLabel,
  actionLabel = t.save,
  onSubmit,
}: {
  initial: TermBody;
  submitLabel: string;
  /** The submit button's words ('Save' unless told). */
  actionLabel?: string;
  onSubmit: (body: TermBody) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TermBody>({ defaultValues: initial });
  const breaks = useFieldArray({ control, name: 'breaks' });

  const { problem, save } = useSaveProblem((fields) => {
    for (const [field, message] of Object.entries(fields)) setError(field as Path<TermBody>, { message });
  });

  const submit = handleSubmit((values) => save(() => onSubmit(values)));

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={submitLabel}>
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField id="term-name" label={t.term.name} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="term-start"
          type="date"
          label={t.term.startDate}
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          id="term-end"
          type="date"
          label={t.term.endDate}
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t.term.breaks}</legend>
        {breaks.fields.map((field, i) => (
          <div key={field.id} className="grid gap-3 rounded-md border border-gray-300 p-3 sm:grid-cols-3">
            <TextField
              id={`break-${i}-name`}
              label={t.term.breakName}
              error={errors.breaks?.[i]?.name?.message}
              {...register(`breaks.${i}.name`)}
            />
            <TextField
              id={`break-${i}-from`}
              type="date"
              label={t.term.breakFrom}
              error={errors.breaks?.[i]?.from?.message}
              {...register(`breaks.${i}.from`)}
            />
            <TextField
              id={`break-${i}-to`}
              type="date"
              label={t.term.breakTo}
              error={errors.breaks?.[i]?.to?.message}
              {...register(`breaks.${i}.to`)}
            />
            <button type="button" className={`${textButton} justify-self-start`} onClick={() => breaks.remove(i)}>
              {t.term.removeBreak}
            </button>
          </div>
        ))}
        <button type="button" className={secondaryButton} onClick={() => breaks.append({ name: '', from: '', to: '' })}>
          {t.term.addBreak}
        </button>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={t.saving}>
          {actionLabel}
        </SpinnerButton>
        <Link className={textButton} to={clubPages.scheduleAdmin.path}>
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}

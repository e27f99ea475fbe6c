import type { VenueBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useForm, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { textButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { useSaveProblem } from '../admin-schedule/use-save-problem';
import { VenueFields, type VenueFieldValues } from './venue-fields';

const t = messages.venues;

/** A venue's name, address, postcode and notes; the server checks them and names each field it refuses. */
export function VenueForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: VenueFieldValues;
  submitLabel: string;
  onSubmit: (body: VenueBody) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VenueFieldValues>({ defaultValues: initial });
  const { problem, save } = useSaveProblem((fields) => {
    for (const [field, message] of Object.entries(fields)) setError(field as Path<VenueFieldValues>, { message });
  }, t.saveFailed);
  const submit = handleSubmit((values) => save(() => onSubmit(values)));
  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={submitLabel}>
      {problem && <FormAlert>{problem}</FormAlert>}
      <VenueFields idPrefix="venue" prefix="" register={register} errors={errors} />
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" loading={isSubmitting} loadingLabel={t.saving}>
          {t.save}
        </SpinnerButton>
        <Link className={textButton} to={clubPages.venues.path}>
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}

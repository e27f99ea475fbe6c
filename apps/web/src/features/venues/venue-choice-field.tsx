import type { AdminVenue } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { SelectField } from '../../ui/fields';
import { NEW_VENUE, type VenueChoiceValues } from './venue-choice-values';
import { VenueFields } from './venue-fields';

const t = messages.venues.choice;

/**
 * A class's or camp's venue: one of the club's (name and postcode), or "A new venue…" with its
 * fields, added with the class or camp when it is saved. The one chooser both forms use.
 */
export function VenueChoiceField<T extends FieldValues & VenueChoiceValues>({
  id,
  control,
  register,
  errors,
  venues,
}: {
  id: string;
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<VenueChoiceValues>;
  venues: AdminVenue[];
}) {
  const venueId = useWatch({ control, name: 'venueId' as Path<T> }) as string;
  return (
    <div className="space-y-3">
      <Controller
        control={control}
        name={'venueId' as Path<T>}
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <SelectField
              id={id}
              label={t.label}
              value={field.value}
              options={[
                ...(field.value === '' ? [{ value: '', label: t.chooseOne, disabled: true }] : []),
                ...venues.map((v) => ({ value: String(v.venueId), label: `${v.name} (${v.postcode})` })),
                { value: NEW_VENUE, label: t.newVenue },
              ]}
              onChange={field.onChange}
            />
            {errors.venueId && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {errors.venueId.message}
              </p>
            )}
          </div>
        )}
      />
      {venueId === NEW_VENUE && (
        <fieldset className="space-y-3 rounded-md border border-gray-300 p-3">
          <legend className="px-1 text-sm font-semibold">{t.newVenue}</legend>
          <VenueFields idPrefix={`${id}-new`} prefix="newVenue." register={register} errors={errors.newVenue} />
        </fieldset>
      )}
    </div>
  );
}

import type { AdminVenue } from '@clubroom/domain/api';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from '../../ui/fields';

/** The club's venues to choose from (name and postcode), and any `more` choices after them (a new venue). */
export function VenueField<T extends FieldValues & { venueId: string }>({
  control,
  id,
  label,
  venues,
  more = [],
}: {
  control: Control<T>;
  id: string;
  label: string;
  venues: AdminVenue[];
  more?: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={'venueId' as Path<T>}
      render={({ field, fieldState }) => (
        <div>
          <SelectField
            id={id}
            label={label}
            value={field.value}
            options={[
              ...venues.map((v) => ({ value: String(v.venueId), label: `${v.name} (${v.postcode})` })),
              ...more,
            ]}
            onChange={field.onChange}
          />
          {fieldState.error && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
        </div>
      )}
    />
  );
}

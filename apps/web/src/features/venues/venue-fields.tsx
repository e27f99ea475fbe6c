import { messages } from '@clubroom/domain/messages';
import { fieldMessage } from '@clubroom/domain/rules';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/fields';

const t = messages.venues;

/** The venue's fields as forms hold them: a venue form's own, or a class's or camp's "A new venue…". */
export interface VenueFieldValues {
  name: string;
  address: string;
  postcode: string;
  notes: string;
}

export const emptyVenue: VenueFieldValues = { name: '', address: '', postcode: '', notes: '' };

/**
 * A venue's name, address, postcode and notes: the venue form's fields, and a class's or camp's new
 * venue (under `prefix`, as `newVenue.`), so both ask the same way.
 */
export function VenueFields<T extends FieldValues>({
  idPrefix,
  prefix,
  register,
  errors,
}: {
  idPrefix: string;
  /** Where the form holds the venue's fields: '' (the venue form) or 'newVenue.' (a class's or camp's). */
  prefix: '' | 'newVenue.';
  register: UseFormRegister<T>;
  errors: FieldErrors<VenueFieldValues> | undefined;
}) {
  const field = (name: keyof VenueFieldValues) => register(`${prefix}${name}` as Path<T>);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${idPrefix}-name`} label={t.name} error={errors?.name?.message} {...field('name')} />
      <TextField
        id={`${idPrefix}-postcode`}
        label={t.postcode}
        autoComplete="postal-code"
        error={errors?.postcode?.message}
        {...field('postcode')}
      />
      <div className="sm:col-span-2">
        <TextField
          id={`${idPrefix}-address`}
          label={t.address}
          error={errors?.address?.message}
          {...field('address')}
        />
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`${idPrefix}-notes`} className="text-sm font-medium">
          {t.notes}
        </label>
        <textarea
          id={`${idPrefix}-notes`}
          rows={3}
          className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
          aria-invalid={errors?.notes ? true : undefined}
          {...field('notes')}
        />
        {errors?.notes?.message && (
          <p className="text-sm text-red-700">{fieldMessage(t.notes, errors.notes.message)}</p>
        )}
      </div>
    </div>
  );
}

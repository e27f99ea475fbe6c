import { messages } from '@clubroom/domain/messages';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { TextField } from '../../ui/fields';
import { SwitchField } from '../../ui/switch-field';

/** The fields a run's and a camp's forms share, as each form holds them. */
export interface SharedFieldValues {
  capacity: string;
  ageFrom: string;
  ageTo: string;
  inviteOnly: boolean;
}

const t = messages.adminSchedule.run;

/** Places and the age limits (months), in a row of three: `prefix` names their ids (`run-capacity`…). */
export function PlacesAndAgesFields<T extends FieldValues & SharedFieldValues>({
  prefix,
  labels,
  register,
  errors,
}: {
  prefix: string;
  labels: { capacity: string; ageFrom: string; ageTo: string };
  register: UseFormRegister<T>;
  errors: FieldErrors<SharedFieldValues>;
}) {
  const fields = [
    ['capacity', 'capacity'],
    ['ageFrom', 'age-from'],
    ['ageTo', 'age-to'],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {fields.map(([name, id]) => (
        <TextField
          key={name}
          id={`${prefix}-${id}`}
          inputMode="numeric"
          label={labels[name]}
          error={errors[name]?.message}
          {...register(name as Path<T>)}
        />
      ))}
    </div>
  );
}

/** Whether the run or camp is invite only: left off the public schedule, shown to the families invited. */
export function InviteOnlyField<T extends FieldValues & SharedFieldValues>({
  id,
  control,
}: {
  id: string;
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'inviteOnly' as Path<T>}
      render={({ field }) => (
        <SwitchField
          id={id}
          label={t.inviteOnly}
          hint={t.inviteOnlyHint}
          checked={field.value as boolean}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

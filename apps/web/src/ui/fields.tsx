import { fieldMessage } from '@clubroom/domain/rules';
import type { ReactNode } from 'react';

const control = 'w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  id,
  label,
  hint,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  options: Option[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      <select
        id={id}
        className={control}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type CheckboxProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  ref?: React.Ref<HTMLInputElement>;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'checked' | 'onChange'>;

/** A checkbox with its label (and an error under it when one is given); `name`/`value` make it post in a plain form. */
export function CheckboxField({ id, label, checked, onChange, error, ...input }: CheckboxProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {typeof label === 'string' ? fieldMessage(label, error) : error}
        </p>
      )}
    </div>
  );
}

/** A question answered by one of a few radio buttons (a fieldset with its legend). */
export function RadioGroupField({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: string | null;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((o) => (
        <div key={o.value} className="flex items-center gap-2">
          <input
            id={`${name}-${o.value}`}
            type="radio"
            name={name}
            value={o.value}
            className="h-5 w-5 accent-primary"
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <label htmlFor={`${name}-${o.value}`} className="text-sm">
            {o.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * A labelled input with an optional hint and error (a predicate such as 'is required' is shown after
 * the label: 'Phone is required'); `ref` passes through (react-hook-form's `register`).
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  ref?: React.Ref<HTMLInputElement>;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`${control} ${error ? 'border-red-700' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  );
}

import { fieldMessage } from '@clubroom/domain/rules';

/** A labelled text area with an optional error (after the label when a predicate: 'Notes must be at most 1000 characters'); `ref` passes through (react-hook-form's `register`). */
export function TextAreaField({
  id,
  label,
  error,
  ...textarea
}: {
  id: string;
  label: string;
  error?: string | null;
  ref?: React.Ref<HTMLTextAreaElement>;
} & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={`w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base ${error ? 'border-red-700' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  );
}

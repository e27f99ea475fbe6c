import { messages } from '@clubroom/domain/messages';

const t = messages.family;

/**
 * The club's photo and video question (spec): the required select `photoPermission`, its first
 * option 'Please select', with the consent wording as its label.
 */
export function PhotoPermissionSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {messages.permissions.photoQuestion}
      </label>
      <select
        id={id}
        name="photoPermission"
        required
        className={`w-full rounded-md border bg-white px-3 py-2 text-base sm:max-w-xs ${error ? 'border-red-700' : 'border-gray-400'}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{messages.permissions.pleaseSelect}</option>
        <option value="1">{t.photoPermissionYes}</option>
        <option value="0">{t.photoPermissionNo}</option>
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import * as Switch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';

/** An on/off setting (Radix switch, role="switch") with its label and an optional hint. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-gray-600 bg-gray-200 transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-gray-700 shadow transition-transform data-[state=checked]:translate-x-[1.35rem] data-[state=checked]:bg-white" />
      </Switch.Root>
    </div>
  );
}

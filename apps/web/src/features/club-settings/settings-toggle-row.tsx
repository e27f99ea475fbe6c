import { messages } from '@clubroom/domain/messages';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectField, TextField, type Option } from '../../ui/fields';
import { SwitchField } from '../../ui/switch-field';

/** What a toggle row shows under its switch while it is on (spec §2 "Settings toggle rows"). */
export type SubInput =
  | { kind: 'switch'; id: string; label: string; hint?: string; checked: boolean; onChange: (on: boolean) => void }
  | { kind: 'text'; id: string; label: string; value: string; onChange: (value: string) => void }
  | { kind: 'select'; id: string; label: string; value: string; options: Option[]; onChange: (value: string) => void };

function SubInputField({ input, disabled }: { input: SubInput; disabled?: boolean }) {
  switch (input.kind) {
    case 'switch':
      return (
        <SwitchField
          id={input.id}
          label={input.label}
          hint={input.hint}
          checked={input.checked}
          disabled={disabled}
          onCheckedChange={input.onChange}
        />
      );
    case 'text':
      return (
        <TextField
          id={input.id}
          label={input.label}
          value={input.value}
          disabled={disabled}
          onChange={(e) => input.onChange(e.target.value)}
        />
      );
    case 'select':
      return (
        <SelectField
          id={input.id}
          label={input.label}
          value={input.value}
          options={input.options}
          onChange={input.onChange}
        />
      );
  }
}

/**
 * A settings row: an on/off switch with its label and hint, and, while on, its sub-inputs (a switch, a text or a
 * select). `lockedOn`: a feature that cannot be switched off once on (SMS, Absorb) shows a tick badge instead.
 */
export function SettingsToggleRow({
  id,
  label,
  hint,
  checked,
  lockedOn,
  pending,
  subInputs = [],
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  lockedOn?: boolean;
  pending?: boolean;
  subInputs?: SubInput[];
  onCheckedChange: (on: boolean) => void;
}) {
  return (
    <li className="flex flex-col gap-3 border-b border-gray-200 py-4 last:border-b-0" data-testid={`setting-${id}`}>
      {lockedOn && checked ? (
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-medium">{label}</p>
            {hint && <p className="text-sm text-gray-700">{hint}</p>}
          </div>
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-medium text-green-900"
            aria-label={messages.fees.healthCheck.onBadge(label)}
            role="img"
          >
            <Check aria-hidden="true" className="h-4 w-4" /> {messages.fees.healthCheck.on}
          </span>
        </div>
      ) : (
        <SwitchField
          id={id}
          label={label}
          hint={hint}
          checked={checked}
          disabled={pending}
          onCheckedChange={onCheckedChange}
        />
      )}
      {checked && subInputs.length > 0 && (
        <div className="ml-4 flex flex-col gap-3 border-l-2 border-gray-200 pl-4">
          {subInputs.map((input) => (
            <SubInputField key={input.id} input={input} disabled={pending} />
          ))}
        </div>
      )}
    </li>
  );
}

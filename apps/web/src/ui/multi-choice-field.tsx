import { useEffect, useRef, useState } from 'react';
import { CheckboxField } from './fields';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** Used when several are chosen ('Mon, Tue'); the label otherwise. */
  short?: string;
  disabled?: boolean;
}

/** 'Any day', 'Monday', or 'Mon, Tue': what the closed control says is chosen. */
function summaryOf<V extends string>(choices: Choice<V>[], chosen: V[], anyLabel: string): string {
  const picked = choices.filter((c) => chosen.includes(c.value));
  if (picked.length === 0) return anyLabel;
  if (picked.length === 1) return picked[0].label;
  return picked.map((c) => c.short ?? c.label).join(', ');
}

/**
 * Several of a few choices (days, times of day): a button saying what is chosen that opens a group
 * of checkboxes below it. Escape closes it and returns focus to the button; so do a click or Tab
 * outside it. A chosen value stays ticked, and can be unticked, even when its choice is disabled.
 * `onChange` gets the values in the choices' order.
 */
export function MultiChoiceField<V extends string>({
  id,
  label,
  anyLabel,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  choices: Choice<V>[];
  value: V[];
  onChange: (value: V[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root.current?.contains(target));
    const onPointerDown = (e: PointerEvent) => outside(e.target) && setOpen(false);
    const onFocusIn = (e: FocusEvent) => outside(e.target) && setOpen(false);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = (choice: V, checked: boolean) =>
    onChange(choices.map((c) => c.value).filter((v) => (v === choice ? checked : value.includes(v))));

  return (
    <div ref={root} className="relative flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <button
        ref={button}
        id={id}
        type="button"
        aria-labelledby={`${id}-label ${id}`}
        aria-expanded={open}
        aria-controls={`${id}-choices`}
        className="flex w-full items-center justify-between gap-2 rounded-md border border-gray-400 bg-white px-3 py-2 text-left text-base"
        onClick={() => setOpen(!open)}
      >
        <span className="truncate">{summaryOf(choices, value, anyLabel)}</span>
        {/* A chevron drawn here: the icon library would add 1.7 KB to the schedule's first download. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="shrink-0">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <fieldset
        id={`${id}-choices`}
        hidden={!open}
        className="absolute left-0 right-0 top-full z-20 mt-1 flex flex-col gap-2 rounded-md border border-gray-300 bg-white p-3 shadow-lg"
      >
        <legend className="sr-only">{label}</legend>
        {choices.map((c) => {
          const checked = value.includes(c.value);
          return (
            <CheckboxField
              key={c.value}
              id={`${id}-${c.value}`}
              label={c.label}
              checked={checked}
              disabled={c.disabled && !checked}
              onChange={(on) => toggle(c.value, on)}
            />
          );
        })}
      </fieldset>
    </div>
  );
}

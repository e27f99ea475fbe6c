import { messages } from '@clubroom/domain/messages';
import { useRef, useState, type RefObject } from 'react';
import { TextField } from '../../ui/fields';
import type { CardCollector, CardField, CardFieldOptions } from './card-collector';
import { CardFieldMount } from './card-field-mount';

const t = messages.paymentPages;

/** 'Name on card' as both card forms keep it: what is typed, its error, and the check before sending. */
export function useNameOnCard() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  return {
    name,
    input,
    /** What the field shows and does (CardDetailsFields' name props). */
    fieldProps: {
      name,
      nameError: error,
      onName: (typed: string) => {
        setName(typed);
        setError(null);
      },
    },
    /** Whether a name is there; if not, the field says 'Please fill in the Name on card' and takes the focus. */
    filled(): boolean {
      if (name.trim()) return true;
      setError(t.nameOnCardRequired);
      input.current?.focus();
      return false;
    },
  };
}

/**
 * 'Name on card' and the collector's card field with its red card-errors area: the one-off form's
 * and Add New Payment Method's. The card field's options must name `card-details-label` and
 * `card-errors` (its label and error area here).
 */
export function CardDetailsFields({
  collector,
  cardOptions,
  field,
  nameInput,
  name,
  nameError,
  onName,
  cardError,
  busy,
}: ReturnType<typeof useNameOnCard>['fieldProps'] & {
  collector: CardCollector;
  cardOptions: CardFieldOptions;
  field: RefObject<CardField | null>;
  nameInput: RefObject<HTMLInputElement | null>;
  cardError: string | null;
  busy: boolean;
}) {
  return (
    <>
      <TextField
        id="name-on-card"
        ref={nameInput}
        label={t.nameOnCard}
        autoComplete="cc-name"
        value={name}
        error={nameError}
        onChange={(e) => onName(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <span id="card-details-label" className="text-sm font-medium">
          {t.cardDetails}
        </span>
        <CardFieldMount collector={collector} options={cardOptions} disabled={busy} fieldRef={field} />
        <p id="card-errors" role="alert" className="min-h-5 text-sm text-red-700">
          {cardError}
        </p>
      </div>
    </>
  );
}

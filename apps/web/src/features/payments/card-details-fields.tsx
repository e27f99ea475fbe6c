import { messages } from '@clubroom/domain/messages';
import type { RefObject } from 'react';
import { TextField } from '../../ui/fields';
import type { CardCollector, CardField, CardFieldOptions } from './card-collector';
import { CardFieldMount } from './card-field-mount';

const t = messages.paymentPages;

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
}: {
  collector: CardCollector;
  cardOptions: CardFieldOptions;
  field: RefObject<CardField | null>;
  nameInput: RefObject<HTMLInputElement | null>;
  name: string;
  nameError: string | null;
  /** The name typed: the caller clears its error. */
  onName: (name: string) => void;
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

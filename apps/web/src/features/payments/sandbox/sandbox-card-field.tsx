import { messages } from '@clubroom/domain/messages';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CardFieldOptions } from '../card-collector';
import {
  cardBrandOf,
  checkCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isWholeNumber,
  type CardInput,
  type CardPart,
} from './card-rules';

const t = messages.paymentPages.cardField;
const input = 'min-w-0 bg-transparent py-2 outline-none placeholder:text-gray-500 disabled:text-gray-500';

/**
 * The sandbox's card field, in one bordered box like Stripe's card Element: number, MM / YY and
 * CVC (no postal code), each checked as typed, the brand shown once known. What is typed goes to
 * `onInput`, for the collector to send to the sandbox; the page hears only complete and the error.
 */
export function SandboxCardField({
  options,
  disabled,
  onInput,
}: {
  options: CardFieldOptions;
  disabled: boolean;
  onInput: (card: CardInput) => void;
}) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [left, setLeft] = useState<ReadonlySet<CardPart>>(new Set());
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const { complete, error, errorPart } = checkCard(card, left, new Date());
  const brand = cardBrandOf(card.number);
  const { onChange } = options;

  useEffect(() => onInput(card), [card, onInput]);
  useEffect(() => onChange({ complete, error }), [complete, error, onChange]);

  const edit = (part: CardPart, value: string, next?: HTMLInputElement | null, done?: boolean) => {
    setCard((current) => ({ ...current, [part]: value }));
    if (done) next?.focus();
  };
  const leave = (part: CardPart) => setLeft((parts) => new Set(parts).add(part));
  const invalid = (part: CardPart) => (errorPart === part ? true : undefined);
  const common = {
    disabled,
    'aria-describedby': options.describedBy,
    onFocus: options.onFocus,
    inputMode: 'numeric' as const,
  };

  return (
    <div
      role="group"
      aria-labelledby={options.labelledBy}
      data-testid="sandbox-card-field"
      className={`flex items-center gap-2 rounded-md border bg-white px-3 text-base focus-within:ring-2 focus-within:ring-primary ${error ? 'border-red-700' : 'border-gray-400'}`}
    >
      {brand === 'unknown' ? (
        <CreditCard aria-hidden="true" className="h-5 w-5 shrink-0 text-gray-600" />
      ) : (
        <span className="shrink-0 text-xs font-semibold uppercase text-gray-600">{brand}</span>
      )}
      <input
        {...common}
        aria-label={t.number}
        aria-invalid={invalid('number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className={`${input} flex-1`}
        value={card.number}
        onChange={(e) => {
          const number = formatCardNumber(e.target.value);
          edit('number', number, expiryRef.current, isWholeNumber(number));
        }}
        onBlur={() => leave('number')}
      />
      <input
        {...common}
        ref={expiryRef}
        aria-label={t.expiry}
        aria-invalid={invalid('expiry')}
        autoComplete="cc-exp"
        placeholder="MM / YY"
        className={`${input} w-16`}
        value={card.expiry}
        onChange={(e) => {
          const expiry = formatExpiry(e.target.value);
          edit('expiry', expiry, cvcRef.current, expiry.length === 7);
        }}
        onBlur={() => leave('expiry')}
      />
      <input
        {...common}
        ref={cvcRef}
        aria-label={t.cvc}
        aria-invalid={invalid('cvc')}
        autoComplete="cc-csc"
        placeholder="CVC"
        className={`${input} w-10`}
        value={card.cvc}
        onChange={(e) => edit('cvc', formatCvc(e.target.value, card.number))}
        onBlur={() => leave('cvc')}
      />
    </div>
  );
}

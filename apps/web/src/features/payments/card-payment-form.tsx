import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { primaryButton } from '../../ui/buttons';
import { CheckboxField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import type { CardCollector, CardField, CardFieldOptions } from './card-collector';
import { CardDetailsFields, useNameOnCard } from './card-details-fields';
import { payByCard, type CardSource } from './payment-steps';
import { NEW_CARD, SavedCardOptions } from './saved-card-options';
import type { usePayment } from './use-payment';

const t = messages.paymentPages;

/**
 * The card form (spec §2's one-off form and the basket's card flow in one): a saved card or a new
 * one (name on card, the collector's card field, remember it: shown only once 'New card' is chosen),
 * and 'Pay £12.50'. Pay waits until
 * the card is complete; while paying, everything is disabled and the button shows it is working.
 */
export function CardPaymentForm({
  order,
  collector,
  payment,
}: {
  order: PaymentOrder;
  collector: CardCollector;
  payment: ReturnType<typeof usePayment>;
}) {
  // With subscription bookings the card is kept for the renewals, whatever the parent would choose (spec §5).
  const alwaysRemember = order.hasSubscriptionBookings === '1';
  const [source, setSource] = useState(order.savedCards[0]?.id ?? NEW_CARD);
  const nameOnCard = useNameOnCard();
  const [cardState, setCardState] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });
  const [remember, setRemember] = useState(false);
  const field = useRef<CardField | null>(null);
  const { busy, failure, run } = payment;
  const newCard = source === NEW_CARD;
  const cardError = cardState.error ?? (failure?.onCardField ? failure.message : null);
  const cardOptions = useMemo<CardFieldOptions>(
    () => ({
      onChange: setCardState,
      onFocus: () => setSource(NEW_CARD),
      labelledBy: 'card-details-label',
      describedBy: 'card-errors',
    }),
    [],
  );

  /** The source to pay with, or null when the new card's name is missing (the field then says so). */
  const sourceToPay = (): CardSource | null => {
    if (!newCard) return { kind: 'saved', paymentMethodId: source };
    if (!nameOnCard.filled()) return null;
    return field.current && { kind: 'new', card: field.current, name: nameOnCard.name, remember };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = sourceToPay();
    if (from) run(() => payByCard(collector, order, from, alwaysRemember));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t.cardDetails}>
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        {order.savedCards.length > 0 && (
          <SavedCardOptions cards={order.savedCards} value={source} onChange={setSource} />
        )}
        {/* Kept mounted (the card field is the collector's), shown only for a new card. */}
        <div hidden={!newCard} className="space-y-4">
          <CardDetailsFields
            collector={collector}
            cardOptions={cardOptions}
            field={field}
            nameInput={nameOnCard.input}
            {...nameOnCard.fieldProps}
            cardError={cardError}
            busy={busy}
          />
          {!alwaysRemember && (
            <CheckboxField id="remember-card" label={t.rememberCard} checked={remember} onChange={setRemember} />
          )}
        </div>
        {failure && !failure.onCardField && <FormAlert>{failure.message}</FormAlert>}
        <SpinnerButton
          type="submit"
          className={`${primaryButton} w-full`}
          loading={busy}
          loadingLabel={t.paying}
          disabled={newCard && !cardState.complete}
        >
          {t.pay(formatMoney(order.total, currencySymbolFor(order.currency)))}
        </SpinnerButton>
      </fieldset>
    </form>
  );
}

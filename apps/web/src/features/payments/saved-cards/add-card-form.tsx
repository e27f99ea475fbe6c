import type { SavedCard, SavedCardsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '../../../ui/buttons';
import { Loading } from '../../../ui/loading';
import { SpinnerButton } from '../../../ui/spinner-button';
import type { CardCollector, CardField, CardFieldOptions } from '../card-collector';
import { CardDetailsFields, useNameOnCard } from '../card-details-fields';
import { paymentErrorMessage } from '../payment-error';
import { useCardCollector } from '../use-card-collector';
import { saveCard } from './save-card';

const t = messages.savedCards;
const pay = messages.paymentPages;

interface Props {
  onSaved: (card: SavedCard) => void;
  onCancel: () => void;
}

/** Spec §2 "Add New Payment Method": name on card, the collector's card field, Cancel / Save. */
function CardForm({ collector, onSaved, onCancel }: Props & { collector: CardCollector }) {
  const nameOnCard = useNameOnCard();
  const [card, setCard] = useState<{ complete: boolean; error: string | null }>({ complete: false, error: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<CardField | null>(null);
  const cardOptions = useMemo<CardFieldOptions>(
    () => ({ onChange: setCard, labelledBy: 'card-details-label', describedBy: 'card-errors' }),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !field.current || !nameOnCard.filled()) return;
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await saveCard(collector, field.current, nameOnCard.name));
    } catch (err) {
      setFailure(paymentErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t.addTitle}
      className="space-y-4 rounded-lg border border-gray-200 p-4"
    >
      <h2 className="text-xl font-bold">{t.addTitle}</h2>
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <CardDetailsFields
          collector={collector}
          cardOptions={cardOptions}
          field={field}
          nameInput={nameOnCard.input}
          {...nameOnCard.fieldProps}
          cardError={card.error ?? failure}
          busy={busy}
        />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t.cancel}
          </button>
          <SpinnerButton
            type="submit"
            className={primaryButton}
            loading={busy}
            loadingLabel={t.saving}
            disabled={!card.complete}
          >
            {t.save}
          </SpinnerButton>
        </div>
      </fieldset>
    </form>
  );
}

/** The card form once the provider's card collector has loaded (it is only in this page's download then). */
export function AddCardForm({ provider, ...props }: Props & { provider: SavedCardsResponse['provider'] }) {
  const collector = useCardCollector(provider);
  if (collector.isPending) return <Loading label={pay.loadingPayments} lines={3} />;
  if (!collector.data) return <p role="alert">{pay.cardsUnavailable}</p>;
  return <CardForm collector={collector.data} {...props} />;
}

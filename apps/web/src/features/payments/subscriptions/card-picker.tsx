import type { SavedCard, SavedCardsResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { secondaryButton } from '../../../ui/buttons';
import { SavedCardOptions } from '../saved-card-options';
import { AddCardForm } from '../saved-cards/add-card-form';
import { useRefreshSavedCards } from '../saved-cards/use-saved-cards';

const t = messages.subscriptions.form;

/**
 * Spec "Subscription form": the parent's saved cards to choose from (brand, last 4, expiry) and
 * 'Add New Payment Method' (the saved-cards form: Cancel / Save). A card saved there joins the list
 * (read again from the server) and is chosen. Not inside a form: the add-card form is one itself.
 */
export function CardPicker({
  cards,
  provider,
  value,
  onChange,
  disabled,
}: {
  cards: SavedCard[];
  provider: SavedCardsResponse['provider'];
  value: string | null;
  onChange: (cardId: string) => void;
  disabled: boolean;
}) {
  const refresh = useRefreshSavedCards();
  const [adding, setAdding] = useState(false);
  const added = async (card: SavedCard) => {
    await refresh();
    onChange(card.id);
    setAdding(false);
  };
  return (
    <div className="space-y-4">
      {cards.length > 0 ? (
        <fieldset disabled={disabled} className="min-w-0">
          <SavedCardOptions cards={cards} value={value} onChange={onChange} offerNewCard={false} />
        </fieldset>
      ) : (
        <p className="text-gray-700">{t.noCards}</p>
      )}
      {adding ? (
        <AddCardForm provider={provider} onSaved={added} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" className={secondaryButton} disabled={disabled} onClick={() => setAdding(true)}>
          {messages.savedCards.addNew}
        </button>
      )}
    </div>
  );
}

import type { SavedCard } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton, textButton } from '../../../ui/buttons';
import { FormAlert } from '../../../ui/form-alert';
import { ResourceState } from '../../../ui/resource-state';
import { expiryOf } from '../saved-card-options';
import { AddCardForm } from './add-card-form';
import { cardNameOf, isExpired } from './card-words';
import { useRefreshSavedCards, useSavedCards } from './use-saved-cards';

const t = messages.savedCards;

function CardRow({ card, now }: { card: SavedCard; now: Date }) {
  const name = cardNameOf(card);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-panel px-4 py-3">
      <span>
        <span className="block font-semibold">{name}</span>
        {isExpired(card, now) ? (
          <span className="font-medium text-red-700">{t.expired}</span>
        ) : (
          <span className="text-gray-700">{t.expires(expiryOf(card))}</span>
        )}
      </span>
      <Link
        className={secondaryButton}
        to={pagePath(clubPages.deleteSavedCard, { cardId: card.id })}
        aria-label={t.deleteLabel(name)}
      >
        {t.delete}
      </Link>
    </li>
  );
}

/** /dashboard/details/me/cards: the parent's saved cards at the club, adding one, and a way to delete each. */
export default function SavedCardsPage() {
  const cards = useSavedCards();
  const refresh = useRefreshSavedCards();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const now = new Date();
  return (
    <ResourceState query={{ ...cards, notFound: false }} title={() => t.title}>
      {({ data, provider }) => (
        <div className="space-y-6">
          <Link className={textButton} to={clubPages.dashboard.path}>
            {messages.family.backToAccount}
          </Link>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
          <p className="text-gray-700">{t.intro}</p>
          {added && <FormAlert tone="info">{t.added}</FormAlert>}
          {data.length === 0 ? (
            <p className="text-gray-700">{t.empty}</p>
          ) : (
            <ul className="space-y-2" aria-label={t.title}>
              {data.map((card) => (
                <CardRow key={card.id} card={card} now={now} />
              ))}
            </ul>
          )}
          {adding ? (
            <AddCardForm
              provider={provider}
              onCancel={() => setAdding(false)}
              onSaved={() => {
                setAdding(false);
                setAdded(true);
                void refresh();
              }}
            />
          ) : (
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                setAdding(true);
                setAdded(false);
              }}
            >
              {t.addNew}
            </button>
          )}
        </div>
      )}
    </ResourceState>
  );
}

import type { SavedCard } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { RadioGroupField } from '../../ui/fields';

const t = messages.paymentPages;
export const NEW_CARD = 'new';

export const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
export const expiryOf = (card: SavedCard) =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;

/**
 * Spec §2: the sources to pay with: each saved card (brand, last 4, expiry), then 'New card' unless
 * `offerNewCard` is false (the subscription form adds a card with a form of its own).
 */
export function SavedCardOptions({
  cards,
  value,
  onChange,
  offerNewCard = true,
}: {
  cards: SavedCard[];
  value: string | null;
  onChange: (value: string) => void;
  offerNewCard?: boolean;
}) {
  const options = [
    ...cards.map((card) => ({ value: card.id, label: t.savedCard(brandName(card.brand), card.last4, expiryOf(card)) })),
    ...(offerNewCard ? [{ value: NEW_CARD, label: t.newCard }] : []),
  ];
  return <RadioGroupField name="source" legend={t.savedCards} value={value} options={options} onChange={onChange} />;
}

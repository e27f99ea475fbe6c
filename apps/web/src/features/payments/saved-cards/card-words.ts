import type { SavedCard } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';

/** 'Visa ending 4242'. */
export const cardNameOf = (card: SavedCard) => messages.savedCards.cardName(card.brand, card.last4);

/** A card works to the end of its expiry month: expired from the first day of the next. */
export const isExpired = (card: SavedCard, now: Date) =>
  card.exp_year < now.getFullYear() || (card.exp_year === now.getFullYear() && card.exp_month < now.getMonth() + 1);

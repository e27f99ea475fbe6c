import type { OutstandingInvoice, SavedCard } from '@clubroom/domain/api';

/** The card the outstanding-payments form chooses first: a saved card other than any just declined, else none. */
export function cardToOffer(cards: SavedCard[], invoices: OutstandingInvoice[]): string | null {
  const declined = new Set(invoices.flatMap((invoice) => invoice.failedCardId ?? []));
  return cards.find((card) => !declined.has(card.id))?.id ?? null;
}

import type { SavedCard } from '@clubroom/domain/api';
import type { PaymentMethod } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { Buyer } from '../booking/index.js';
import type { PaymentsDeps } from './payments-deps.js';

/**
 * The parent's customer on the club's account, made on their first payment there: every payment is
 * made for it (so a card can be remembered), and their saved cards live on it. Made once: the key
 * names the parent at the club, so a racing request is answered the same customer.
 */
export async function customerFor(deps: PaymentsDeps, club: ResolvedClub, payer: Buyer, account: string) {
  const known = await deps.repo.customerOf(club.id, payer.userId);
  if (known) return known;
  const customer = await deps.provider.customers.create(
    { email: payer.email, name: payer.firstName, metadata: { userId: String(payer.userId) } },
    { stripeAccount: account, idempotencyKey: `customer:${club.id}:${payer.userId}` },
  );
  await deps.repo.saveCustomer(club.id, payer.userId, customer.id, deps.clock());
  return (await deps.repo.customerOf(club.id, payer.userId))!;
}

/** The cards the parent saved at the club (none before their first payment there), newest first. */
export async function savedCardsOf(deps: PaymentsDeps, club: ResolvedClub, userId: number, account: string | null) {
  const customer = account && (await deps.repo.customerOf(club.id, userId));
  if (!customer) return [];
  const methods = await deps.provider.paymentMethods.list({ customer, type: 'card' }, { stripeAccount: account });
  return methods.data.map(savedCardOf);
}

/** A saved card as the parent sees it: never its number. */
export const savedCardOf = ({ id, card }: PaymentMethod): SavedCard => ({
  id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
});

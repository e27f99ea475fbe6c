import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaymentsDeps } from './payments-deps.js';
import { refundPayment } from './refund-payment.js';

const SUCCEEDED = 'succeeded';

/**
 * Money a family gets back for a place, or one session of it, from the order that bought it: refunded to the card
 * that paid the order, or kept as credit with the club. `key` names the act (a parent's cancel of a booking, the
 * club's cancel of one session of it), so a retry gives it once.
 */
export interface PlaceMoney {
  clubId: number;
  parentUserId: number;
  bookingId: number;
  bookingRef: string;
  orderId: number;
  orderUuid: string;
  /** The family's credit the order spent (minor units). */
  creditApplied: number;
  /** What the place (or session) cost once the order's discounts were taken off (minor units). */
  amount: number;
  /** Why, in the words of the refund email. */
  reason: string;
  key: string;
  /** The credit ledger's name for the act; left out: the booking's own cancel (`cancel:{bookingRef}`). */
  creditSource?: string;
}

/**
 * Refunds the amount to the card the order was paid with, never more than is left of that payment. Answers what was
 * refunded under the key, now or by an earlier try (0: nothing: no card payment, nothing left, nothing to give).
 */
export async function refundToCard(deps: PaymentsDeps, club: ResolvedClub, money: PlaceMoney): Promise<number> {
  const earlier = await deps.repo.refundByKey(money.key);
  if (earlier) return earlier.amount;
  const payment = await deps.repo.paymentOfOrder(money.orderId);
  if (payment?.status !== SUCCEEDED || money.amount <= 0) return 0;
  const amount = Math.min(money.amount, payment.amount - (await deps.repo.refundedSoFar(payment.id)));
  if (amount <= 0) return 0;
  await refundPayment(deps, club, payment, {
    amount,
    reason: money.reason,
    idempotencyKey: money.key,
    orderUuid: money.orderUuid,
  });
  return amount;
}

/**
 * Keeps the amount as the family's credit with the club, computed as a refund would be: never more than is left of
 * what the order was paid (by card, less refunds, plus the credit it spent, less what was credited from it already).
 * Answers the credit added under the key, now or by an earlier try (0: none).
 */
export async function keepAsCredit(deps: PaymentsDeps, club: ResolvedClub, money: PlaceMoney): Promise<number> {
  const payment = await deps.repo.paymentOfOrder(money.orderId);
  const cardLeft = payment?.status === SUCCEEDED ? payment.amount - (await deps.repo.refundedSoFar(payment.id)) : 0;
  const credited = await deps.credit.creditedFromOrder(club.id, money.orderId);
  const left = cardLeft + money.creditApplied - credited;
  return deps.credit.addForCancelledPlace({
    clubId: club.id,
    parentUserId: money.parentUserId,
    orderId: money.orderId,
    bookingId: money.bookingId,
    bookingRef: money.bookingRef,
    source: money.creditSource,
    amount: Math.max(0, Math.min(money.amount, left)),
    at: deps.clock(),
  });
}

import type { CreditRepository } from './credit.repository.js';

/** A place a parent cancelled under the club's "credit for a later booking" policy. */
export interface CancelledPlaceCredit {
  clubId: number;
  parentUserId: number;
  orderId: number;
  bookingId: number;
  bookingRef: string;
  /** The ledger's name for the act, once per club: the booking's cancel (`cancel:{bookingRef}`) when left out. */
  source?: string;
  /** What the place was paid, as the refund path computes it (minor units). */
  amount: number;
  at: Date;
}

/** An order and its family: whose credit it spent or gives back. */
export interface OrderOfFamily {
  clubId: number;
  parentUserId: number;
  orderId: number;
}

/**
 * A family's credit with a club, kept as a ledger (`credit.repository.ts`): added by a cancelled place, spent by an
 * order at checkout, given back by an order cancelled unpaid. Each act is one entry named by its source, so a retry
 * (a job run again, a second cancel, two requests at once) records it once. Bound to one database handle: inside a
 * transaction, its writes are part of it (checkout spends credit in the order's own transaction).
 */
export function familyCreditOf(repo: CreditRepository) {
  return {
    /** The family's credit with the club now (minor units). */
    balance: (clubId: number, parentUserId: number) => repo.balanceOf(clubId, parentUserId),

    /**
     * Adds a cancelled place's price (or a cancelled session's share of it) as credit, once per source: a retry (or a
     * second cancel) adds nothing. Answers the credit the act added, now or before (0: none).
     */
    async addForCancelledPlace(place: CancelledPlaceCredit): Promise<number> {
      const source = place.source ?? `cancel:${place.bookingRef}`;
      const earlier = await repo.amountOf(place.clubId, source);
      if (earlier !== null || place.amount <= 0) return earlier ?? 0;
      await repo.record({
        clubId: place.clubId,
        parentUserId: place.parentUserId,
        amount: place.amount,
        reason: 'cancelled-place',
        orderId: place.orderId,
        bookingId: place.bookingId,
        source,
        createdAt: place.at,
      });
      return (await repo.amountOf(place.clubId, source)) ?? 0;
    },

    /** Spends `amount` of the family's credit on the order (the caller checked the balance under the family's lock). */
    async spend(order: OrderOfFamily, amount: number, at: Date): Promise<void> {
      if (amount <= 0) return;
      const base = { clubId: order.clubId, parentUserId: order.parentUserId, orderId: order.orderId, bookingId: null };
      await repo.record({ ...base, amount: -amount, reason: 'spent', source: `spend:${order.orderId}`, createdAt: at });
    },

    /** An order cancelled (or lapsed) unpaid gives back the credit it spent, once. Answers what was given back. */
    async giveBack(order: OrderOfFamily, at: Date): Promise<number> {
      const { spent } = await repo.ofOrder(order.clubId, order.orderId);
      if (spent >= 0) return 0;
      const base = { clubId: order.clubId, parentUserId: order.parentUserId, orderId: order.orderId, bookingId: null };
      const entry = { ...base, amount: -spent, reason: 'given-back' as const, source: `give-back:${order.orderId}` };
      return (await repo.record({ ...entry, createdAt: at })) ? -spent : 0;
    },

    /** What of an order's price has come back to the family as credit from its cancelled places (minor units). */
    creditedFromOrder: async (clubId: number, orderId: number) =>
      (await repo.ofOrder(clubId, orderId))['cancelled-place'],
  };
}
export type FamilyCredit = ReturnType<typeof familyCreditOf>;

import { localDateOf } from './dates.js';

/**
 * The staff's money figures, defined once (docs/club-admin.md, "Money figures"); the server reads each from one
 * query and every page, CSV and email shows what these make of it.
 */

/** A period's card money: what payments took, what refunds gave back, and the platform's share after refunds. */
export interface CardMoney {
  taken: number;
  refunded: number;
  platformFees: number;
}

/** Net: what the card money leaves the club (the expected payout), before the provider's own processing fee. */
export const netOf = (money: CardMoney): number => money.taken - money.refunded - money.platformFees;

/**
 * A term's first and last days in the club's time zone: it is stored from the start of its first day to the start
 * of the day after its last (epoch seconds), so its last day is the one before its end.
 */
export const termDaysOf = (term: { startsAt: number; endsAt: number }, timeZone: string) => ({
  startDate: localDateOf(term.startsAt, timeZone),
  endDate: localDateOf(term.endsAt - 1, timeZone),
});

import { formatMoney } from '../rules/money.js';
import { creditMessages } from './credit.js';
import { parentBookingsMessages } from './parent-bookings.js';

const t = parentBookingsMessages.myBookings;

/**
 * What becomes of a cancelled place's money: the facts a parent's booking carries (`refundOnCancel`,
 * `creditOnCancel`, `paymentPlan`).
 */
export interface CancelMoneyFacts {
  /** Its price goes back to the card that paid for it (the club's policy). */
  refundOnCancel: boolean;
  /** What was paid for it is kept as credit with the club for a later booking (minor units; the club's policy). */
  creditOnCancel: number | null;
  /** The monthly plan paying for the place, while it does. */
  paymentPlan: { monthlyAmount: number; onlyPlace: boolean; trialing: boolean } | null;
}

/** The club the money is with: its name (credit is kept with it) and its currency's symbol. */
export interface CancelMoneyClub {
  name: string;
  currencySymbol: string;
}

/**
 * What cancelling does to the place's money, in one set of words for the cancel dialog (before) and the
 * cancellation email (after): a monthly plan ends (its only place) or takes less; else its price is refunded at
 * once, kept as credit with the club for a later booking, or as the club arranges.
 */
export function cancelMoneyWords(
  { refundOnCancel, creditOnCancel, paymentPlan: plan }: CancelMoneyFacts,
  club: CancelMoneyClub,
) {
  if (!plan) {
    if (creditOnCancel)
      return creditMessages.credit.keptAsCredit(formatMoney(creditOnCancel, club.currencySymbol), club.name);
    return refundOnCancel ? t.cancelRefunded : t.cancelPaidOnce;
  }
  const amount = formatMoney(plan.monthlyAmount, club.currencySymbol);
  if (!plan.onlyPlace) return t.cancelPlanItem(amount);
  return plan.trialing ? t.cancelTrialEnds : t.cancelPlanEnds(amount);
}

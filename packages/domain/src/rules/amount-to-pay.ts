import { passingOnFee, type FeeTerms } from './fees.js';

/** What a parent pays for an order, in minor units: its fee as a line of its own, and the total with it. */
export interface AmountToPay {
  /** The fee the club passes on to the parent (0 when it absorbs fees, and on an order of nothing). */
  passingOnFee: number;
  /** The order's total and the passing-on fee: what the basket, payment page, order page, emails and card charge show. */
  totalToPay: number;
}

/**
 * The one computation of what an order costs the parent (spec §9's express-payment total, used for every
 * payment): the order's total (places and setup fees less discounts) plus the passing-on fee when the club
 * passes fees on. The basket shows it, checkout stores the fee with the order, and everything after reads it.
 */
export function amountToPay(total: number, terms: FeeTerms): AmountToPay {
  const fee = terms.absorbCharges ? 0 : passingOnFee(total, terms.rates);
  return { passingOnFee: fee, totalToPay: total + fee };
}

/** An order as stored: its total and the passing-on fee fixed at checkout. */
export const totalToPayOf = (order: { total: number; passingOnFee: number }): number =>
  order.total + order.passingOnFee;

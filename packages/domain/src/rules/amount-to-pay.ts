import { checkAmount, passingOnFee, type FeeTerms } from './fees.js';

/** What a parent pays for an order, in minor units: the credit spent on it and its fee as lines of their own, and the total. */
export interface AmountToPay {
  /** The family's credit with the club spent on the order: never more than its total (the fee is not paid by credit). */
  creditApplied: number;
  /** The fee the club passes on to the parent, on what is left to pay by card (0 when it absorbs fees, and on nothing). */
  passingOnFee: number;
  /** The order's total less the credit, and the passing-on fee: what the basket, payment page, order page, emails and card charge show. */
  totalToPay: number;
}

/**
 * The one computation of what an order costs the parent (spec §9's express-payment total, used for every
 * payment): the order's total (places and setup fees less discounts), less the family's credit with the club (as
 * much of it as the total takes), plus the passing-on fee on what is left when the club passes fees on. The basket
 * shows it, checkout stores the credit spent and the fee with the order, and everything after reads them.
 */
export function amountToPay(total: number, terms: FeeTerms, credit = 0): AmountToPay {
  checkAmount(total, 'total');
  checkAmount(credit, 'credit');
  const creditApplied = Math.min(credit, total);
  const due = total - creditApplied;
  const fee = terms.absorbCharges ? 0 : passingOnFee(due, terms.rates);
  return { creditApplied, passingOnFee: fee, totalToPay: due + fee };
}

/** An order as stored: its total, the credit spent on it and the passing-on fee, each fixed at checkout. */
export const totalToPayOf = (order: { total: number; creditApplied: number; passingOnFee: number }): number =>
  order.total - order.creditApplied + order.passingOnFee;

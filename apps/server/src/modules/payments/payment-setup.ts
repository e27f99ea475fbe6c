import { platformShare, totalToPayOf, type FeeRates } from '@clubroom/domain/rules';

/**
 * What paying an order charges: its total less the family's credit, and the passing-on fee, fixed at checkout
 * (`totalToPayOf`, the same sum the basket, order page and emails show), and the platform's share of what the card
 * pays towards the order (credit was money paid to the club before, its share taken then) at the rates in effect when
 * the order was placed (`rates`: a rate changed since never changes an order already placed).
 */
export function chargeFor(order: { total: number; creditApplied: number; passingOnFee: number }, rates: FeeRates) {
  return {
    amount: totalToPayOf(order),
    fee: order.passingOnFee,
    applicationFee: platformShare(order.total - order.creditApplied, rates),
  };
}

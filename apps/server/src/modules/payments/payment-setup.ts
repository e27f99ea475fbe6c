import { platformShare, totalToPayOf } from '@clubroom/domain/rules';
import type { PaymentSetup } from '../club-settings/index.js';

/**
 * What paying an order charges: its total less the family's credit, and the passing-on fee, fixed at checkout
 * (`totalToPayOf`, the same sum the basket, order page and emails show), and the platform's share of what the card
 * pays towards the order (credit was money paid to the club before, its share taken then).
 */
export function chargeFor(order: { total: number; creditApplied: number; passingOnFee: number }, setup: PaymentSetup) {
  return {
    amount: totalToPayOf(order),
    fee: order.passingOnFee,
    applicationFee: platformShare(order.total - order.creditApplied, setup.rates),
  };
}

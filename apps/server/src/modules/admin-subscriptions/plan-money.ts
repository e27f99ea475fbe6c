import type { MissedPayment, PlanCharge } from '@clubroom/domain/api';
import type { RequestOptions, Subscription } from '../../platform/payments/index.js';
import { takenBy, unpaidInvoicesOf, type SubscriptionsDeps } from '../subscriptions/index.js';

/** How many of a plan's payments staff see, newest first: a year of months. */
const CHARGES_SHOWN = 12;

/** The plan's payments taken (paid invoices of something), newest first. */
export async function paidInvoicesOf(deps: SubscriptionsDeps, subscriptionId: string, options: RequestOptions) {
  const paid = await deps.provider.invoices.list({ subscription: subscriptionId, status: 'paid' }, options);
  return paid.data.filter((invoice) => takenBy(invoice) !== null);
}

/**
 * What a plan owes and what it took, as the provider has them: its missed months (renewals its card did not
 * pay, oldest first) and its payments taken with what each has had refunded (newest first, the last year's);
 * and whether it ever took anything (a plan cancelled before then can be started again).
 */
export async function planMoneyOf(
  deps: SubscriptionsDeps,
  live: Subscription,
  options: RequestOptions,
): Promise<{ missedPayments: MissedPayment[]; charges: PlanCharge[]; everPaid: boolean }> {
  const [unpaid, paid] = await Promise.all([
    unpaidInvoicesOf(deps, options.stripeAccount ?? '', live.id),
    paidInvoicesOf(deps, live.id, options),
  ]);
  const charges = await Promise.all(
    paid.slice(0, CHARGES_SHOWN).map(async (invoice): Promise<PlanCharge> => {
      const charge = await deps.provider.charges.retrieve(takenBy(invoice)!.latest_charge!, options);
      return {
        invoiceId: invoice.id,
        amount: charge.amount_captured,
        refunded: charge.amount_refunded,
        periodStart: invoice.period_start,
        periodEnd: invoice.period_end,
        paidAt: charge.created,
      };
    }),
  );
  return {
    missedPayments: unpaid.map((invoice) => ({
      invoiceId: invoice.id,
      amount: invoice.amount_due,
      periodStart: invoice.period_start,
      periodEnd: invoice.period_end,
    })),
    charges,
    everPaid: paid.length > 0,
  };
}

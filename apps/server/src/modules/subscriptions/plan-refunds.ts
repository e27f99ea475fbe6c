import type { JobHandler } from '../../platform/jobs/jobs.js';
import { givesMoneyBack } from '../payments/index.js';
import { recordPlanRefund } from './plan-charges.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';

/**
 * A charge was refunded (the provider's `charge.refunded`): when it paid a plan's invoice, each refund of it that gave
 * money back is recorded for the club's money figures, once by the provider's refund. Those staff made from the plan
 * are recorded already; this records those the club made at its dashboard. An order's payment is left to the
 * payments module (`provider-refunds`); another account's event, or a subscription not ours, is left alone.
 */
export const planRefundsJob =
  (deps: SubscriptionsDeps): JobHandler<'plan-refunds'> =>
  async ({ data }) => {
    if (await deps.repo.paymentOfIntent(data.intentId)) return;
    const options = { stripeAccount: data.account ?? undefined };
    const intent = await deps.provider.paymentIntents.retrieve(data.intentId, options);
    if (!intent.invoice) return;
    const invoice = await deps.provider.invoices.retrieve(intent.invoice, options);
    const row = await deps.subscriptions.byProviderId(invoice.subscription);
    const club = row && (await deps.clubById(row.clubId));
    if (!row || !club || (await deps.paymentSetup(club.id)).connectedAccountId !== data.account) return;
    const refunds = await deps.provider.refunds.list({ payment_intent: intent.id }, options);
    for (const refund of refunds.data.filter(givesMoneyBack).reverse()) {
      await recordPlanRefund(deps, row, invoice, refund, options);
    }
  };

import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { recordPlanCharge } from './plan-charges.js';
import { emailFailedRenewal, emailRenewalReceipt } from './renewal-emails.js';
import { settleSubscription } from './subscription-settlement.js';

/**
 * A verified provider event about a subscription or its invoice (a renewal paid or failed, a
 * cancellation, a 3-D Secure step done with the tab closed): the stored subscription is settled
 * from the provider, a paid invoice's payment recorded for the club's money figures, and a renewal's failed payment, or its payment once it had failed, is emailed
 * to the parent. One that is not ours, or an event from another account than the club's, is left
 * alone.
 */
export const subscriptionEventJob =
  (deps: SubscriptionsDeps): JobHandler<'subscription-event'> =>
  async ({ data }) => {
    const row = await deps.subscriptions.byProviderId(data.subscriptionId);
    const club = row && (await deps.clubById(row.clubId));
    if (!row || !club) return;
    const { connectedAccountId } = await deps.paymentSetup(club.id);
    if (data.account !== connectedAccountId) return;
    await settleSubscription(deps, club, row);
    if (!data.invoiceId) return;
    if (data.type === 'invoice.payment_failed') await emailFailedRenewal(deps, club, row, data.invoiceId);
    if (data.type !== 'invoice.paid') return;
    const options = { stripeAccount: connectedAccountId ?? undefined };
    await recordPlanCharge(deps, row, await deps.provider.invoices.retrieve(data.invoiceId, options), options);
    await emailRenewalReceipt(deps, club, row, data.invoiceId);
  };

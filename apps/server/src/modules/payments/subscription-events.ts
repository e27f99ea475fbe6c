import type { JobHandler } from '../../platform/jobs/jobs.js';
import { paymentSetupOf } from './payment-setup.js';
import type { PaymentsDeps } from './payments-deps.js';
import { settleSubscription } from './subscription-settlement.js';

/**
 * A verified provider event about a subscription or its invoice (a renewal paid or failed, a
 * cancellation, a 3-D Secure step done with the tab closed): the stored subscription is settled
 * from the provider. One that is not ours, or an event from another account than the club's, is
 * left alone.
 */
export const subscriptionEventJob =
  (deps: PaymentsDeps): JobHandler<'subscription-event'> =>
  async ({ data }) => {
    const row = await deps.subscriptions.byProviderId(data.subscriptionId);
    const club = row && (await deps.clubById(row.clubId));
    if (!row || !club) return;
    const { connectedAccountId } = await paymentSetupOf(deps.repo, club.id);
    if (data.account !== connectedAccountId) return;
    await settleSubscription(deps, club, row);
  };

import { notFound } from '../../platform/errors.js';
import type { SubscriptionStatus } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { accountOf } from './parents-order.js';
import { savedCardOf } from './payment-customers.js';
import { paymentSetupOf } from './payment-setup.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

const summaryOf = (row: SubscriptionRow, orderUuid: string | null, currency: string) => ({
  subscriptionId: row.providerSubscriptionId,
  // Stored as the provider answered it.
  status: row.status as SubscriptionStatus,
  planName: row.planName,
  cost: row.planCost,
  frequency: row.planFrequency,
  currency,
  trialEnd: row.trialEnd?.toISOString() ?? null,
  orderUuid,
});

/** The parent's subscriptions at the club, newest first, as last heard from the provider. */
export async function parentSubscriptions(deps: PaymentsDeps, club: ResolvedClub, userId: number) {
  const rows = await deps.subscriptions.ofParent(club.id, userId);
  return rows.map(({ subscription, orderUuid }) => summaryOf(subscription, orderUuid, club.currency));
}

/** One of the parent's subscriptions (anyone else's: 404), with its period and card from the provider. */
export async function parentSubscriptionDetail(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
  subscriptionId: string,
) {
  const found = (await deps.subscriptions.ofParent(club.id, userId)).find(
    ({ subscription }) => subscription.providerSubscriptionId === subscriptionId,
  );
  if (!found) throw notFound('Subscription');
  const options = { stripeAccount: accountOf(await paymentSetupOf(deps.repo, club.id), club) };
  const subscription = await deps.provider.subscriptions.retrieve(subscriptionId, options);
  const card = subscription.default_payment_method
    ? savedCardOf(await deps.provider.paymentMethods.retrieve(subscription.default_payment_method, options))
    : null;
  return {
    ...summaryOf({ ...found.subscription, status: subscription.status }, found.orderUuid, club.currency),
    currentPeriodEnd: new Date(subscription.current_period_end * 1000).toISOString(),
    card,
  };
}

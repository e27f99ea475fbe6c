import type { ParentSubscriptionDetail } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { Subscription, SubscriptionStatus } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { accountOf, savedCardOf } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { changePlanAtProvider } from './plan-changes.js';
import { planDatesOf, planStateOf, storedStatusOf } from './subscription-status.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

const summaryOf = (row: SubscriptionRow, orderUuid: string | null, currency: string) => ({
  subscriptionId: row.providerSubscriptionId,
  // Stored as the provider answered it ('waiting' for its billing day is the provider's active).
  status: (row.status === 'waiting' ? 'active' : row.status) as SubscriptionStatus,
  planName: row.planName,
  cost: row.planCost,
  frequency: row.planFrequency,
  currency,
  trialEnd: row.trialEnd?.toISOString() ?? null,
  orderUuid,
});

/** The places a subscription's order pays for and still has: each child and class. */
export async function planPlaces(deps: SubscriptionsDeps, orderId: number | null) {
  const places = orderId === null ? [] : await deps.subscriptions.placesOf([orderId]);
  return places
    .filter((p) => p.confirmed)
    .map((p) => ({
      childName: `${p.childFirstName ?? ''} ${p.childLastName ?? ''}`.trim(),
      className: p.className ?? '',
    }));
}

const isoOf = (epoch: number | null) => (epoch === null ? null : new Date(epoch * 1000).toISOString());

/** The parent's subscriptions at the club, newest first, as last heard from the provider. */
export async function parentSubscriptions(deps: SubscriptionsDeps, club: ResolvedClub, userId: number) {
  const rows = await deps.subscriptions.ofParent(club.id, userId);
  return rows.map(({ subscription, orderUuid }) => summaryOf(subscription, orderUuid, club.currency));
}

/** One of the parent's subscriptions (anyone else's: NOT_FOUND), and the provider's options for it. */
async function parentsPlan(deps: SubscriptionsDeps, club: ResolvedClub, userId: number, subscriptionId: string) {
  const found = (await deps.subscriptions.ofParent(club.id, userId)).find(
    ({ subscription }) => subscription.providerSubscriptionId === subscriptionId,
  );
  if (!found) throw notFound('Subscription');
  return { found, options: { stripeAccount: accountOf(await deps.paymentSetup(club.id), club) } };
}

/** The plan as the provider has it now (its state stored), with its places, card and dates. */
async function detailOf(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  plan: Awaited<ReturnType<typeof parentsPlan>>,
  live: Subscription,
): Promise<ParentSubscriptionDetail> {
  const { found, options } = plan;
  const row = found.subscription;
  const stored = { status: storedStatusOf(live), ...planStateOf(live) };
  await deps.subscriptions.recordStatus(row.id, stored.status, deps.clock(), stored);
  const [card, places] = await Promise.all([
    live.default_payment_method
      ? deps.provider.paymentMethods.retrieve(live.default_payment_method, options).then(savedCardOf)
      : null,
    planPlaces(deps, row.orderId),
  ]);
  const dates = planDatesOf(live);
  return {
    ...summaryOf({ ...row, ...stored, status: live.status }, found.orderUuid, club.currency),
    currentPeriodEnd: new Date(live.current_period_end * 1000).toISOString(),
    card,
    places,
    nextPaymentAt: isoOf(dates.nextPaymentAt),
    endsAt: isoOf(dates.endsAt),
  };
}

/** One of the parent's subscriptions (anyone else's: 404), with its places, period, dates and card from the provider. */
export async function parentSubscriptionDetail(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  userId: number,
  subscriptionId: string,
): Promise<ParentSubscriptionDetail> {
  const plan = await parentsPlan(deps, club, userId, subscriptionId);
  return detailOf(deps, club, plan, await deps.provider.subscriptions.retrieve(subscriptionId, plan.options));
}

/**
 * The parent cancels their plan when its period paid for ends (nothing more is taken), or undoes
 * that until then: the same state changes staff make (`changePlanAtProvider`; a retry changes
 * nothing twice, a plan that cannot change so answers 409).
 */
export async function changeParentSubscription(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  userId: number,
  subscriptionId: string,
  change: 'cancel-at-period-end' | 'reactivate',
): Promise<ParentSubscriptionDetail> {
  const plan = await parentsPlan(deps, club, userId, subscriptionId);
  const { live } = await changePlanAtProvider(deps.provider, subscriptionId, plan.options, change);
  return detailOf(deps, club, plan, live);
}

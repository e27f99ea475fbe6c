import type {
  ClubSubscription,
  ClubSubscriptionResponse,
  ClubSubscriptionsResponse,
  PlanPrice,
  SubscriptionTab,
} from '@clubroom/domain/api';
import { subscriptionTabs } from '@clubroom/domain/api';
import { toEpoch } from '../../lib/epoch.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { Tx } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { Subscription } from '../../platform/payments/index.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import {
  type SubscriptionsDeps,
  changePlanAtProvider,
  type SubscriptionChange,
  planDatesOf,
  planStateOf,
  providerOptions,
  storedStatusOf,
  runOfPlanProduct,
} from '../subscriptions/index.js';
import { planMoneyOf } from './plan-money.js';
import { byTab } from './plans-summary.js';

/** The payments deps, and the audit log the staff's changes are written to. */
export interface AdminSubscriptionsDeps extends SubscriptionsDeps {
  audit: AuditRepository;
  /** The audit log inside a transaction: the entry beside the change it records. */
  auditOn: (tx: Tx) => AuditRepository;
}

type Club = Pick<ResolvedClub, 'id'>;

async function viewsOf(
  deps: SubscriptionsDeps,
  clubId: number,
  statuses: readonly string[] | null,
  only: { subscriptionId?: number; runId?: number } = {},
) {
  const rows = await deps.subscriptions.ofClub(clubId, statuses, only);
  const places = await deps.subscriptions.placesOf(
    rows.flatMap((r) => (r.subscription.orderId === null ? [] : [r.subscription.orderId])),
  );
  return rows.map(
    ({ subscription: s, parent, orderUuid }): ClubSubscription & { providerId: string; userId: number } => ({
      subscriptionId: s.id,
      status: s.status,
      parent: { userId: parent.userId, name: `${parent.firstName} ${parent.lastName}`, email: parent.email },
      places: places
        .filter((p) => p.orderId === s.orderId)
        .map((p) => ({
          childName: p.childFirstName && `${p.childFirstName} ${p.childLastName ?? ''}`.trim(),
          className: p.className,
          runId: p.runId,
          booked: p.confirmed,
        })),
      planName: s.planName,
      amount: s.planCost,
      frequency: s.planFrequency,
      trialEnd: s.trialEnd && toEpoch(s.trialEnd),
      orderId: s.orderId,
      orderUuid,
      createdAt: toEpoch(s.createdAt),
      providerId: s.providerSubscriptionId,
      userId: s.userId,
    }),
  );
}

const publicView = ({
  providerId: _p,
  userId: _u,
  ...view
}: ClubSubscription & { providerId: string; userId: number }) => view;

/** The payments list: one tab's subscriptions (of one class, when asked), newest first, and how many each tab holds. */
export async function listClubSubscriptions(
  deps: SubscriptionsDeps,
  club: Club,
  { tab, runId }: { tab: SubscriptionTab; runId?: number },
): Promise<ClubSubscriptionsResponse> {
  const [views, byStatus] = await Promise.all([
    viewsOf(deps, club.id, subscriptionTabs[tab], { runId }),
    deps.subscriptions.statusTotalsOfClub(club.id, runId),
  ]);
  const counts = Object.fromEntries(Object.entries(byTab(byStatus)).map(([name, { count }]) => [name, count]));
  return { subscriptions: views.map(publicView), counts };
}

/** One of the club's plans as staff see it, with its provider id and parent; else NOT_FOUND. */
export async function findPlan(deps: SubscriptionsDeps, club: Club, subscriptionId: number) {
  const [view] = await viewsOf(deps, club.id, null, { subscriptionId });
  if (!view) throw notFound('Payment plan');
  return view;
}

/** What each item of the live subscription charges, with its class and what that class sells for now. */
async function pricesOf(deps: SubscriptionsDeps, club: Club, live: Subscription): Promise<PlanPrice[]> {
  const runIds = live.items.data.map((item) => runOfPlanProduct(item.price.product));
  const runs = await deps.subscriptions.runPricesOf(
    club.id,
    runIds.filter((id) => id !== null),
  );
  return live.items.data.map((item, i) => {
    const run = runs.find((r) => r.runId === runIds[i]);
    return {
      runId: runIds[i],
      className: run?.className ?? null,
      amount: item.price.unit_amount * item.quantity,
      classPrice: run?.monthlyPrice ?? null,
    };
  });
}

/** Stores what the provider says of the subscription (status, cost) and answers the detail with its next payment. */
export async function detailFrom(
  deps: SubscriptionsDeps,
  club: Club,
  subscriptionId: number,
  live: Subscription,
): Promise<ClubSubscriptionResponse> {
  await deps.subscriptions.recordStatus(subscriptionId, storedStatusOf(live), deps.clock(), planStateOf(live));
  const [view, prices, money] = await Promise.all([
    findPlan(deps, club, subscriptionId),
    pricesOf(deps, club, live),
    planMoneyOf(deps, live, await providerOptions(deps, club)),
  ]);
  const restartable = view.status === 'canceled' && !money.everPaid && view.places.some((p) => p.booked);
  return {
    subscription: {
      ...publicView(view),
      ...planDatesOf(live),
      prices,
      missedPayments: money.missedPayments,
      charges: money.charges,
      restartable,
    },
  };
}

/** One subscription, read again from the provider (its status stored), with when it is next paid. */
export async function getClubSubscription(
  deps: SubscriptionsDeps,
  club: Club,
  subscriptionId: number,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const live = await deps.provider.subscriptions.retrieve(view.providerId, await providerOptions(deps, club));
  return detailFrom(deps, club, subscriptionId, live);
}

/**
 * A staff member pauses, resumes, cancels (now or at the period's end) or reactivates a parent's
 * payment plan at the provider (`changePlanAtProvider`: a retry changes nothing twice); a change made
 * is written to the audit log.
 */
export async function changeClubSubscription(
  deps: AdminSubscriptionsDeps,
  club: Club,
  actor: Actor,
  subscriptionId: number,
  change: SubscriptionChange,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const made = await changePlanAtProvider(deps.provider, view.providerId, await providerOptions(deps, club), change);
  const answer = await detailFrom(deps, club, subscriptionId, made.live);
  if (made.changed) {
    await deps.audit.record(actor, {
      action: made.audit,
      subjectUserId: view.userId,
      clubId: club.id,
      details: {
        subscriptionId,
        providerSubscriptionId: view.providerId,
        from: made.from,
        to: answer.subscription.status,
      },
    });
  }
  return answer;
}

/**
 * "Cancel now" with the places: the plan is cancelled at once (as `changeClubSubscription`), then
 * the places of its order still booked are cancelled too, freed at once for the waiting lists, with
 * the staff's audit entry beside them. Cancelling a plan alone leaves its places booked.
 */
export async function cancelPlanWithPlaces(
  deps: AdminSubscriptionsDeps,
  club: Club,
  actor: Actor,
  subscriptionId: number,
): Promise<ClubSubscriptionResponse> {
  const answer = await changeClubSubscription(deps, club, actor, subscriptionId, 'cancel');
  const { orderId, parent } = answer.subscription;
  if (orderId === null) return answer;
  await deps.orders.cancelPlaces(club.id, orderId, async (tx, cancelled) => {
    if (cancelled === 0) return;
    await deps.auditOn(tx).record(actor, {
      action: 'subscription.places-cancelled',
      subjectUserId: parent.userId,
      clubId: club.id,
      details: { subscriptionId, orderId, cancelled },
    });
  });
  return getClubSubscription(deps, club, subscriptionId);
}

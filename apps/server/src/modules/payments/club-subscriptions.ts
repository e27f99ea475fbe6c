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
import { notFound } from '../../platform/errors.js';
import type { Subscription } from '../../platform/payments/index.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { paymentSetupOf } from './payment-setup.js';
import type { PaymentsDeps } from './payments-deps.js';
import { changePlanAtProvider, type SubscriptionChange } from './plan-changes.js';
import { planDatesOf, planStateOf, storedStatusOf } from './subscription-status.js';
import { runOfPlanProduct } from './plan-products.js';

/** The payments deps, and the audit log the staff's changes are written to. */
export interface ClubSubscriptionsDeps extends PaymentsDeps {
  audit: AuditRepository;
}

type Club = Pick<ResolvedClub, 'id'>;

async function viewsOf(deps: PaymentsDeps, clubId: number, statuses: readonly string[] | null, id?: number) {
  const rows = await deps.subscriptions.ofClub(clubId, statuses, id);
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
        })),
      planName: s.planName,
      amount: s.planCost,
      frequency: s.planFrequency,
      trialEnd: s.trialEnd && toEpoch(s.trialEnd),
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

/** The payments list: one tab's subscriptions, newest first, and how many each tab holds. */
export async function listClubSubscriptions(
  deps: PaymentsDeps,
  club: Club,
  tab: SubscriptionTab,
): Promise<ClubSubscriptionsResponse> {
  const [views, byStatus] = await Promise.all([
    viewsOf(deps, club.id, subscriptionTabs[tab]),
    deps.subscriptions.countsOfClub(club.id),
  ]);
  const counts = Object.fromEntries(
    Object.entries(subscriptionTabs).map(([name, statuses]) => [
      name,
      Object.entries(byStatus)
        .filter(([status]) => statuses === null || (statuses as readonly string[]).includes(status))
        .reduce((sum, [, n]) => sum + n, 0),
    ]),
  );
  return { subscriptions: views.map(publicView), counts };
}

/** One of the club's plans as staff see it, with its provider id and parent; else NOT_FOUND. */
export async function findPlan(deps: PaymentsDeps, club: Club, subscriptionId: number) {
  const [view] = await viewsOf(deps, club.id, null, subscriptionId);
  if (!view) throw notFound('Payment plan');
  return view;
}

/** The provider's options for calls about the club's subscriptions: its connected account. */
export async function providerOptions(deps: PaymentsDeps, club: Club) {
  const { connectedAccountId } = await paymentSetupOf(deps.repo, club.id);
  return { stripeAccount: connectedAccountId ?? undefined };
}

/** What each item of the live subscription charges, with its class and what that class sells for now. */
async function pricesOf(deps: PaymentsDeps, club: Club, live: Subscription): Promise<PlanPrice[]> {
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
  deps: PaymentsDeps,
  club: Club,
  subscriptionId: number,
  live: Subscription,
): Promise<ClubSubscriptionResponse> {
  await deps.subscriptions.recordStatus(subscriptionId, storedStatusOf(live), deps.clock(), planStateOf(live));
  const [view, prices] = await Promise.all([findPlan(deps, club, subscriptionId), pricesOf(deps, club, live)]);
  return { subscription: { ...publicView(view), ...planDatesOf(live), prices } };
}

/** One subscription, read again from the provider (its status stored), with when it is next paid. */
export async function getClubSubscription(
  deps: PaymentsDeps,
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
  deps: ClubSubscriptionsDeps,
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

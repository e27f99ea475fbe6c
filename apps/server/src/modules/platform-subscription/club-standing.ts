import type { PlatformPlan, PlatformStandingAnswer } from '@clubroom/domain/api';
import { platformStanding, type PlatformStanding } from '@clubroom/domain/rules';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import type { ClubSubscriptionRow } from './platform-subscription.repository.js';

export interface CurrentSubscription {
  /** The club's subscription as kept here, with its plan; null when it has none we know of. */
  current: { row: ClubSubscriptionRow; plan: PlatformPlan } | null;
  subscriptionId: string | null;
  previousSubscriptionId: string | null;
}

/** The club's current subscription: the one whose id club-settings holds (support's reset clears it). */
export async function currentSubscription(
  deps: PlatformSubscriptionDeps,
  clubId: number,
): Promise<CurrentSubscription> {
  const { subscriptionId, previousSubscriptionId } = await deps.ids.of(clubId);
  const row = subscriptionId === null ? null : await deps.repo.byProviderId(subscriptionId);
  const plan = row && row.clubId === clubId ? await deps.repo.plan(row.planId) : null;
  return { current: row && plan ? { row, plan } : null, subscriptionId, previousSubscriptionId };
}

/**
 * The club's standing: none without a subscription id; a subscription set up outside Clubroom (an id with no
 * checkout of ours) counts as active; ours lapses as its provider status says.
 */
export function standingOf({ current, subscriptionId }: CurrentSubscription, now: Date): PlatformStanding {
  if (current === null)
    return platformStanding({ status: subscriptionId === null ? null : 'active', lapsedAt: null, graceDays: 0 }, now);
  const { row, plan } = current;
  return platformStanding({ status: row.status, lapsedAt: row.lapsedAt, graceDays: plan.graceDays }, now);
}

export const clubStanding = async (deps: PlatformSubscriptionDeps, clubId: number) =>
  standingOf(await currentSubscription(deps, clubId), deps.clock());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The standing as the API answers it; `ended`: the lapse is a subscription that ended (the club cancelled it). */
export function standingAnswer(found: CurrentSubscription, now: Date): PlatformStandingAnswer {
  const standing = standingOf(found, now);
  const ended = found.current?.row.status === 'canceled';
  if (standing.kind === 'grace') return { kind: 'grace', readOnlyFrom: seconds(standing.readOnlyFrom), ended };
  if (standing.kind === 'read-only') return { kind: 'read-only', readOnlyFrom: seconds(standing.since), ended };
  return { kind: standing.kind, readOnlyFrom: null, ended: false };
}

import { endedStatuses } from '@clubroom/domain/api';
import type { RequestOptions, Subscription } from '../../platform/payments/index.js';
import { providerOptions } from './provider-options.js';
import { canChangePlan, changePlanAtProvider } from './plan-changes.js';
import { runOfPlanProduct } from './plan-products.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { planStateOf, storedStatusOf } from './subscription-status.js';

/**
 * The plan's items no confirmed place pays for any more: for each run, its items beyond the number
 * of the order's places still booked in it. Items of no plan run are left alone.
 */
function itemsWithoutPlaces(live: Subscription, bookedRuns: readonly number[]): string[] {
  const placesLeft = new Map<number, number>();
  for (const runId of bookedRuns) placesLeft.set(runId, (placesLeft.get(runId) ?? 0) + 1);
  return live.items.data.flatMap((item) => {
    const runId = runOfPlanProduct(item.price.product);
    const left = runId === null ? 1 : (placesLeft.get(runId) ?? 0);
    if (left > 0 && runId !== null) placesLeft.set(runId, left - 1);
    return left > 0 ? [] : [item.id];
  });
}

/** Ends the plan's items without places from its next payment on; with none left, the whole plan when its period paid for ends. */
async function endItems(
  deps: SubscriptionsDeps,
  live: Subscription,
  ended: string[],
  options: RequestOptions,
): Promise<Subscription> {
  if (ended.length < live.items.data.length) {
    return deps.provider.subscriptions.update(
      live.id,
      { items: ended.map((id) => ({ id, deleted: true as const })), proration_behavior: 'none' },
      { ...options, idempotencyKey: `plan-places-ended:${live.id}:${ended.join(',')}` },
    );
  }
  if (!canChangePlan(live, 'cancel-at-period-end')) return live;
  return (await changePlanAtProvider(deps.provider, live.id, options, 'cancel-at-period-end')).live;
}

/**
 * Run places of an order were cancelled (by the parent, by staff, or refunded): its monthly plan
 * stops charging for them. A place's item ends from the next payment on (the period already paid
 * for is neither charged again nor credited); when no place is left, the whole plan ends as its
 * period paid for ends (a free trial: nothing is ever taken). The provider is read first, so a
 * retry changes nothing twice; an order with no plan, or a plan already over, is left alone.
 */
export async function endCancelledPlanPlaces(deps: SubscriptionsDeps, clubId: number, orderId: number): Promise<void> {
  const plan = await deps.subscriptions.ofOrder(orderId);
  if (!plan || plan.clubId !== clubId || endedStatuses.includes(plan.status)) return;
  const options = await providerOptions(deps, { id: clubId });
  const live = await deps.provider.subscriptions.retrieve(plan.providerSubscriptionId, options);
  const ended = itemsWithoutPlaces(live, await deps.orders.confirmedRuns(orderId));
  if (ended.length === 0 || endedStatuses.includes(storedStatusOf(live))) return;
  const changed = await endItems(deps, live, ended, options);
  await deps.subscriptions.recordStatus(plan.id, storedStatusOf(changed), deps.clock(), planStateOf(changed));
}

import type { JobHandler } from '../../platform/jobs/jobs.js';
import { endCancelledPlanPlaces } from './end-cancelled-plan-places.js';
import { settleParentCancel } from './parent-cancel-money.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';

/**
 * `places-cancelled` (modules/booking): each order's monthly plan stops charging for its cancelled
 * places, and a parent's own cancel is refunded as the club's policy says and emailed.
 */
export const placesCancelledJob =
  (deps: SubscriptionsDeps): JobHandler<'places-cancelled'> =>
  async ({ data }) => {
    for (const orderId of data.orderIds) await endCancelledPlanPlaces(deps, data.clubId, orderId);
    if (data.parentCancel) await settleParentCancel(deps, data.clubId, data.parentCancel.bookingRef);
  };

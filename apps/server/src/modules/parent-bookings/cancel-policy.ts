import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CancelPolicy } from './booking-view.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';

/** The club's cancelling rule as of now, for the views of its bookings. */
export async function cancelPolicyOf({ repo, clock }: ParentBookingsDeps, club: ResolvedClub): Promise<CancelPolicy> {
  const rules = await repo.cancelRules(club.id);
  return {
    clientId: club.id,
    cancelDaysBefore: rules.days,
    cancellationRefund: rules.money,
    now: Math.floor(clock().getTime() / 1000),
  };
}

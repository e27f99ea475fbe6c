import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

/**
 * Absorb Payments on → off (spec §4): the fees are passed on to parents, and Payment Secures Booking, which needs
 * absorbing, is switched off with it, in one transaction (the web asks first). Already passing on: no change.
 */
export async function passOnPlatformFees(deps: FeesDeps, club: ResolvedClub) {
  await deps.transaction(async (repo) => {
    await repo.lockFeeMode(club.id);
    await repo.setFeeMode(club.id, { absorbCharges: false, paymentSecuresBooking: false });
  });
  return { data: { absorbCharges: 0 as const, paymentSecuresBooking: 0 as const } };
}

import type { FeatureKey } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { asFlag, type FeesDeps } from './fees-deps.js';

/** A feature's value (spec §7 "GET feature"). The one feature, beta-payment-secures-booking, is Payment Secures Booking. */
export async function featureState(deps: FeesDeps, club: ResolvedClub, _feature: FeatureKey) {
  const mode = await deps.repo.feeMode(club.id);
  return { data: asFlag(mode.paymentSecuresBooking) };
}

/**
 * Switches a feature over (spec §7 "POST toggle feature"). Payment Secures Booking may be switched on only while
 * the club absorbs the fees (409 otherwise: the web offers to switch both on); off is always allowed.
 */
export async function toggleFeature(deps: FeesDeps, club: ResolvedClub, _feature: FeatureKey) {
  const on = await deps.transaction(async (repo) => {
    const mode = await repo.lockFeeMode(club.id);
    const next = !mode.paymentSecuresBooking;
    if (next && !mode.absorbCharges) throw new AppError('CONFLICT', messages.fees.refused.psbNeedsAbsorb);
    await repo.setFeeMode(club.id, { paymentSecuresBooking: next });
    return next;
  });
  return { data: asFlag(on) };
}

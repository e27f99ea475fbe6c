import type { FeatureKey } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { asFlag, type FeesDeps } from './fees-deps.js';
import type { FeesRepository } from './fees.repository.js';

/** A feature's value (spec §7 "GET feature"). The one feature, beta-payment-secures-booking, is Payment Secures Booking. */
export async function featureState(deps: FeesDeps, club: ResolvedClub, _feature: FeatureKey) {
  const mode = await deps.repo.feeMode(club.id);
  return { data: asFlag(mode.paymentSecuresBooking) };
}

/**
 * Sets a feature on or off in the caller's transaction (the club's own toggle, and the platform console). Payment
 * Secures Booking may be switched on only while the club absorbs the fees (409 otherwise: the web offers to switch
 * both on); off is always allowed. Answers whether it changed.
 */
export async function setFeatureLocked(repo: FeesRepository, clubId: number, _feature: FeatureKey, on: boolean) {
  const mode = await repo.lockFeeMode(clubId);
  if (on && !mode.absorbCharges) throw new AppError('CONFLICT', messages.fees.refused.psbNeedsAbsorb);
  if (mode.paymentSecuresBooking === on) return false;
  await repo.setFeeMode(clubId, { paymentSecuresBooking: on });
  return true;
}

/** Switches a feature over (spec §7 "POST toggle feature"), as `setFeatureLocked` allows. */
export async function toggleFeature(deps: FeesDeps, club: ResolvedClub, feature: FeatureKey) {
  const on = await deps.transaction(async (repo) => {
    const next = !(await repo.lockFeeMode(club.id)).paymentSecuresBooking;
    await setFeatureLocked(repo, club.id, feature, next);
    return next;
  });
  return { data: asFlag(on) };
}

import { cancellationRefundOf, type BookingSettingsForm } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';

/**
 * The club's booking settings as its managers set them (/cms/settings/booking). The booking rules
 * read the same row through the process's copy (`booking-settings.ts`), so a change reaches
 * pricing and holds within its few seconds' time to live, and cancelling at once.
 */
export async function clubBookingSettings(deps: BookingDeps, club: ResolvedClub): Promise<BookingSettingsForm> {
  const settings = await deps.orders.settingsOf(club.id);
  const { cancelDaysBefore, setupFeeAmount, setupFeeMandatory, holdCapPerRun, trialsOffered } = settings;
  const cancellationRefund = cancellationRefundOf(settings.cancellationRefund);
  return { cancelDaysBefore, cancellationRefund, setupFeeAmount, setupFeeMandatory, holdCapPerRun, trialsOffered };
}

/** Saves every booking setting at once (the body was validated whole: nothing is written otherwise). */
export async function saveClubBookingSettings(
  deps: BookingDeps,
  club: ResolvedClub,
  values: BookingSettingsForm,
): Promise<BookingSettingsForm> {
  await deps.orders.saveSettings(club.id, values);
  return clubBookingSettings(deps, club);
}

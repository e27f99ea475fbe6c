import { countrySupport } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import type { SmsSender } from '../../platform/sms/sms-sender.js';
import { isSwitchedOn } from './club-options.js';
import { clubSettingsStore } from './club-settings-store.repository.js';
import { feesRepository } from './fees.repository.js';

/**
 * Whether the club's booking confirmations also go by SMS: its SMS Invoices on (where its country has SMS), its
 * "Booking confirmations by SMS" switch on, and an SMS sender configured. Booking's checkout reads it (issue 24).
 */
export const clubSmsConfirmations =
  ({ db, sms }: { db: Db; sms: Pick<SmsSender, 'available'> }) =>
  async (clubId: number): Promise<boolean> => {
    if (!sms.available) return false;
    const { smsInvoices, country } = await feesRepository(db).clubFlags(clubId);
    if (!smsInvoices || !countrySupport(country).supportsSms) return false;
    return isSwitchedOn(clubSettingsStore(db), clubId, 'sms-booking-confirmations');
  };
export type ClubSmsConfirmations = ReturnType<typeof clubSmsConfirmations>;

import type { FeeTerms } from '@clubroom/domain/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs } from '../../db/schema/index.js';
import { clubSettingsStore } from './club-settings-store.repository.js';
import { clubPaymentSettingsRepository, type FeeMode } from './club-payment-settings.repository.js';
import { feeRatesRepository } from './fee-rates.repository.js';

/**
 * The club's switches this module owns: the fee mode (absorb or pass on) and Payment Secures Booking on the club's
 * payment settings row (which paying reads), SMS invoices and the listing flag on the club, and the catalogued
 * dropdown settings (club options) in `club_settings`. Every statement names the club.
 */
export function feesRepository(db: Db) {
  const settings = clubSettingsStore(db);
  const payment = clubPaymentSettingsRepository(db);
  const feeRates = feeRatesRepository(db);
  return {
    async clubFlags(clubId: number) {
      const [row] = await db
        .select({ smsInvoices: clubs.smsInvoices, listed: clubs.listed, country: clubs.country })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      if (!row) throw new Error(`No club ${clubId}`);
      return row;
    },

    lockFeeMode: payment.lockFeeMode,
    setFeeMode: payment.setFeeMode,

    async feeMode(clubId: number): Promise<FeeMode> {
      const { absorbCharges, paymentSecuresBooking } = await payment.paymentSetupOf(clubId);
      return { absorbCharges, paymentSecuresBooking };
    },

    /**
     * What the club charges parents in fees (`amountToPay` reads it) for an order placed at `at`: passed on or
     * absorbed, and the rates in effect then.
     */
    async feeTerms(clubId: number, at: Date): Promise<FeeTerms> {
      const [{ absorbCharges }, rates] = await Promise.all([
        payment.paymentSetupOf(clubId),
        feeRates.ratesAt(clubId, at),
      ]);
      return { absorbCharges, rates };
    },

    async setSmsInvoices(clubId: number, on: boolean): Promise<void> {
      await db.update(clubs).set({ smsInvoices: on }).where(eq(clubs.id, clubId));
    },

    async setListed(clubId: number, listed: boolean): Promise<void> {
      await db.update(clubs).set({ listed }).where(eq(clubs.id, clubId));
    },

    /** The stored values of these `club_settings` keys (a key never set is absent). */
    settingsOf: settings.valuesOf,

    putSetting: settings.put,

    flipSetting: settings.flip,
  };
}
export type FeesRepository = ReturnType<typeof feesRepository>;

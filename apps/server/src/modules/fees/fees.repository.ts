import { DEFAULT_FEE_TERMS, type FeeTerms } from '@clubroom/domain/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubPaymentSettings, clubs, clubSettings } from '../../db/schema/index.js';
import { clubSettingsStore } from '../../platform/club-settings/club-settings.repository.js';

export interface FeeMode {
  absorbCharges: boolean;
  paymentSecuresBooking: boolean;
}

/**
 * The club's switches this module owns: the fee mode (absorb or pass on) and Payment Secures Booking on the club's
 * payment settings row (which paying reads), SMS invoices and the listing flag on the club, and the catalogued
 * toggle and dropdown settings in `club_settings`. Every statement names the club.
 */
export function feesRepository(db: Db) {
  const settings = clubSettingsStore(db);
  return {
    async clubFlags(clubId: number) {
      const [row] = await db
        .select({ smsInvoices: clubs.smsInvoices, listed: clubs.listed, country: clubs.country })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      if (!row) throw new Error(`No club ${clubId}`);
      return row;
    },

    /**
     * The fee mode, locked for the rest of the transaction (`for update`), so two switches changing it at once are
     * judged one after the other. A club without a payment settings row gets one with the defaults first.
     */
    async lockFeeMode(clubId: number): Promise<FeeMode> {
      await db.insert(clubPaymentSettings).values({ clubId }).onConflictDoNothing();
      const [row] = await db
        .select({
          absorbCharges: clubPaymentSettings.absorbCharges,
          paymentSecuresBooking: clubPaymentSettings.paymentSecuresBooking,
        })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId))
        .for('update');
      return row!;
    },

    async feeMode(clubId: number): Promise<FeeMode> {
      const [row] = await db
        .select({
          absorbCharges: clubPaymentSettings.absorbCharges,
          paymentSecuresBooking: clubPaymentSettings.paymentSecuresBooking,
        })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId));
      return row ?? { absorbCharges: false, paymentSecuresBooking: false };
    },

    /** What the club charges parents in fees (`amountToPay` reads it): passed on or absorbed, and its rates. */
    async feeTerms(clubId: number): Promise<FeeTerms> {
      const [row] = await db
        .select({
          absorbCharges: clubPaymentSettings.absorbCharges,
          providerHundredths: clubPaymentSettings.providerHundredths,
          commissionHundredths: clubPaymentSettings.commissionHundredths,
          fixedFee: clubPaymentSettings.fixedFee,
        })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId));
      if (!row) return DEFAULT_FEE_TERMS;
      return {
        absorbCharges: row.absorbCharges,
        rates: {
          providerPercent: row.providerHundredths / 100,
          commissionPercent: row.commissionHundredths / 100,
          fixedFee: row.fixedFee,
        },
      };
    },

    async setFeeMode(clubId: number, mode: Partial<FeeMode>): Promise<void> {
      await db.update(clubPaymentSettings).set(mode).where(eq(clubPaymentSettings.clubId, clubId));
    },

    async setSmsInvoices(clubId: number, on: boolean): Promise<void> {
      await db.update(clubs).set({ smsInvoices: on }).where(eq(clubs.id, clubId));
    },

    async setListed(clubId: number, listed: boolean): Promise<void> {
      await db.update(clubs).set({ listed }).where(eq(clubs.id, clubId));
    },

    /** The stored values of these `club_settings` keys (a key never set is absent). */
    settingsOf: settings.valuesOf,

    /**
     * Switches a '1'/'0' setting over in one statement (two at once each switch it once): a setting never stored
     * starts from `unsetValue`. Answers the new value.
     */
    async toggleSetting(clubId: number, key: string, unsetValue: '0' | '1', now: Date): Promise<'0' | '1'> {
      const [row] = await db
        .insert(clubSettings)
        .values({ clubId, key, value: unsetValue === '1' ? '0' : '1', updatedAt: now })
        .onConflictDoUpdate({
          target: [clubSettings.clubId, clubSettings.key],
          set: {
            value: sql`case when ${clubSettings.value} = '1' then '0' else '1' end`,
            updatedAt: now,
          },
        })
        .returning({ value: clubSettings.value });
      return row!.value === '1' ? '1' : '0';
    },

    putSetting: settings.put,
  };
}
export type FeesRepository = ReturnType<typeof feesRepository>;

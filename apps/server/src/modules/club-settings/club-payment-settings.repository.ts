import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubPaymentSettings } from '../../db/schema/club-payment-settings.js';
import { DEFAULT_PAYMENT_SETUP, type PaymentSetup } from './payment-setup.js';

export interface FeeMode {
  absorbCharges: boolean;
  paymentSecuresBooking: boolean;
}

/**
 * The one reader and writer of `club_payment_settings` (a club's payment set-up: connected account, fee mode, instructions to parents, its platform subscription id). Other modules reach it through this module's
 * index.ts. Every statement names the club.
 */
export function clubPaymentSettingsRepository(db: Db) {
  return {
    /** What paying reads: the club's row, or the defaults (no account, fees passed on). */
    async paymentSetupOf(clubId: number): Promise<PaymentSetup> {
      const [row] = await db.select().from(clubPaymentSettings).where(eq(clubPaymentSettings.clubId, clubId));
      if (!row) return DEFAULT_PAYMENT_SETUP;
      return {
        connectedAccountId: row.connectedAccountId,
        absorbCharges: row.absorbCharges,
        paymentSecuresBooking: row.paymentSecuresBooking,
        country: row.country,
      };
    },

    /** A new club's row (no account connected, the defaults), in the transaction creating the club. */
    async createFor(clubId: number, country: string): Promise<void> {
      await db.insert(clubPaymentSettings).values({ clubId, country });
    },

    /**
     * Records the club's connected account, unless one is recorded already (two clicks at once: the first wins);
     * answers the account the club now has.
     */
    async connectAccount(clubId: number, country: string, accountId: string): Promise<string> {
      await db
        .insert(clubPaymentSettings)
        .values({ clubId, country })
        .onConflictDoNothing({ target: clubPaymentSettings.clubId });
      await db
        .update(clubPaymentSettings)
        .set({ connectedAccountId: accountId })
        .where(and(eq(clubPaymentSettings.clubId, clubId), isNull(clubPaymentSettings.connectedAccountId)));
      const [row] = await db
        .select({ id: clubPaymentSettings.connectedAccountId })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId));
      return row?.id ?? accountId;
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

    async setFeeMode(clubId: number, mode: Partial<FeeMode>): Promise<void> {
      await db.update(clubPaymentSettings).set(mode).where(eq(clubPaymentSettings.clubId, clubId));
    },

    /** The club's instructions and subscription ids (locked for the transaction), or the defaults when it has no row. */
    async clubPaymentOf(clubId: number) {
      const [row] = await db
        .select({
          paymentInstructions: clubPaymentSettings.paymentInstructions,
          subscriptionId: clubPaymentSettings.subscriptionId,
          previousSubscriptionId: clubPaymentSettings.previousSubscriptionId,
        })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId))
        .for('update');
      return row ?? { paymentInstructions: '', subscriptionId: null, previousSubscriptionId: null };
    },

    /** The club's subscription to the platform at the card provider; null: none (or no row). */
    async subscriptionIdOf(clubId: number): Promise<string | null> {
      const [row] = await db
        .select({ id: clubPaymentSettings.subscriptionId })
        .from(clubPaymentSettings)
        .where(eq(clubPaymentSettings.clubId, clubId));
      return row?.id ?? null;
    },

    async savePaymentInstructions(clubId: number, paymentInstructions: string): Promise<void> {
      await db
        .insert(clubPaymentSettings)
        .values({ clubId, paymentInstructions })
        .onConflictDoUpdate({ target: clubPaymentSettings.clubId, set: { paymentInstructions } });
    },

    async saveSubscriptionIds(
      clubId: number,
      ids: { subscriptionId: string | null; previousSubscriptionId: string | null },
    ): Promise<void> {
      await db
        .insert(clubPaymentSettings)
        .values({ clubId, ...ids })
        .onConflictDoUpdate({ target: clubPaymentSettings.clubId, set: ids });
    },
  };
}
export type ClubPaymentSettingsRepository = ReturnType<typeof clubPaymentSettingsRepository>;

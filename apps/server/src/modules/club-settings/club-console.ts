import type { SetThemeBody } from '@clubroom/domain/api';
import { features, skinStylesheetUrl, type FeatureKey, type FeeRates } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { clubPaymentSettingsRepository } from './club-payment-settings.repository.js';
import { clubProfileRepository } from './club-profile.repository.js';
import { applyStylesheet, uploadStylesheet } from './club-stylesheet.js';
import { clubStylesheetsRepository } from './club-stylesheets.repository.js';
import { themeOf } from './get-club-settings.js';
import { feeRatesRepository } from './fee-rates.repository.js';
import { feesRepository } from './fees.repository.js';
import { setClubTheme } from './set-club-theme.js';
import { setFeatureLocked } from './toggle-feature.js';

/**
 * What the platform console reads and changes of a club through this module (the owner of its row, payment settings
 * and rates): built on `db`, a transaction's when the console writes with its audit row.
 */
export function clubConsole({ db, forgetClub }: { db: Db; forgetClub: (subdomain: string) => void }) {
  const payment = clubPaymentSettingsRepository(db);
  const rates = feeRatesRepository(db);
  const profile = clubProfileRepository(db);
  const stylesheets = clubStylesheetsRepository(db);
  return {
    /**
     * The club's payment account, subscription, features, rates (those in effect at `now`, and every dated one), skin
     * and own stylesheets.
     */
    async factsOf(clubId: number, now: Date) {
      const [setup, ids, current, schedule, row, sheets] = await Promise.all([
        payment.paymentSetupOf(clubId),
        payment.subscriptionIdOf(clubId),
        rates.ratesAt(clubId, now),
        rates.scheduleOf(clubId),
        profile.profileOf(clubId),
        stylesheets.stylesheetsOf(clubId),
      ]);
      const shown = <T extends { hash: string; uploadedAt: Date }>(sheet: T) => ({
        ...sheet,
        url: skinStylesheetUrl(sheet.hash),
        uploadedAt: sheet.uploadedAt.toISOString(),
      });
      const on: Record<FeatureKey, boolean> = { 'beta-payment-secures-booking': setup.paymentSecuresBooking };
      return {
        payments: { accountId: setup.connectedAccountId, subscriptionId: ids, absorbCharges: setup.absorbCharges },
        features: Object.entries(features).map(([feature, { label }]) => ({
          feature: feature as FeatureKey,
          label,
          on: on[feature as FeatureKey],
        })),
        rates: { current, schedule },
        skin: themeOf(row),
        stylesheet: {
          applied: sheets.applied && shown(sheets.applied),
          pending: sheets.pending && shown(sheets.pending),
        },
      };
    },
    /** Answers whether the feature changed (409 as the club's own toggle refuses). */
    setFeature: (clubId: number, feature: FeatureKey, on: boolean) =>
      setFeatureLocked(feesRepository(db), clubId, feature, on),
    setRates: (clubId: number, from: Date, next: FeeRates, now: Date) => rates.setRates(clubId, from, next, now),
    setSkin: (club: Pick<ResolvedClub, 'id' | 'subdomain'>, body: SetThemeBody) =>
      setClubTheme({ repo: profile, forgetClub }, club, body),
    /** Keeps a stylesheet for preview (checked by the parser); null when it is the one applied. */
    uploadStylesheet: (clubId: number, text: string, now: Date) => uploadStylesheet(stylesheets, clubId, text, now),
    /** Applies the stylesheet previewed: the club's pages link it from their next request. */
    async applyStylesheet(club: Pick<ResolvedClub, 'id' | 'subdomain'>, hash: string) {
      await applyStylesheet(stylesheets, club.id, hash);
      forgetClub(club.subdomain);
    },
    /** Removes the applied stylesheet; answers its version, null when there was none. */
    async removeStylesheet(club: Pick<ResolvedClub, 'id' | 'subdomain'>) {
      const removed = await stylesheets.remove(club.id);
      forgetClub(club.subdomain);
      return removed;
    },
    async setSuspendedAt(club: Pick<ResolvedClub, 'id' | 'subdomain'>, at: Date | null) {
      await profile.setSuspendedAt(club.id, at);
      forgetClub(club.subdomain);
    },
  };
}
export type ClubConsole = ReturnType<typeof clubConsole>;

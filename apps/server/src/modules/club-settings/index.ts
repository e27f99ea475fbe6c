import type { PolicyKind } from '@clubroom/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { Db } from '../../db/client.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import { clubPaymentSettingsRepository } from './club-payment-settings.repository.js';
import { clubProfileRepository } from './club-profile.repository.js';
import { clubProfileRoutes } from './club-profile.routes.js';
import { clubStylesheetsRepository } from './club-stylesheets.repository.js';
import { feeRatesRepository } from './fee-rates.repository.js';
import { feesRepository } from './fees.repository.js';
import { feesRoutes } from './fees.routes.js';
import { paySettingsRepository } from './pay-settings.repository.js';
import { paySettingsRoutes } from './pay-settings.routes.js';
import { isSwitchedOn, registerOrderOf, sharesOpenData } from './club-options.js';
import { clubSettingsStore } from './club-settings-store.repository.js';

export type { PaymentSetup } from './payment-setup.js';
export { clubConsole, type ClubConsole } from './club-console.js';
export { clubStylesheetLink } from './stylesheet-link.js';
export { clubSmsConfirmations, type ClubSmsConfirmations } from './sms-confirmations.js';

export interface ClubSettingsModuleDeps extends ModuleDeps {
  /** The tenancy cache's `forget` (app.ts): a new name, theme or logo is seen at once. */
  forgetClub: (subdomain: string) => void;
}

/**
 * Club settings (docs/club-settings.md), the one owner of `clubs`, `club_payment_settings` and `club_settings`: the club
 * profile (name, contact details, socials, time zone, listing, theme, logo), platform fees and the Health Check,
 * the toggles and features, payment methods and instructions, policies, photo permissions and the admin tools.
 */
export const clubSettingsModule: FastifyPluginAsync<ClubSettingsModuleDeps> = async (app, deps) => {
  const { db, config, clock, forgetClub } = deps;
  await registerUploads(app);
  clubProfileRoutes(app, {
    repo: clubProfileRepository(db),
    stylesheets: clubStylesheetsRepository(db),
    files: fileStoreFor(config),
    clock,
    forgetClub,
  });
  feesRoutes(app, {
    repo: feesRepository(db),
    transaction: (work) => withTransaction(db, (tx) => work(feesRepository(tx))),
    feeRates: feeRatesRepository(db).ratesAt,
    clock,
  });
  paySettingsRoutes(app, {
    repo: paySettingsRepository(db),
    transaction: (work) => withTransaction(db, (tx) => work(paySettingsRepository(tx), auditRepository(tx))),
    clock,
  });
};

/**
 * What a club charges parents in fees (passed on or absorbed, and its rates), read through `db` (a transaction's,
 * inside one): the booking module prices the basket and fixes an order's fee with it (`amountToPay`).
 */
export const clubFeeTerms = ({ db }: { db: Db }) => feesRepository(db).feeTerms;
export type ClubFeeTerms = ReturnType<typeof clubFeeTerms>;

/** A club's payment set-up as paying reads it (its connected account and fee mode), or the defaults. */
export const clubPaymentSetup = ({ db }: { db: Db }) => clubPaymentSettingsRepository(db).paymentSetupOf;
export type ClubPaymentSetup = ReturnType<typeof clubPaymentSetup>;

/**
 * A club's fee rates in effect at an instant: paying an order reads them at the order's placement (the platform's
 * share), the parent's payment settings now.
 */
export const clubFeeRatesAt = ({ db }: { db: Db }) => feeRatesRepository(db).ratesAt;
export type ClubFeeRatesAt = ReturnType<typeof clubFeeRatesAt>;

/**
 * A club's card-payment account, for creating a club (its row of defaults, in the creating transaction) and
 * connecting its account (the first account recorded stays the club's).
 */
export const clubPaymentAccounts = ({ db }: { db: Db }) => {
  const repo = clubPaymentSettingsRepository(db);
  return { createFor: repo.createFor, connectAccount: repo.connectAccount };
};
export type ClubPaymentAccounts = ReturnType<typeof clubPaymentAccounts>;

/**
 * The club's subscription to the platform at the card provider (the id support's reset clears and restore puts
 * back): platform-subscription reads it to find the club's current subscription, and records a new one set up.
 */
export const clubSubscriptionIds = ({ db }: { db: Db }) => {
  const repo = clubPaymentSettingsRepository(db);
  return { of: repo.clubPaymentOf, save: repo.saveSubscriptionIds };
};
export type ClubSubscriptionIds = ReturnType<typeof clubSubscriptionIds>;

/** The club's own row for onboarding: creating the club (in the creating transaction), its name and details step. */
export const clubRows = ({ db }: { db: Db }) => {
  const repo = clubProfileRepository(db);
  return { create: repo.create, setName: repo.setName, finishSignUp: repo.finishSignUp };
};
export type ClubRows = ReturnType<typeof clubRows>;
export type { NewClub } from './club-profile.repository.js';

/** How the club's registers list children (the option "Registers list children by"): registers and camps read it. */
export const clubRegisterOrder =
  ({ db }: { db: Db }) =>
  (clubId: number) =>
    registerOrderOf(clubSettingsStore(db), clubId);
export type ClubRegisterOrder = ReturnType<typeof clubRegisterOrder>;

/** Whether the club has opted in to sharing its timetable as open data: the open-data feed reads it. */
export const clubSharesOpenData =
  ({ db }: { db: Db }) =>
  (clubId: number) =>
    sharesOpenData(clubSettingsStore(db), clubId);
/** Whether the club's "Grading trophies" switch is on: the trophies module reads it. */
export const clubGradingTrophies =
  ({ db }: { db: Db }) =>
  (clubId: number) =>
    isSwitchedOn(clubSettingsStore(db), clubId, 'grading-trophies');
export type ClubGradingTrophies = ReturnType<typeof clubGradingTrophies>;

/**
 * A club's policy written from outside the club's own settings page (a franchise applying its shared policy to its
 * clubs): the same row `savePolicy` keeps, on `db` (a transaction's, with the writer's audit row).
 */
export const clubPolicyWriter = ({ db }: { db: Db }) => ({
  save: (clubId: number, kind: PolicyKind, text: string, now: Date) =>
    paySettingsRepository(db).savePolicy(clubId, kind, text.replace(/\r\n/g, '\n').trim(), now),
});
export type ClubPolicyWriter = ReturnType<typeof clubPolicyWriter>;

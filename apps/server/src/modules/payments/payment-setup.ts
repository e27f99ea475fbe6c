import { passingOnFee, platformShare, type FeeRates } from '@clubroom/domain/rules';
import type { PaymentsRepository } from './payments.repository.js';

/** A club's payment set-up, as paying reads it (the club_payment_settings row, or the defaults). */
export interface PaymentSetup {
  /** The club's account at the provider; null: the club takes no payments online. */
  connectedAccountId: string | null;
  absorbCharges: boolean;
  paymentSecuresBooking: boolean;
  rates: FeeRates;
  /** For the wallet's payment request. */
  country: string;
}

/** A club without a row: spec §9's 4.5 % (the provider's 1.5 %, the platform's 3 %) and 20p, passed on. */
const DEFAULT_SETUP: PaymentSetup = {
  connectedAccountId: null,
  absorbCharges: false,
  paymentSecuresBooking: false,
  rates: { providerPercent: 1.5, commissionPercent: 3, fixedFee: 20 },
  country: 'GB',
};

export async function paymentSetupOf(repo: PaymentsRepository, clubId: number): Promise<PaymentSetup> {
  const row = await repo.settingsOf(clubId);
  if (!row) return DEFAULT_SETUP;
  return {
    connectedAccountId: row.connectedAccountId,
    absorbCharges: row.absorbCharges,
    paymentSecuresBooking: row.paymentSecuresBooking,
    rates: {
      providerPercent: row.providerHundredths / 100,
      commissionPercent: row.commissionHundredths / 100,
      fixedFee: row.fixedFee,
    },
    country: row.country,
  };
}

/** What paying an order's total charges: the total and, when the club passes fees on, the fee; the platform's share. */
export function chargeFor(total: number, setup: PaymentSetup) {
  const fee = setup.absorbCharges ? 0 : passingOnFee(total, setup.rates);
  return { amount: total + fee, fee, applicationFee: platformShare(total, setup.rates) };
}

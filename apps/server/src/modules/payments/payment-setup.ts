import { DEFAULT_FEE_TERMS, platformShare, totalToPayOf, type FeeRates } from '@clubroom/domain/rules';
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

/** A club without a row: the domain's default fee terms (spec §9's 4.5 % and 20p, passed on), and no account. */
const DEFAULT_SETUP: PaymentSetup = {
  connectedAccountId: null,
  paymentSecuresBooking: false,
  ...DEFAULT_FEE_TERMS,
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

/**
 * What paying an order charges: its total and the passing-on fee fixed at checkout (`totalToPayOf`, the same
 * sum the basket, order page and emails show), and the platform's share of the order's total.
 */
export function chargeFor(order: { total: number; passingOnFee: number }, setup: PaymentSetup) {
  return {
    amount: totalToPayOf(order),
    fee: order.passingOnFee,
    applicationFee: platformShare(order.total, setup.rates),
  };
}

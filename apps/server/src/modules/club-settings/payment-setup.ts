import { DEFAULT_FEE_TERMS, type FeeRates } from '@clubroom/domain/rules';

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
export const DEFAULT_PAYMENT_SETUP: PaymentSetup = {
  connectedAccountId: null,
  paymentSecuresBooking: false,
  ...DEFAULT_FEE_TERMS,
  country: 'GB',
};

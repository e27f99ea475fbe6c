/** A club's payment set-up, as paying reads it (the club_payment_settings row, or the defaults). */
export interface PaymentSetup {
  /** The club's account at the provider; null: the club takes no payments online. */
  connectedAccountId: string | null;
  absorbCharges: boolean;
  paymentSecuresBooking: boolean;
  /** For the wallet's payment request. */
  country: string;
}

/** A club without a row: fees passed on, and no account. Its rates are its `club_fee_rates` (`feeRatesRepository`). */
export const DEFAULT_PAYMENT_SETUP: PaymentSetup = {
  connectedAccountId: null,
  absorbCharges: false,
  paymentSecuresBooking: false,
  country: 'GB',
};

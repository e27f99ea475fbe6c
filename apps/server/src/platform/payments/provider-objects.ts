/**
 * The objects a payment provider answers with, shaped as Stripe's (API version `PINNED_API_VERSION`) so the
 * Stripe adapter passes them through unchanged and the sandbox answers the same. Only the fields the platform
 * reads are typed. Amounts are integers in minor units; times are Unix seconds; currencies lower-case.
 */

/**
 * The Stripe API version these shapes follow: the last with `invoice.payment_intent`, `payment_intent.invoice`
 * and `subscription.current_period_end` (2025-03-31.basil moved them).
 */
export const PINNED_API_VERSION = '2025-02-24.acacia';

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  invoice_settings: { default_payment_method: string | null };
  metadata: Metadata;
  created: number;
  /** False in test mode (and always in the sandbox). */
  livemode: boolean;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

/** What is shown of a card: never its number. */
export interface CardDetails {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  /** The same for every payment method made from one card number (to spot a card saved twice). */
  fingerprint: string;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: CardDetails;
  billing_details: { name: string | null };
  /** The customer it is saved for, or null. */
  customer: string | null;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

/** A card token, as a card collector makes one (Stripe.js's createToken; the sandbox's card form). */
export interface CardToken {
  id: string;
  object: 'token';
  type: 'card';
  card: CardDetails;
  used: boolean;
  created: number;
  livemode: boolean;
}

/** Why the last attempt failed: a decline (`type: 'card_error'`) or a failed 3-D Secure authentication. */
export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  /** e.g. card_declined, expired_card, incorrect_cvc, processing_error, authentication_required,
   *  payment_intent_authentication_failure. */
  code: string;
  /** The issuer's reason for a decline: generic_decline, insufficient_funds… */
  decline_code?: string;
  message: string;
  param?: string;
  /** The payment method that failed. */
  payment_method?: PaymentMethod;
}

/** What the customer must do next: authenticate (3-D Secure) through the card collector. */
export type NextAction =
  | { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, unknown> }
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } };

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: PaymentIntentStatus;
  customer: string | null;
  payment_method: string | null;
  /** Handed to the card collector to confirm or authenticate in the browser. */
  client_secret: string;
  next_action: NextAction | null;
  last_payment_error: PaymentError | null;
  /** The platform's part of a direct charge on a club's connected account. */
  application_fee_amount: number | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  latest_charge: string | null;
  /** The subscription invoice this pays, if any. */
  invoice: string | null;
  cancellation_reason: string | null;
  description: string | null;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

/** A SetupIntent moves through the same states, without taking money. */
export type SetupIntentStatus = PaymentIntentStatus;

/** Saves a card for later (off-session) payments, authenticating it once if the bank asks. */
export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: SetupIntentStatus;
  customer: string | null;
  payment_method: string | null;
  usage: 'off_session' | 'on_session';
  client_secret: string;
  next_action: NextAction | null;
  last_setup_error: PaymentError | null;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string;
  application_fee_amount: number | null;
  status: 'succeeded';
  created: number;
  livemode: boolean;
}

/** What a subscription item's price is for (Stripe needs it to exist before a price names it). */
/** A club's connected account (Stripe Connect, Express): payments are direct charges on it. */
export interface ConnectedAccount {
  id: string;
  object: 'account';
  country: string;
  /** The account can take payments. */
  charges_enabled: boolean;
  /** The club finished the provider's onboarding form. */
  details_submitted: boolean;
  metadata: Metadata;
}

/** A single-use link to the provider's onboarding form for a connected account. */
export interface AccountLink {
  object: 'account_link';
  url: string;
  created: number;
  expires_at: number;
}

export interface Product {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  metadata: Metadata;
  created: number;
}

export type RecurringInterval = 'day' | 'week' | 'month' | 'year';

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  quantity: number;
  price: {
    currency: string;
    unit_amount: number;
    product: string;
    recurring: { interval: RecurringInterval; interval_count: number };
  };
}

export interface Invoice {
  id: string;
  object: 'invoice';
  customer: string;
  subscription: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_due: number;
  amount_paid: number;
  currency: string;
  /** Null for an invoice of nothing (a trial's). */
  payment_intent: string | null;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  period_start: number;
  period_end: number;
  created: number;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';

/** A subscription as events carry it (and the sandbox keeps it): related objects by id. */
export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  status: SubscriptionStatus;
  customer: string;
  default_payment_method: string | null;
  items: { object: 'list'; data: SubscriptionItem[] };
  trial_start: number | null;
  trial_end: number | null;
  current_period_start: number;
  current_period_end: number;
  /** When its billing cycle starts: its first renewal (the trial's end, or the billing day asked for); else its start. */
  billing_cycle_anchor: number;
  pending_setup_intent: string | null;
  latest_invoice: string | null;
  application_fee_percent: number | null;
  cancel_at_period_end: boolean;
  /** Set while collection is paused (its invoices voided); null otherwise. */
  pause_collection: { behavior: 'void' } | null;
  canceled_at: number | null;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

/** A subscription as the provider answers it: expanded, so the SCA step can be read at once. */
/** An invoice with its payment expanded: its 3-D Secure step or decline can be read. */
export type InvoiceWithPayment = Omit<Invoice, 'payment_intent'> & { payment_intent: PaymentIntent | null };

export interface Subscription extends Omit<SubscriptionObject, 'pending_setup_intent' | 'latest_invoice'> {
  /** The card's 3-D Secure setup to finish (a trial with a card that must be authenticated first). */
  pending_setup_intent: SetupIntent | null;
  /** With its payment_intent: the first payment's 3-D Secure step, or its decline. */
  latest_invoice: InvoiceWithPayment | null;
}

/**
 * A hosted checkout (Stripe Checkout, `mode: 'subscription'`): the customer pays at `url` and is sent to
 * `success_url` (its `{CHECKOUT_SESSION_ID}` replaced) with the subscription made, or back to `cancel_url`.
 */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  /** The hosted page; null once complete or expired. */
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  /** Setup mode: the SetupIntent that saved the card (once complete). */
  setup_intent: string | null;
  /** null in setup mode (nothing is charged). */
  amount_total: number | null;
  currency: string;
  expires_at: number;
  metadata: Metadata;
  created: number;
  livemode: boolean;
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

/** The objects events carry. */
export type ProviderObject =
  | Customer
  | PaymentMethod
  | PaymentIntent
  | SetupIntent
  | Charge
  | Refund
  | Invoice
  | SubscriptionObject
  | Product
  | CheckoutSession;

/** A webhook event, as Stripe sends it (`account` is the connected account, for direct charges). */
export interface ProviderEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: boolean;
  account?: string;
  data: { object: ProviderObject };
  request: { id: string | null; idempotency_key: string | null };
}

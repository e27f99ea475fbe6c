import type {
  AccountLink,
  Charge,
  CheckoutSession,
  ConnectedAccount,
  Customer,
  InvoiceWithPayment,
  List,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  Product,
  ProviderEvent,
  RecurringInterval,
  Refund,
  SetupIntent,
  Subscription,
} from './provider-objects.js';

/**
 * Per call, as Stripe's SDK takes them: the idempotency key (the same key with the same parameters answers the
 * first answer again; with other parameters, an `idempotency_error`) and the club's connected account (a direct
 * charge: the customer, card and payment live on the club's account).
 */
export interface RequestOptions {
  idempotencyKey?: string;
  stripeAccount?: string;
}

export interface CustomerCreateParams {
  email?: string;
  name?: string;
  metadata?: Metadata;
}

export interface CustomerUpdateParams {
  invoice_settings?: { default_payment_method?: string | null };
  metadata?: Metadata;
}

/** A card as typed: the sandbox takes it (Stripe only in test mode; in production the browser makes a token). */
export interface RawCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc?: string;
}

/** A card as typed, or a token made from one in the browser (`tok_…`, or a test alias such as `tok_visa`). */
export type CardInput = RawCard | { token: string };

export interface PaymentMethodCreateParams {
  type: 'card';
  card: CardInput;
  billing_details?: { name?: string };
  metadata?: Metadata;
}

export interface PaymentIntentCreateParams {
  amount: number;
  currency: string;
  customer?: string;
  /** A payment method id, or one of the test aliases (`pm_card_visa`…). */
  payment_method?: string;
  /** Pay at once; otherwise the intent waits in requires_payment_method / requires_confirmation. */
  confirm?: boolean;
  /** The parent is not there (a renewal, a saved card charged later): a bank's 3-D Secure request fails it. */
  off_session?: boolean;
  /** Save the card on the customer for later payments once this one succeeds. */
  setup_future_usage?: 'off_session' | 'on_session';
  /** The platform's fee on a direct charge; needs `stripeAccount`. */
  application_fee_amount?: number;
  description?: string;
  metadata?: Metadata;
}

export interface PaymentIntentConfirmParams {
  payment_method?: string;
  off_session?: boolean;
  /**
   * Save this attempt's card on the intent's customer once it succeeds (the parent's "remember my card");
   * '' takes an earlier attempt's wish back, as Stripe's empty value does.
   */
  setup_future_usage?: 'off_session' | 'on_session' | '';
}

export interface SetupIntentCreateParams {
  customer?: string;
  payment_method?: string;
  usage?: 'off_session' | 'on_session';
  confirm?: boolean;
  metadata?: Metadata;
}

export interface SetupIntentConfirmParams {
  payment_method?: string;
}

/** A subscription item's price, made with it (no price object kept). */
export interface SubscriptionPriceData {
  currency: string;
  product: string;
  unit_amount: number;
  recurring: { interval: RecurringInterval; interval_count?: number };
}

export interface SubscriptionCreateParams {
  customer: string;
  items: {
    price_data: SubscriptionPriceData;
    quantity?: number;
  }[];
  /** The card to charge; else the customer's default. */
  default_payment_method?: string;
  trial_period_days?: number;
  /** The trial's end (Unix seconds, in the future), instead of `trial_period_days`. */
  trial_end?: number;
  /**
   * The first renewal's moment (Unix seconds, after the trial if any, within one period of it): every later payment
   * falls on the same day of the month. With `proration_behavior: 'none'` the days up to it are not charged.
   */
  billing_cycle_anchor?: number;
  proration_behavior?: 'none';
  /** The platform's share of each invoice on a connected account, 0–100. */
  application_fee_percent?: number;
  metadata?: Metadata;
}

export interface SubscriptionUpdateParams {
  default_payment_method?: string;
  /** Pause collection (invoices voided until resumed); '' resumes. */
  pause_collection?: { behavior: 'void' } | '';
  /**
   * Items it has, by their ids: a new price (charged from the next invoice on), or removed (`deleted`: not
   * charged from the next invoice on; a subscription keeps at least one item).
   */
  items?: ({ id: string; price_data: SubscriptionPriceData } | { id: string; deleted: true })[];
  /** true: cancelled when the period paid for ends (until then it can be undone with false). */
  cancel_at_period_end?: boolean;
  /** A trial's new end (Unix seconds, in the future), or 'now': the trial ends and its first period is charged at once. */
  trial_end?: number | 'now';
  /** 'none': the period already paid is neither charged again nor credited for a price or trial changed. */
  proration_behavior?: 'none';
  metadata?: Metadata;
}

export interface RefundCreateParams {
  payment_intent: string;
  /** Part of the payment; the whole of what is left unrefunded when absent. */
  amount?: number;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer';
  /** On a direct charge, give the platform's fee back in proportion too. */
  refund_application_fee?: boolean;
  metadata?: Metadata;
}

/** A hosted checkout of a subscription (Stripe Checkout): the price given inline, as subscriptions take it. */
export interface SubscriptionCheckoutParams {
  mode: 'subscription';
  line_items: { price_data: SubscriptionPriceData; quantity: number }[];
  /** Where the customer is sent once subscribed; `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
  success_url: string;
  cancel_url: string;
  client_reference_id?: string;
  customer_email?: string;
  metadata?: Metadata;
  subscription_data?: { metadata?: Metadata };
}

/**
 * A hosted page that saves a card for a customer (Stripe Checkout's setup mode): nothing is charged; the completed
 * session names its SetupIntent, whose payment method is the card.
 */
export interface SetupCheckoutParams {
  mode: 'setup';
  customer: string;
  /** The currency of what the card will pay (Stripe asks for it in setup mode). */
  currency: string;
  success_url: string;
  cancel_url: string;
  client_reference_id?: string;
  metadata?: Metadata;
}

export type CheckoutSessionCreateParams = SubscriptionCheckoutParams | SetupCheckoutParams;

/** A club's connected account (Express: the provider hosts its onboarding form and dashboard). */
export interface AccountCreateParams {
  type: 'express';
  country: string;
  email?: string;
  business_profile?: { name?: string; url?: string };
  capabilities?: { card_payments: { requested: true }; transfers: { requested: true } };
  metadata?: Metadata;
}

/** The provider's onboarding form for an account: where it sends the club back when done, or to ask again. */
export interface AccountLinkCreateParams {
  account: string;
  type: 'account_onboarding';
  refresh_url: string;
  return_url: string;
}

/**
 * What core code uses to take payments: the sandbox (offline, the default) or Stripe. Never a provider SDK.
 * Every object is Stripe's shape (`provider-objects.ts`), so the Stripe adapter passes them through.
 *
 * Errors: invalid requests, unknown ids and idempotency conflicts throw `PaymentProviderError`; a card refused
 * when it is saved (attach, or a SetupIntent's confirm with no intent to carry the error) throws a `card_error`;
 * a payment that is declined or asks for 3-D Secure is an answer, not an error: read the intent's `status`,
 * `next_action` and `last_payment_error`.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  customers: {
    create(params: CustomerCreateParams, options?: RequestOptions): Promise<Customer>;
    retrieve(id: string, options?: RequestOptions): Promise<Customer>;
    update(id: string, params: CustomerUpdateParams, options?: RequestOptions): Promise<Customer>;
  };
  paymentMethods: {
    create(params: PaymentMethodCreateParams, options?: RequestOptions): Promise<PaymentMethod>;
    retrieve(id: string, options?: RequestOptions): Promise<PaymentMethod>;
    /** Saves the card for the customer; the bank checks it (a declined card throws a card_error). */
    attach(id: string, params: { customer: string }, options?: RequestOptions): Promise<PaymentMethod>;
    /** Removes a saved card; it can never be used again. */
    detach(id: string, options?: RequestOptions): Promise<PaymentMethod>;
    list(params: { customer: string; type: 'card' }, options?: RequestOptions): Promise<List<PaymentMethod>>;
  };
  paymentIntents: {
    create(params: PaymentIntentCreateParams, options?: RequestOptions): Promise<PaymentIntent>;
    confirm(id: string, params?: PaymentIntentConfirmParams, options?: RequestOptions): Promise<PaymentIntent>;
    retrieve(id: string, options?: RequestOptions): Promise<PaymentIntent>;
    cancel(id: string, options?: RequestOptions): Promise<PaymentIntent>;
  };
  setupIntents: {
    create(params: SetupIntentCreateParams, options?: RequestOptions): Promise<SetupIntent>;
    confirm(id: string, params?: SetupIntentConfirmParams, options?: RequestOptions): Promise<SetupIntent>;
    retrieve(id: string, options?: RequestOptions): Promise<SetupIntent>;
  };
  products: {
    /** A product with the id given; an id already taken throws `resource_already_exists`. */
    create(params: { id: string; name: string; metadata?: Metadata }, options?: RequestOptions): Promise<Product>;
  };
  /**
   * Answered expanded (`pending_setup_intent`, `latest_invoice.payment_intent`); `allow_incomplete` behaviour.
   * Each item's `price_data.product` must be a product of the account.
   */
  subscriptions: {
    create(params: SubscriptionCreateParams, options?: RequestOptions): Promise<Subscription>;
    retrieve(id: string, options?: RequestOptions): Promise<Subscription>;
    update(id: string, params: SubscriptionUpdateParams, options?: RequestOptions): Promise<Subscription>;
    cancel(id: string, options?: RequestOptions): Promise<Subscription>;
  };
  /** Hosted checkout pages (the platform's own account: a club paying the platform). */
  checkout: {
    sessions: {
      create(params: CheckoutSessionCreateParams, options?: RequestOptions): Promise<CheckoutSession>;
      retrieve(id: string, options?: RequestOptions): Promise<CheckoutSession>;
    };
  };
  invoices: {
    /** A subscription's invoices in the state asked for, newest first, each with its payment expanded. */
    list(
      params: { subscription: string; status: 'open' | 'paid' },
      options?: RequestOptions,
    ): Promise<List<InvoiceWithPayment>>;
    /** One invoice with its payment expanded (what a renewal's event names: its amount, its card). */
    retrieve(id: string, options?: RequestOptions): Promise<InvoiceWithPayment>;
  };
  refunds: {
    /** Never more than is left unrefunded of the payment (`amount_too_large`). */
    create(params: RefundCreateParams, options?: RequestOptions): Promise<Refund>;
    /** A payment's refunds, newest first (ours and those made at the provider's dashboard): up to 100. */
    list(params: { payment_intent: string }, options?: RequestOptions): Promise<List<Refund>>;
  };
  charges: {
    /** A payment's charge: what was captured and how much of it has been refunded. */
    retrieve(id: string, options?: RequestOptions): Promise<Charge>;
  };
  /** Clubs' connected accounts (Connect): the platform's own calls, never with `stripeAccount`. */
  accounts: {
    create(params: AccountCreateParams, options?: RequestOptions): Promise<ConnectedAccount>;
    retrieve(id: string): Promise<ConnectedAccount>;
  };
  accountLinks: {
    create(params: AccountLinkCreateParams): Promise<AccountLink>;
  };
  webhooks: {
    /** The event of a webhook whose signature verifies on the raw body; else throws WebhookSignatureError. */
    constructEvent(payload: string | Buffer, signatureHeader: string | undefined): ProviderEvent;
  };
}

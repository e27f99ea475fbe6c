import type Stripe from 'stripe';
import type { CustomerUpdateParams, PaymentProvider } from '../payment-provider.js';
import { resourceMissing } from '../payment-provider-error.js';
import type { Customer } from '../provider-objects.js';
import { verifyWebhook } from '../webhook-signature.js';
import { sdkRequestOptions as sdk, stripeClient, type StripeClientOptions } from './stripe-client.js';
import { declinedIntentOf, providerErrorOf } from './stripe-errors.js';

export interface StripeProviderOptions extends StripeClientOptions {
  /** PAYMENTS_WEBHOOK_SECRET: the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** "Now", to judge a webhook signature's age. */
  clock: () => Date;
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
}

/** Answered expanded, so the SCA step (a trial's card set-up, the first payment) is read from the answer. */
const SUBSCRIPTION_EXPAND = ['pending_setup_intent', 'latest_invoice.payment_intent'];

/**
 * The platform takes cards (wallets make cards too). Named, because since API version 2023-08-16 an intent
 * otherwise takes every payment method the dashboard enables, and confirming it on the server then needs a
 * return_url for the ones that redirect.
 */
const CARDS: 'card'[] = ['card'];

/**
 * Stripe's answer as the provider's object: `provider-objects.ts` types the part of Stripe's JSON (at the pinned
 * API version) that the platform reads, so the answer passes through as it came. Only the SDK's types are wider
 * (an expandable field typed as id-or-object, where these calls expand only what the interface answers expanded),
 * hence the cast, in this one place.
 */
async function answer<T>(request: () => Promise<unknown>): Promise<T> {
  try {
    return (await request()) as T;
  } catch (error) {
    throw providerErrorOf(error);
  }
}

/** A call that confirms an intent: a card's decline is answered as the declined intent (`declinedIntentOf`). */
async function attempt<T>(kind: 'payment_intent' | 'setup_intent', request: () => Promise<unknown>): Promise<T> {
  try {
    return (await request()) as T;
  } catch (error) {
    const declined = declinedIntentOf(error, kind);
    if (declined) return declined as unknown as T;
    throw providerErrorOf(error);
  }
}

/** Stripe clears a field sent as an empty string, where the interface says null. */
const customerUpdate = ({ invoice_settings, ...rest }: CustomerUpdateParams): Stripe.CustomerUpdateParams => ({
  ...rest,
  ...(invoice_settings && {
    invoice_settings: {
      default_payment_method:
        invoice_settings.default_payment_method === null ? '' : invoice_settings.default_payment_method,
    },
  }),
});

/** A customer deleted on Stripe is answered as `{ id, deleted: true }`; the sandbox's answer is resource_missing. */
function existing(customer: Customer | Stripe.DeletedCustomer): Customer {
  if ('deleted' in customer && customer.deleted) throw resourceMissing('customer', customer.id);
  return customer as Customer;
}

/**
 * The provider that takes real payments: each call is the SDK call of the same name, with its idempotency key and
 * the club's connected account (`stripeAccount`: direct charges, the platform's `application_fee_amount`). Events
 * come by webhook, to the app's route: this provider delivers none itself.
 */
export function stripePaymentProvider(options: StripeProviderOptions): StripePaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    customers: {
      create: (params, o) => answer(() => stripe.customers.create(params, sdk(o))),
      retrieve: async (id, o) => existing(await answer(() => stripe.customers.retrieve(id, sdk(o)))),
      update: (id, params, o) => answer(() => stripe.customers.update(id, customerUpdate(params), sdk(o))),
    },
    paymentMethods: {
      create: (params, o) => answer(() => stripe.paymentMethods.create(params, sdk(o))),
      retrieve: (id, o) => answer(() => stripe.paymentMethods.retrieve(id, sdk(o))),
      attach: (id, params, o) => answer(() => stripe.paymentMethods.attach(id, params, sdk(o))),
      detach: (id, o) => answer(() => stripe.paymentMethods.detach(id, sdk(o))),
      // Stripe's largest page: a parent's saved cards fit in it (has_more says if not).
      list: (params, o) => answer(() => stripe.paymentMethods.list({ ...params, limit: 100 }, sdk(o))),
    },
    paymentIntents: {
      create: (params, o) =>
        attempt('payment_intent', () =>
          stripe.paymentIntents.create({ ...params, payment_method_types: CARDS }, sdk(o)),
        ),
      confirm: (id, params, o) => attempt('payment_intent', () => stripe.paymentIntents.confirm(id, params, sdk(o))),
      retrieve: (id, o) => answer(() => stripe.paymentIntents.retrieve(id, sdk(o))),
      cancel: (id, o) => answer(() => stripe.paymentIntents.cancel(id, sdk(o))),
    },
    setupIntents: {
      create: (params, o) =>
        attempt('setup_intent', () => stripe.setupIntents.create({ ...params, payment_method_types: CARDS }, sdk(o))),
      confirm: (id, params, o) => attempt('setup_intent', () => stripe.setupIntents.confirm(id, params, sdk(o))),
      retrieve: (id, o) => answer(() => stripe.setupIntents.retrieve(id, sdk(o))),
    },
    products: {
      create: (params, o) => answer(() => stripe.products.create(params, sdk(o))),
    },
    subscriptions: {
      // allow_incomplete: a first payment that needs 3-D Secure or is declined leaves the subscription
      // `incomplete` with that payment to read, rather than refusing the call (as the sandbox behaves).
      create: (params, o) =>
        answer(() =>
          stripe.subscriptions.create(
            { ...params, payment_behavior: 'allow_incomplete', expand: SUBSCRIPTION_EXPAND },
            sdk(o),
          ),
        ),
      retrieve: (id, o) => answer(() => stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }, sdk(o))),
      update: (id, params, o) =>
        answer(() => stripe.subscriptions.update(id, { ...params, expand: SUBSCRIPTION_EXPAND }, sdk(o))),
      cancel: (id, o) => answer(() => stripe.subscriptions.cancel(id, { expand: SUBSCRIPTION_EXPAND }, sdk(o))),
    },
    checkout: {
      sessions: {
        // The platform's own account: a club paying the platform (never `stripeAccount`). A card set-up takes cards
        // only, as the intents do.
        create: (params, o) =>
          answer(() =>
            stripe.checkout.sessions.create(
              params.mode === 'setup' ? { ...params, payment_method_types: CARDS } : params,
              sdk(o),
            ),
          ),
        retrieve: (id, o) => answer(() => stripe.checkout.sessions.retrieve(id, {}, sdk(o))),
      },
    },
    invoices: {
      // A subscription's open invoices are a few months at most: one page of Stripe's largest.
      list: (params, o) =>
        answer(() => stripe.invoices.list({ ...params, limit: 100, expand: ['data.payment_intent'] }, sdk(o))),
      retrieve: (id, o) => answer(() => stripe.invoices.retrieve(id, { expand: ['payment_intent'] }, sdk(o))),
    },
    refunds: {
      create: (params, o) => answer(() => stripe.refunds.create(params, sdk(o))),
      // A payment refunded more than a hundred times is not one a club makes: one page of Stripe's largest.
      list: (params, o) => answer(() => stripe.refunds.list({ ...params, limit: 100 }, sdk(o))),
    },
    charges: {
      retrieve: (id, o) => answer(() => stripe.charges.retrieve(id, {}, sdk(o))),
    },
    accounts: {
      create: (params, o) => answer(() => stripe.accounts.create(params, sdk(o))),
      retrieve: (id) => answer(() => stripe.accounts.retrieve(id)),
    },
    accountLinks: {
      create: (params) => answer(() => stripe.accountLinks.create(params)),
    },
    webhooks: {
      // The project's verification rather than the SDK's (the same scheme): one code path and one error class
      // (WebhookSignatureError) for both providers' deliveries, judged against the app's clock.
      constructEvent: (payload, header) =>
        verifyWebhook({ payload, header, secret: options.webhookSecret, now: options.clock() }),
    },
  };
}

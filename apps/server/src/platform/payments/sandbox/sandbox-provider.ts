import { ConfigError } from '../../../config.js';
import type { PaymentProvider, RawCard, RequestOptions } from '../payment-provider.js';
import { resourceMissing } from '../payment-provider-error.js';
import type {
  CardToken,
  CheckoutSession,
  PaymentIntent,
  ProviderEvent,
  SetupIntent,
  Subscription,
} from '../provider-objects.js';
import { signatureHeader, verifyWebhook } from '../webhook-signature.js';
import { readRawCard } from './card-input.js';
import { completeCheckoutSession, createCheckoutSession, retrieveCheckoutSession } from './checkout-sessions.js';
import { createCustomer, updateCustomer } from './customers.js';
import { idempotently } from './idempotency.js';
import {
  authenticatePaymentIntent,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
} from './payment-intents.js';
import {
  attachPaymentMethod,
  createCardToken,
  createPaymentMethod,
  detachPaymentMethod,
  listPaymentMethods,
} from './payment-methods.js';
import { createRefund, listRefunds } from './refunds.js';
import { sandboxAccount, sandboxAccountLink } from './connected-accounts.js';
import { mustFind, type SandboxContext } from './sandbox-context.js';
import { sandboxEvent } from './sandbox-events.js';
import { inMemorySandboxState, type SandboxState } from './sandbox-state.js';
import { authenticateSetupIntent, confirmSetupIntent, createSetupIntent } from './setup-intents.js';
import {
  cancelSubscription,
  createSubscription,
  createProduct,
  expandedSubscription,
  listInvoices,
  retrieveInvoice,
  renewSubscription,
  updateSubscription,
} from './subscriptions.js';

/** What the sandbox offers beyond the provider: what the browser and time do on Stripe. */
export interface SandboxControls {
  /** The sandbox's card form: a token for a typed card (the card's first checks apply). */
  createCardToken(card: RawCard, options?: RequestOptions): Promise<CardToken>;
  /** The 3-D Secure dialog's Complete, for a PaymentIntent (`pi_…`) or SetupIntent (`seti_…`) awaiting it. */
  completeAuthentication(intentId: string, options?: RequestOptions): Promise<PaymentIntent | SetupIntent>;
  /** The 3-D Secure dialog's Fail. */
  failAuthentication(intentId: string, options?: RequestOptions): Promise<PaymentIntent | SetupIntent>;
  /** The hosted checkout page's Pay: the card saved and the session's subscription made (a card's refusal throws). */
  completeCheckoutSession(
    id: string,
    payment: { card: RawCard; name: string; email?: string },
    options?: RequestOptions,
  ): Promise<CheckoutSession>;
  /** The period (or trial) ends: the next invoice is charged off-session. */
  renewSubscription(id: string, options?: RequestOptions): Promise<Subscription>;
  /** An event as a webhook delivery: the body and its `Stripe-Signature` header, signed now. */
  signedWebhook(event: ProviderEvent): { payload: string; signature: string };
  /** Any body signed as a delivery now (a malformed one, for tests): its `Stripe-Signature` header. */
  signPayload(payload: string): string;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  readonly sandbox: SandboxControls;
}

/** Whether the provider is the sandbox, whose controls (the 3-D Secure dialog, the card form) the app then offers. */
export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxPaymentProvider =>
  provider.name === 'sandbox';

export interface SandboxOptions {
  /** The endpoint secret webhooks are signed and verified with. */
  webhookSecret: string;
  clock: () => Date;
  /**
   * Each event, in order, once the call that caused it has succeeded. It should only queue the event (a job):
   * the call waits for it, and a failure here fails the call although the payment has happened.
   */
  onEvent?: (event: ProviderEvent) => void | Promise<void>;
  /** NODE_ENV is production: refused unless `allowInProduction`. */
  production: boolean;
  allowInProduction: boolean;
  state?: SandboxState;
}

export class SandboxInProductionError extends ConfigError {
  constructor() {
    super(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: the payments sandbox takes no real money and does not run in production. ' +
        'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and PAYMENTS_WEBHOOK_SECRET to take payments through Stripe, ' +
        'or PAYMENTS_SANDBOX_IN_PRODUCTION=true to run the sandbox anyway (a demonstration site: docs/payments.md).',
    );
  }
}

/** The offline provider: Stripe's behaviour and test cards, no network, no money. */
export function sandboxPaymentProvider(options: SandboxOptions): SandboxPaymentProvider {
  if (options.production && !options.allowInProduction) throw new SandboxInProductionError();
  const state = options.state ?? inMemorySandboxState();
  const nowSeconds = () => Math.floor(options.clock().getTime() / 1000);

  /** A call that changes things: once per idempotency key, in one transaction, then its events delivered. */
  async function write<R>(
    endpoint: string,
    params: unknown,
    requestOptions: RequestOptions | undefined,
    work: (ctx: SandboxContext) => R,
  ): Promise<R> {
    const account = requestOptions?.stripeAccount ?? null;
    const key = requestOptions?.idempotencyKey;
    const events: ProviderEvent[] = [];
    let result: R;
    try {
      result = idempotently(state, { account, key, endpoint, params }, () =>
        state.transaction((store) => {
          const now = nowSeconds();
          const origin = { account, idempotencyKey: key ?? null, created: now };
          return work({ store, account, now, emit: (type, object) => events.push(sandboxEvent(type, object, origin)) });
        }),
      );
    } finally {
      // Kept before the call answers (a refusal's idempotency key too), as Stripe has it before it responds.
      await state.persist();
    }
    for (const event of events) await options.onEvent?.(event);
    return result;
  }

  /** A call that only reads. */
  async function read<R>(requestOptions: RequestOptions | undefined, work: (ctx: SandboxContext) => R): Promise<R> {
    const ctx = { store: state, account: requestOptions?.stripeAccount ?? null, now: nowSeconds(), emit: () => {} };
    return work(ctx);
  }

  const authenticate = (intentId: string, passed: boolean, requestOptions?: RequestOptions) =>
    write(`POST /sandbox/authentication/${intentId}`, { passed }, requestOptions, (ctx) => {
      if (intentId.startsWith('pi_')) return authenticatePaymentIntent(ctx, intentId, passed);
      if (intentId.startsWith('seti_')) return authenticateSetupIntent(ctx, intentId, passed);
      throw resourceMissing('intent', intentId);
    });

  return {
    name: 'sandbox',
    customers: {
      create: (params, o) => write('POST /v1/customers', params, o, (ctx) => createCustomer(ctx, params)),
      retrieve: (id, o) => read(o, (ctx) => mustFind(ctx, 'customer', id).object),
      update: (id, params, o) => write(`POST /v1/customers/${id}`, params, o, (ctx) => updateCustomer(ctx, id, params)),
    },
    paymentMethods: {
      create: (params, o) => write('POST /v1/payment_methods', params, o, (ctx) => createPaymentMethod(ctx, params)),
      retrieve: (id, o) => read(o, (ctx) => mustFind(ctx, 'payment_method', id).object),
      attach: (id, params, o) =>
        write(`POST /v1/payment_methods/${id}/attach`, params, o, (ctx) =>
          attachPaymentMethod(ctx, id, params.customer),
        ),
      detach: (id, o) => write(`POST /v1/payment_methods/${id}/detach`, {}, o, (ctx) => detachPaymentMethod(ctx, id)),
      list: (params, o) => read(o, (ctx) => listPaymentMethods(ctx, params.customer)),
    },
    paymentIntents: {
      create: (params, o) => write('POST /v1/payment_intents', params, o, (ctx) => createPaymentIntent(ctx, params)),
      confirm: (id, params, o) =>
        write(`POST /v1/payment_intents/${id}/confirm`, params, o, (ctx) => confirmPaymentIntent(ctx, id, params)),
      retrieve: (id, o) => read(o, (ctx) => mustFind(ctx, 'payment_intent', id).object),
      cancel: (id, o) => write(`POST /v1/payment_intents/${id}/cancel`, {}, o, (ctx) => cancelPaymentIntent(ctx, id)),
    },
    setupIntents: {
      create: (params, o) => write('POST /v1/setup_intents', params, o, (ctx) => createSetupIntent(ctx, params)),
      confirm: (id, params, o) =>
        write(`POST /v1/setup_intents/${id}/confirm`, params, o, (ctx) => confirmSetupIntent(ctx, id, params)),
      retrieve: (id, o) => read(o, (ctx) => mustFind(ctx, 'setup_intent', id).object),
    },
    products: {
      create: (params, o) => write('POST /v1/products', params, o, (ctx) => createProduct(ctx, params)),
    },
    subscriptions: {
      create: (params, o) => write('POST /v1/subscriptions', params, o, (ctx) => createSubscription(ctx, params)),
      retrieve: (id, o) => read(o, (ctx) => expandedSubscription(ctx, id)),
      update: (id, params, o) =>
        write(`POST /v1/subscriptions/${id}`, params, o, (ctx) => updateSubscription(ctx, id, params)),
      cancel: (id, o) => write(`DELETE /v1/subscriptions/${id}`, {}, o, (ctx) => cancelSubscription(ctx, id)),
    },
    checkout: {
      sessions: {
        create: (params, o) =>
          write('POST /v1/checkout/sessions', params, o, (ctx) => createCheckoutSession(ctx, params)),
        retrieve: (id, o) => read(o, (ctx) => retrieveCheckoutSession(ctx, id)),
      },
    },
    invoices: {
      list: (params, o) => read(o, (ctx) => listInvoices(ctx, params)),
      retrieve: (id, o) => read(o, (ctx) => retrieveInvoice(ctx, id)),
    },
    refunds: {
      create: (params, o) => write('POST /v1/refunds', params, o, (ctx) => createRefund(ctx, params)),
      list: (params, o) => read(o, (ctx) => listRefunds(ctx, params.payment_intent)),
    },
    charges: {
      retrieve: (id, o) => read(o, (ctx) => mustFind(ctx, 'charge', id).object),
    },
    accounts: {
      create: (params, o) =>
        write('POST /v1/accounts', params, o, () => sandboxAccount(null, params.country, params.metadata)),
      retrieve: async (id) => sandboxAccount(id, 'GB'),
    },
    accountLinks: {
      create: async (params) => sandboxAccountLink(params, nowSeconds()),
    },
    webhooks: {
      constructEvent: (payload, header) =>
        verifyWebhook({ payload, header, secret: options.webhookSecret, now: options.clock() }),
    },
    sandbox: {
      createCardToken: (card, o) =>
        write('POST /v1/tokens', card, o, (ctx) => createCardToken(ctx, readRawCard(card, ctx.now))),
      completeAuthentication: (intentId, o) => authenticate(intentId, true, o),
      failAuthentication: (intentId, o) => authenticate(intentId, false, o),
      completeCheckoutSession: (id, payment, o) =>
        write(`POST /sandbox/checkout/sessions/${id}/pay`, payment, o, (ctx) =>
          completeCheckoutSession(ctx, id, payment),
        ),
      renewSubscription: (id, o) =>
        write(`POST /sandbox/subscriptions/${id}/renew`, {}, o, (ctx) => renewSubscription(ctx, id)),
      signedWebhook(event) {
        const payload = JSON.stringify(event, null, 2);
        return { payload, signature: signatureHeader(payload, options.webhookSecret, nowSeconds()) };
      },
      signPayload: (payload) => signatureHeader(payload, options.webhookSecret, nowSeconds()),
    },
  };
}

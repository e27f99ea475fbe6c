import type { CheckoutSessionCreateParams, RawCard } from '../payment-provider.js';
import { invalidRequest, PaymentProviderError } from '../payment-provider-error.js';
import type { CheckoutSession } from '../provider-objects.js';
import { createCustomer, updateCustomer } from './customers.js';
import { attachPaymentMethod, createPaymentMethod } from './payment-methods.js';
import { mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { stripeId } from './sandbox-ids.js';
import type { StoredRecord } from './sandbox-state.js';
import { createSetupIntent } from './setup-intents.js';
import { createSubscription, priceOf } from './subscriptions.js';

/** Stripe's hosted checkout stays open 24 hours. */
const SESSION_SECONDS = 24 * 3600;

/** The sandbox's hosted checkout page (the app serves it: `apps/web/src/features/platform-subscription/`). */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${sessionId}`;

function mustBeUrl(value: unknown, param: string): string {
  if (typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)) return value;
  throw invalidRequest('Not a valid URL', { param });
}

/**
 * A checkout session, as Stripe makes one: of a subscription (its prices checked now), or of a card saved for a
 * customer (setup mode); its page on the success address's site (the sandbox has no site of its own), open for a day.
 */
export function createCheckoutSession(ctx: SandboxContext, params: CheckoutSessionCreateParams): CheckoutSession {
  if (params.mode !== 'subscription' && params.mode !== 'setup') {
    throw invalidRequest('The sandbox checks out subscriptions and card set-ups only.', { param: 'mode' });
  }
  const lineItems = params.mode === 'subscription' ? params.line_items : [];
  if (params.mode === 'subscription' && (!Array.isArray(lineItems) || lineItems.length === 0)) {
    throw invalidRequest('A checkout session needs at least one line item.', { param: 'line_items' });
  }
  if (params.mode === 'setup') mustFind(ctx, 'customer', params.customer, 'customer');
  const prices = lineItems.map((item, i) => priceOf(ctx, item.price_data, `line_items[${i}]`));
  const successUrl = mustBeUrl(params.success_url, 'success_url');
  const id = stripeId('cs_test');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode: params.mode,
    status: 'open',
    payment_status: params.mode === 'setup' ? 'no_payment_required' : 'unpaid',
    url: `${new URL(successUrl).origin}${sandboxCheckoutPath(id)}`,
    success_url: successUrl,
    cancel_url: mustBeUrl(params.cancel_url, 'cancel_url'),
    client_reference_id: params.client_reference_id ?? null,
    customer: params.mode === 'setup' ? params.customer : null,
    customer_email: (params.mode === 'subscription' && params.customer_email) || null,
    subscription: null,
    setup_intent: null,
    amount_total:
      params.mode === 'setup'
        ? null
        : prices.reduce((sum, price, i) => sum + price.unit_amount * (lineItems[i].quantity ?? 1), 0),
    currency: params.mode === 'setup' ? params.currency.toLowerCase() : prices[0].currency,
    expires_at: ctx.now + SESSION_SECONDS,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  ctx.store.save('checkout_session', newRecord<'checkout_session'>(ctx, session, { lineItems }));
  return session;
}

/** A session as it is now: one left open past its time has expired. */
export function retrieveCheckoutSession(ctx: SandboxContext, id: string): CheckoutSession {
  const { object } = mustFind(ctx, 'checkout_session', id);
  if (object.status === 'open' && ctx.now >= object.expires_at) return { ...object, status: 'expired', url: null };
  return object;
}

const needsAuthentication = () =>
  new PaymentProviderError('card_error', 'This card needs 3-D Secure, which the sandbox checkout does not ask.', {
    code: 'authentication_required',
  });

/** Completes a session: it keeps what it made, and says so. */
function completed(
  ctx: SandboxContext,
  record: StoredRecord<'checkout_session'>,
  made: Pick<CheckoutSession, 'customer' | 'subscription' | 'setup_intent'>,
): CheckoutSession {
  const session = record.object;
  const done: CheckoutSession = {
    ...session,
    status: 'complete',
    payment_status: session.mode === 'subscription' && session.amount_total !== 0 ? 'paid' : 'no_payment_required',
    url: null,
    ...made,
  };
  ctx.store.save('checkout_session', { ...record, object: done });
  ctx.emit('checkout.session.completed', done);
  return done;
}

/**
 * The hosted page's Pay (or, in setup mode, Save): the card saved for a customer (the bank's check applies), then
 * the subscription, its first invoice paid now, or the set-up that saved it. The sandbox's page asks for no 3-D
 * Secure: a card whose first payment needs it, or is declined, refuses the whole checkout with the card's error
 * (nothing kept; the session stays open).
 */
export function completeCheckoutSession(
  ctx: SandboxContext,
  id: string,
  payment: { card: RawCard; name: string; email?: string },
): CheckoutSession {
  const record = mustFind(ctx, 'checkout_session', id);
  const session = retrieveCheckoutSession(ctx, id);
  if (session.status !== 'open') throw invalidRequest(`This checkout session is ${session.status}.`, { param: 'id' });
  const customerId =
    session.customer ??
    createCustomer(ctx, {
      name: payment.name,
      email: payment.email ?? session.customer_email ?? undefined,
      metadata: session.metadata,
    }).id;
  const method = createPaymentMethod(ctx, {
    type: 'card',
    card: payment.card,
    billing_details: { name: payment.name },
  });
  attachPaymentMethod(ctx, method.id, customerId);
  if (session.mode === 'setup') {
    const setup = createSetupIntent(ctx, {
      customer: customerId,
      payment_method: method.id,
      usage: 'off_session',
      confirm: true,
      metadata: session.metadata,
    });
    if (setup.status !== 'succeeded') {
      throw needsAuthentication();
    }
    return completed(ctx, record, { customer: customerId, subscription: null, setup_intent: setup.id });
  }
  updateCustomer(ctx, customerId, { invoice_settings: { default_payment_method: method.id } });
  const subscription = createSubscription(ctx, {
    customer: customerId,
    items: record.internal.lineItems,
    default_payment_method: method.id,
    metadata: session.metadata,
  });
  if (subscription.status !== 'active') {
    const error = subscription.latest_invoice?.payment_intent?.last_payment_error;
    throw error ? PaymentProviderError.fromCardError(error) : needsAuthentication();
  }
  return completed(ctx, record, { customer: customerId, subscription: subscription.id, setup_intent: null });
}

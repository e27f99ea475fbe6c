import type { CheckoutSessionCreateParams, RawCard } from '../payment-provider.js';
import { invalidRequest, PaymentProviderError } from '../payment-provider-error.js';
import type { CheckoutSession } from '../provider-objects.js';
import { createCustomer, updateCustomer } from './customers.js';
import { attachPaymentMethod, createPaymentMethod } from './payment-methods.js';
import { mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { stripeId } from './sandbox-ids.js';
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
 * A checkout session of a subscription, as Stripe makes one: its prices checked now, its page on the success
 * address's site (the sandbox has no site of its own), open for a day.
 */
export function createCheckoutSession(ctx: SandboxContext, params: CheckoutSessionCreateParams): CheckoutSession {
  if (params.mode !== 'subscription')
    throw invalidRequest('The sandbox checks out subscriptions only.', { param: 'mode' });
  if (!Array.isArray(params.line_items) || params.line_items.length === 0) {
    throw invalidRequest('A checkout session needs at least one line item.', { param: 'line_items' });
  }
  const prices = params.line_items.map((item, i) => priceOf(ctx, item.price_data, `line_items[${i}]`));
  const successUrl = mustBeUrl(params.success_url, 'success_url');
  const id = stripeId('cs_test');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    url: `${new URL(successUrl).origin}${sandboxCheckoutPath(id)}`,
    success_url: successUrl,
    cancel_url: mustBeUrl(params.cancel_url, 'cancel_url'),
    client_reference_id: params.client_reference_id ?? null,
    customer: null,
    customer_email: params.customer_email ?? null,
    subscription: null,
    amount_total: prices.reduce((sum, price, i) => sum + price.unit_amount * (params.line_items[i].quantity ?? 1), 0),
    currency: prices[0].currency,
    expires_at: ctx.now + SESSION_SECONDS,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  ctx.store.save('checkout_session', newRecord<'checkout_session'>(ctx, session, { lineItems: params.line_items }));
  return session;
}

/** A session as it is now: one left open past its time has expired. */
export function retrieveCheckoutSession(ctx: SandboxContext, id: string): CheckoutSession {
  const { object } = mustFind(ctx, 'checkout_session', id);
  if (object.status === 'open' && ctx.now >= object.expires_at) return { ...object, status: 'expired', url: null };
  return object;
}

/**
 * The hosted page's Pay: a customer, the card saved for them (the bank's check applies), and the subscription,
 * its first invoice paid now. The sandbox's page asks for no 3-D Secure: a card whose first payment needs it, or is
 * declined, refuses the whole checkout with the card's error (nothing kept; the session stays open).
 */
export function completeCheckoutSession(
  ctx: SandboxContext,
  id: string,
  payment: { card: RawCard; name: string; email?: string },
): CheckoutSession {
  const record = mustFind(ctx, 'checkout_session', id);
  const session = retrieveCheckoutSession(ctx, id);
  if (session.status !== 'open') throw invalidRequest(`This checkout session is ${session.status}.`, { param: 'id' });
  const customer = createCustomer(ctx, {
    name: payment.name,
    email: payment.email ?? session.customer_email ?? undefined,
    metadata: session.metadata,
  });
  const method = createPaymentMethod(ctx, {
    type: 'card',
    card: payment.card,
    billing_details: { name: payment.name },
  });
  attachPaymentMethod(ctx, method.id, customer.id);
  updateCustomer(ctx, customer.id, { invoice_settings: { default_payment_method: method.id } });
  const subscription = createSubscription(ctx, {
    customer: customer.id,
    items: record.internal.lineItems,
    default_payment_method: method.id,
    metadata: session.metadata,
  });
  if (subscription.status !== 'active') {
    const error = subscription.latest_invoice?.payment_intent?.last_payment_error;
    throw error
      ? PaymentProviderError.fromCardError(error)
      : new PaymentProviderError('card_error', 'This card needs 3-D Secure, which the sandbox checkout does not ask.', {
          code: 'authentication_required',
        });
  }
  const completed: CheckoutSession = {
    ...session,
    status: 'complete',
    payment_status: session.amount_total === 0 ? 'no_payment_required' : 'paid',
    url: null,
    customer: customer.id,
    subscription: subscription.id,
  };
  ctx.store.save('checkout_session', { ...record, object: completed });
  ctx.emit('checkout.session.completed', completed);
  return completed;
}

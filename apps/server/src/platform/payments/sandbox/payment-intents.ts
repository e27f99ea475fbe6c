import type { PaymentIntentConfirmParams, PaymentIntentCreateParams } from '../payment-provider.js';
import { invalidRequest } from '../payment-provider-error.js';
import type { Charge, PaymentIntent } from '../provider-objects.js';
import { decideCharge } from './bank-decisions.js';
import { authenticationFailure } from './card-errors.js';
import {
  authenticationStep,
  methodAwaitingAuthentication,
  methodForIntent,
  methodToConfirm,
  markFailed,
  unexpectedState,
} from './intent-steps.js';
import { saveForCustomer, usablePaymentMethod } from './payment-methods.js';
import { mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { clientSecretFor, stripeId } from './sandbox-ids.js';
import type { StoredRecord } from './sandbox-state.js';
import { settleInvoicePayment } from './subscription-billing.js';

/** Stripe's smallest charge per currency, in minor units. */
const MINIMUM_CHARGE: Record<string, number> = { gbp: 30, eur: 50, usd: 50 };

type IntentRecord = StoredRecord<'payment_intent'>;

function validate(ctx: SandboxContext, params: PaymentIntentCreateParams): void {
  const currency = params.currency?.toLowerCase() ?? '';
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest('Invalid currency.', { param: 'currency' });
  const minimum = MINIMUM_CHARGE[currency] ?? 50;
  if (!Number.isSafeInteger(params.amount) || params.amount < minimum) {
    throw invalidRequest(`Amount must be at least ${minimum} minor units of ${currency}.`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  const fee = params.application_fee_amount;
  if (fee !== undefined) {
    if (!ctx.account) {
      throw invalidRequest('An application_fee_amount needs a direct charge on a connected account (stripeAccount).', {
        param: 'application_fee_amount',
      });
    }
    if (!Number.isSafeInteger(fee) || fee < 0 || fee > params.amount) {
      throw invalidRequest('The application fee must be a whole number from 0 to the amount.', {
        param: 'application_fee_amount',
      });
    }
  }
  if (params.off_session && !params.confirm) {
    throw invalidRequest('off_session can only be used with confirm=true.', { param: 'off_session' });
  }
  if (params.customer) mustFind(ctx, 'customer', params.customer, 'customer');
}

/** Settles an attempt with the bank's answer: 3-D Secure to do, a decline, or the charge. */
function attempt(ctx: SandboxContext, record: IntentRecord, methodId: string, authenticated: boolean): PaymentIntent {
  const intent = record.object;
  const method = methodForIntent(ctx, intent, methodId);
  const decision = decideCharge(method, { offSession: record.internal.offSession, authenticated, now: ctx.now });
  intent.payment_method = method.object.id;
  intent.next_action = null;
  if (decision.result === 'authenticate') {
    intent.status = 'requires_action';
    intent.next_action = authenticationStep(intent);
    ctx.store.save('payment_intent', record);
    ctx.emit('payment_intent.requires_action', intent);
    return intent;
  }
  if (decision.result === 'declined') {
    markFailed(intent, decision.error, method.object);
    ctx.store.save('payment_intent', record);
    ctx.emit('payment_intent.payment_failed', intent);
    settleInvoicePayment(ctx, intent);
    return intent;
  }
  return takePayment(ctx, record, method);
}

/** The bank said yes: the charge, the card kept for later if asked (or spent, if it was for one use). */
function takePayment(ctx: SandboxContext, record: IntentRecord, card: StoredRecord<'payment_method'>): PaymentIntent {
  const intent = record.object;
  let method = card;
  if (intent.customer && intent.setup_future_usage) {
    method = saveForCustomer(ctx, method, intent.customer);
    if (intent.setup_future_usage === 'off_session') method.internal.setUp = true;
  } else if (!method.object.customer) {
    method.internal.spent = true;
  }
  ctx.store.save('payment_method', method);
  const charge: Charge = {
    id: stripeId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    refunded: false,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: method.object.id,
    application_fee_amount: intent.application_fee_amount,
    status: 'succeeded',
    created: ctx.now,
    livemode: false,
  };
  ctx.store.save('charge', newRecord<'charge'>(ctx, charge, {}));
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  ctx.store.save('payment_intent', record);
  ctx.emit('charge.succeeded', charge);
  ctx.emit('payment_intent.succeeded', intent);
  settleInvoicePayment(ctx, intent);
  return intent;
}

/** A new intent (for `invoice`, when a subscription's invoice is what it pays); confirmed at once if asked. */
export function createPaymentIntent(
  ctx: SandboxContext,
  params: PaymentIntentCreateParams,
  invoice: string | null = null,
): PaymentIntent {
  validate(ctx, params);
  const id = stripeId('pi');
  const method = params.payment_method ? usablePaymentMethod(ctx, params.payment_method).object.id : null;
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: params.amount,
    amount_received: 0,
    currency: params.currency.toLowerCase(),
    status: method ? 'requires_confirmation' : 'requires_payment_method',
    customer: params.customer ?? null,
    payment_method: method,
    client_secret: clientSecretFor(id),
    next_action: null,
    last_payment_error: null,
    application_fee_amount: params.application_fee_amount ?? null,
    setup_future_usage: params.setup_future_usage ?? null,
    latest_charge: null,
    invoice,
    cancellation_reason: null,
    description: params.description ?? null,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  const record = newRecord<'payment_intent'>(ctx, intent, { offSession: params.off_session ?? false });
  ctx.store.save('payment_intent', record);
  ctx.emit('payment_intent.created', intent);
  return params.confirm ? attempt(ctx, record, methodToConfirm(intent, undefined), false) : intent;
}

export function confirmPaymentIntent(
  ctx: SandboxContext,
  id: string,
  params: PaymentIntentConfirmParams = {},
): PaymentIntent {
  const record = mustFind(ctx, 'payment_intent', id);
  const method = methodToConfirm(record.object, params.payment_method);
  record.internal.offSession = params.off_session ?? record.internal.offSession;
  if (params.setup_future_usage !== undefined) {
    if (params.setup_future_usage && !record.object.customer) {
      throw invalidRequest('setup_future_usage needs a customer on the PaymentIntent.', {
        param: 'setup_future_usage',
      });
    }
    record.object.setup_future_usage = params.setup_future_usage || null;
  }
  return attempt(ctx, record, method, false);
}

export function cancelPaymentIntent(ctx: SandboxContext, id: string): PaymentIntent {
  const record = mustFind(ctx, 'payment_intent', id);
  if (['succeeded', 'canceled', 'processing'].includes(record.object.status)) {
    throw unexpectedState(record.object, 'cancel');
  }
  record.object.status = 'canceled';
  record.object.next_action = null;
  ctx.store.save('payment_intent', record);
  ctx.emit('payment_intent.canceled', record.object);
  return record.object;
}

/** The sandbox's 3-D Secure dialog: Complete lets the bank answer the payment; Fail fails it. */
export function authenticatePaymentIntent(ctx: SandboxContext, id: string, passed: boolean): PaymentIntent {
  const record = mustFind(ctx, 'payment_intent', id);
  const intent = record.object;
  const methodId = methodAwaitingAuthentication(intent);
  if (passed) return attempt(ctx, record, methodId, true);
  markFailed(intent, authenticationFailure('payment_intent'), mustFind(ctx, 'payment_method', methodId).object);
  ctx.store.save('payment_intent', record);
  ctx.emit('payment_intent.payment_failed', intent);
  settleInvoicePayment(ctx, intent);
  return intent;
}

import type { SetupIntentConfirmParams, SetupIntentCreateParams } from '../payment-provider.js';
import type { SetupIntent } from '../provider-objects.js';
import { decideSetup } from './bank-decisions.js';
import { authenticationFailure } from './card-errors.js';
import {
  authenticationStep,
  markFailed,
  methodAwaitingAuthentication,
  methodForIntent,
  methodToConfirm,
} from './intent-steps.js';
import { saveForCustomer, usablePaymentMethod } from './payment-methods.js';
import { mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { clientSecretFor, stripeId } from './sandbox-ids.js';
import type { StoredRecord } from './sandbox-state.js';
import { settleSubscriptionSetup } from './subscription-billing.js';

type SetupRecord = StoredRecord<'setup_intent'>;

function save(ctx: SandboxContext, record: SetupRecord, event: string): SetupIntent {
  ctx.store.save('setup_intent', record);
  ctx.emit(event, record.object);
  return record.object;
}

/** Settles a set-up with the bank's answer: 3-D Secure to do, a refusal, or the card saved for later. */
function attempt(ctx: SandboxContext, record: SetupRecord, methodId: string, authenticated: boolean): SetupIntent {
  const intent = record.object;
  let method = methodForIntent(ctx, intent, methodId);
  const decision = decideSetup(method, { authenticated, now: ctx.now });
  intent.payment_method = method.object.id;
  intent.next_action = null;
  if (decision.result === 'authenticate') {
    intent.status = 'requires_action';
    intent.next_action = authenticationStep(intent);
    return save(ctx, record, 'setup_intent.requires_action');
  }
  if (decision.result === 'declined') {
    markFailed(intent, decision.error, method.object);
    return save(ctx, record, 'setup_intent.setup_failed');
  }
  if (intent.customer) method = saveForCustomer(ctx, method, intent.customer);
  if (intent.usage === 'off_session') method.internal.setUp = true;
  ctx.store.save('payment_method', method);
  intent.status = 'succeeded';
  intent.last_setup_error = null;
  save(ctx, record, 'setup_intent.succeeded');
  settleSubscriptionSetup(ctx, intent, record.internal.subscription);
  return intent;
}

/** A new set-up (for `subscription`, when it is a trial's card to authenticate); confirmed at once if asked. */
export function createSetupIntent(
  ctx: SandboxContext,
  params: SetupIntentCreateParams,
  subscription: string | null = null,
): SetupIntent {
  if (params.customer) mustFind(ctx, 'customer', params.customer, 'customer');
  const method = params.payment_method ? usablePaymentMethod(ctx, params.payment_method).object.id : null;
  const id = stripeId('seti');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    status: method ? 'requires_confirmation' : 'requires_payment_method',
    customer: params.customer ?? null,
    payment_method: method,
    usage: params.usage ?? 'off_session',
    client_secret: clientSecretFor(id),
    next_action: null,
    last_setup_error: null,
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  const record = newRecord<'setup_intent'>(ctx, intent, { subscription });
  save(ctx, record, 'setup_intent.created');
  return params.confirm ? attempt(ctx, record, methodToConfirm(intent, undefined), false) : intent;
}

export function confirmSetupIntent(
  ctx: SandboxContext,
  id: string,
  params: SetupIntentConfirmParams = {},
): SetupIntent {
  const record = mustFind(ctx, 'setup_intent', id);
  return attempt(ctx, record, methodToConfirm(record.object, params.payment_method), false);
}

/** The sandbox's 3-D Secure dialog for saving a card: Complete saves it; Fail fails the set-up. */
export function authenticateSetupIntent(ctx: SandboxContext, id: string, passed: boolean): SetupIntent {
  const record = mustFind(ctx, 'setup_intent', id);
  const intent = record.object;
  const methodId = methodAwaitingAuthentication(intent);
  if (passed) return attempt(ctx, record, methodId, true);
  markFailed(intent, authenticationFailure('setup_intent'), mustFind(ctx, 'payment_method', methodId).object);
  return save(ctx, record, 'setup_intent.setup_failed');
}

import type { PaymentIntent, SetupIntent, SubscriptionStatus } from '../provider-objects.js';
import { mustFind, type SandboxContext } from './sandbox-context.js';

/** Moves a subscription (and announces it) if its status, or its pending set-up, changes. */
export function setSubscriptionStatus(
  ctx: SandboxContext,
  id: string,
  status: SubscriptionStatus,
  pendingSetupCleared = false,
): void {
  const subscription = mustFind(ctx, 'subscription', id);
  const pending = pendingSetupCleared ? null : subscription.object.pending_setup_intent;
  if (subscription.object.status === status && pending === subscription.object.pending_setup_intent) return;
  subscription.object.status = status;
  subscription.object.pending_setup_intent = pending;
  ctx.store.save('subscription', subscription);
  ctx.emit('customer.subscription.updated', subscription.object);
}

/**
 * After a subscription invoice's payment has an outcome: paid makes the subscription active; a failure leaves a
 * new subscription incomplete and makes a renewing one past due.
 */
export function settleInvoicePayment(ctx: SandboxContext, intent: PaymentIntent): void {
  if (!intent.invoice) return;
  const invoice = mustFind(ctx, 'invoice', intent.invoice);
  const subscription = mustFind(ctx, 'subscription', invoice.object.subscription);
  if (intent.status === 'succeeded') {
    invoice.object.status = 'paid';
    invoice.object.amount_paid = invoice.object.amount_due;
    ctx.store.save('invoice', invoice);
    ctx.emit('invoice.paid', invoice.object);
    setSubscriptionStatus(ctx, subscription.object.id, 'active');
  } else if (intent.status === 'requires_payment_method') {
    ctx.emit('invoice.payment_failed', invoice.object);
    if (invoice.object.billing_reason === 'subscription_cycle')
      setSubscriptionStatus(ctx, subscription.object.id, 'past_due');
  }
}

/** A trial's card, once set up (3-D Secure passed), leaves nothing pending on its subscription. */
export function settleSubscriptionSetup(ctx: SandboxContext, intent: SetupIntent, subscriptionId: string | null): void {
  if (!subscriptionId || intent.status !== 'succeeded') return;
  const subscription = mustFind(ctx, 'subscription', subscriptionId);
  setSubscriptionStatus(ctx, subscriptionId, subscription.object.status, true);
}

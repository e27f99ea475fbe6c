import { AppError } from '../../platform/errors.js';
import { WebhookPayloadError, WebhookSignatureError, type ProviderEvent } from '../../platform/payments/index.js';
import type { PaymentsDeps } from './payments-deps.js';

/** The events that may change what an order's payment is: each settles it (the job asks the provider). */
const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

const intentOf = (event: ProviderEvent) =>
  event.data.object.object === 'payment_intent' ? event.data.object.id : null;

/** A charge refunded, by us or at the provider's dashboard: the payment's refunds are read, the dashboard's recorded. */
const refundedIntentOf = ({ type, data: { object } }: ProviderEvent) =>
  type === 'charge.refunded' && object.object === 'charge' ? object.payment_intent : null;

/** The events that may move a subscription's status: each refreshes it (the job asks the provider). */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const subscriptionOf = ({ data: { object } }: ProviderEvent) =>
  object.object === 'subscription' ? object.id : object.object === 'invoice' ? object.subscription : null;
/** Events about the platform's own subscriptions (a club paying the platform): on no connected account. */
const isPlatformSubscriptionEvent = (event: ProviderEvent) =>
  !event.account && (event.type === 'checkout.session.completed' || SUBSCRIPTION_EVENTS.has(event.type));
const sessionOf = ({ data: { object } }: ProviderEvent) => (object.object === 'checkout.session' ? object.id : null);

const invoiceOf = ({ data: { object } }: ProviderEvent) => (object.object === 'invoice' ? object.id : null);

/**
 * A provider's webhook delivery: verified on the raw body by its signature (400 when it does not
 * verify: forged, altered, or replayed too late; 400 too when its signed body is not an event), its event id recorded once (a repeated delivery
 * does nothing), and a job queued in the same transaction to settle the payment (or refresh the
 * subscription) it names. Answers
 * quickly; the job does the work, retried if it fails.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  payload: string | Buffer,
  signature: string | undefined,
): Promise<void> {
  let event: ProviderEvent;
  try {
    event = deps.provider.webhooks.constructEvent(payload, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof WebhookPayloadError)
      throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const intentId = intentOf(event);
  const subscriptionId = subscriptionOf(event);
  const about = { eventId: event.id, type: event.type, account: event.account ?? null };
  await deps.transaction(async (w) => {
    const first = await w.repo.recordEvent(event.id, event.type, deps.clock());
    if (!first) return;
    if (intentId && SETTLING_EVENTS.has(event.type)) await w.outbox.job('payment-event', { ...about, intentId });
    const refundedIntent = refundedIntentOf(event);
    if (refundedIntent) {
      await w.outbox.job('provider-refunds', { ...about, intentId: refundedIntent }); // an order's payment
      await w.outbox.job('plan-refunds', { ...about, intentId: refundedIntent }); // a plan's
    }
    if (subscriptionId && SUBSCRIPTION_EVENTS.has(event.type)) {
      await w.outbox.job('subscription-event', { ...about, subscriptionId, invoiceId: invoiceOf(event) });
    }
    if (isPlatformSubscriptionEvent(event)) {
      await w.outbox.job('platform-subscription-event', {
        eventId: event.id,
        type: event.type,
        subscriptionId,
        sessionId: sessionOf(event),
      });
    }
  });
}

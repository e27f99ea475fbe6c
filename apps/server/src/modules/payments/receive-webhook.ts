import { AppError } from '../../platform/errors.js';
import { WebhookSignatureError, type ProviderEvent } from '../../platform/payments/index.js';
import type { PaymentsDeps } from './payments-deps.js';

/** The events that may change what an order's payment is: each settles it (the job asks the provider). */
const SETTLING_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

const intentOf = (event: ProviderEvent) =>
  event.data.object.object === 'payment_intent' ? event.data.object.id : null;

/**
 * A provider's webhook delivery: verified on the raw body by its signature (400 when it does not
 * verify: forged, altered, or replayed too late), its event id recorded once (a repeated delivery
 * does nothing), and a job queued in the same transaction to settle the payment it names. Answers
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
    if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const intentId = intentOf(event);
  await deps.transaction(async (w) => {
    const first = await w.repo.recordEvent(event.id, event.type, deps.clock());
    if (!first || !intentId || !SETTLING_EVENTS.has(event.type)) return;
    await w.outbox.job('payment-event', {
      eventId: event.id,
      type: event.type,
      intentId,
      account: event.account ?? null,
    });
  });
}

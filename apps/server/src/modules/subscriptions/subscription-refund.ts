import { messages } from '@clubroom/domain/messages';
import type { RequestOptions, Subscription } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { Buyer } from '../booking/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { refundEmail } from '../payments/index.js';
import { recordPlanRefund } from './plan-charges.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

/**
 * Gives back what a subscription's first invoice took (the first month, when there was no free
 * trial) once its order's places are gone, and tells the parent. Once: the provider's key names the
 * subscription, and only the settlement that gives the order up calls it. Nothing paid: nothing to do.
 */
export async function refundFirstPayment(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  { row, started }: { row: SubscriptionRow; started: Subscription },
  payer: Buyer & { orderUuid: string },
  options: RequestOptions,
): Promise<void> {
  const invoice = started.latest_invoice;
  const intent = invoice?.payment_intent;
  if (!invoice || invoice.amount_paid === 0 || intent?.status !== 'succeeded') return;
  const reason = messages.paymentOutcomes.placesGoneReason;
  const refund = await deps.provider.refunds.create(
    { payment_intent: intent.id, reason: 'requested_by_customer', refund_application_fee: true, metadata: { reason } },
    { ...options, idempotencyKey: `places-gone-refund:${started.id}` },
  );
  await recordPlanRefund(deps, row, invoice, refund, options);
  await deps.transaction((w) =>
    w.outbox.email({
      ...refundEmail({
        to: payer.email,
        firstName: payer.firstName,
        clubName: club.name,
        currency: invoice.currency,
        refunds: [{ amount: refund.amount, reason }],
        orderUrl: `${payer.origin}/order/${payer.orderUuid}`,
      }),
      inbox: { clubId: club.id, userId: payer.userId }, // also in the parent's inbox at the club
    }),
  );
}

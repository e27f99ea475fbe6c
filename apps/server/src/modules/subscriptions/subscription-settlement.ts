import { messages, providerOutcomeMessage } from '@clubroom/domain/messages';
import { planStateOf, storedStatusOf } from './subscription-status.js';
import { AppError } from '../../platform/errors.js';
import type { Subscription } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { payerOf } from '../payments/index.js';
import { recordPlanCharge } from './plan-charges.js';
import { refundFirstPayment } from './subscription-refund.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

const texts = messages.subscriptions;

/** What settling found: the subscription as the provider has it and what became of its order. */
export interface SubscriptionSettlement {
  subscription: Subscription;
  /** completed: the order is booked; places-gone: its places went meanwhile (the subscription cancelled); null: not started. */
  outcome: 'completed' | 'places-gone' | null;
}

/** Started: paid (active), or in its trial with the card set up (no 3-D Secure left to do). */
const started = (subscription: Subscription) =>
  subscription.status === 'active' || (subscription.status === 'trialing' && !subscription.pending_setup_intent);

/**
 * The one way a subscription's state reaches us (subscribe, post-subscribe and the webhook's job):
 * read from the provider (never the browser's word), its status stored, and once it has started its
 * order is completed exactly once under its places' locks (booking's completePaidOrder: the
 * subscription stands for the order's payment). Places gone meanwhile: the order is given up, the
 * subscription cancelled and its first payment refunded. Safe to run any number of times.
 */
export async function settleSubscription(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  row: SubscriptionRow,
  known?: Subscription,
): Promise<SubscriptionSettlement> {
  const { connectedAccountId } = await deps.paymentSetup(club.id);
  const options = { stripeAccount: connectedAccountId ?? undefined };
  const subscription = known ?? (await deps.provider.subscriptions.retrieve(row.providerSubscriptionId, options));
  await deps.subscriptions.recordStatus(row.id, storedStatusOf(subscription), deps.clock(), planStateOf(subscription));
  // Its latest payment counted in the club's money even when its event came before the subscription was stored.
  if (subscription.latest_invoice) await recordPlanCharge(deps, row, subscription.latest_invoice, options);
  const uuid = row.orderId === null ? null : await deps.subscriptions.orderUuidOf(row.orderId);
  const order = uuid && (await deps.orders.find(club, uuid));
  if (!order || !started(subscription)) return { subscription, outcome: null };
  if (order.status === 'completed') return { subscription, outcome: 'completed' };
  // A cancelled order stays so: renewals of its subscription are the club's to sort out.
  if (order.status !== 'pending') return { subscription, outcome: null };
  const payer = await payerOf(deps, club, row.userId);
  const booked = await deps.orders.complete(
    club,
    payer,
    { id: order.id, paid: order.total, subscribed: true },
    async () => {},
  );
  if (booked === 'completed') return { subscription, outcome: 'completed' };
  const canceled = await deps.provider.subscriptions.cancel(row.providerSubscriptionId, {
    ...options,
    idempotencyKey: `places-gone:${row.providerSubscriptionId}`,
  });
  await deps.subscriptions.recordStatus(row.id, canceled.status, deps.clock());
  await refundFirstPayment(deps, club, { row, started: subscription }, { ...payer, orderUuid: order.uuid }, options);
  return { subscription: canceled, outcome: 'places-gone' };
}

/** What the browser does next: nothing (booked), or the bank's check on the payment or the card's set-up. */
export type NextStep =
  { kind: 'done' } | { kind: 'authenticate'; intentType: 'payment' | 'setup'; intentId: string; clientSecret: string };

/**
 * The next step of a settled subscription: booked, or 3-D Secure to do. A decline answers 402 with
 * the bank's words; places gone while the parent subscribed, 409.
 */
export function nextStepOf({ subscription, outcome }: SubscriptionSettlement): NextStep {
  if (outcome === 'completed') return { kind: 'done' };
  if (outcome === 'places-gone') throw new AppError('HOLD_EXPIRED', texts.placesGone);
  const setup = subscription.pending_setup_intent;
  const payment = subscription.latest_invoice?.payment_intent ?? null;
  for (const [intentType, intent] of [
    ['setup', setup],
    ['payment', payment],
  ] as const) {
    if (intent?.status === 'requires_action') {
      return { kind: 'authenticate', intentType, intentId: intent.id, clientSecret: intent.client_secret };
    }
  }
  const error = payment?.last_payment_error ?? setup?.last_setup_error;
  throw new AppError('PAYMENT_FAILED', error ? providerOutcomeMessage(error) : texts.subscriptionFailed);
}

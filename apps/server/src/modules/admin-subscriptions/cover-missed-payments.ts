import type { ClubSubscriptionResponse, CoverPaymentsBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import { PaymentProviderError, type PaymentIntent } from '../../platform/payments/index.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { detailFrom, findPlan, type AdminSubscriptionsDeps } from './admin-subscriptions.js';
import { providerOptions, unpaidInvoicesOf } from '../subscriptions/index.js';

const texts = messages.subscriptions.admin;

/**
 * Staff take a plan's missed months (renewals its card did not pay: the provider's open invoices) with the card
 * on file, off-session, oldest first, the ones chosen only. Each is one attempt per card (its key names the
 * invoice's payment and the card, so a double click is one charge; a payment can succeed only once anyway). A
 * decline stops there: 402 saying how many were taken (those stay paid). The provider's `invoice.paid` then
 * reaches the plan's status and the parent's receipt as a parent's own payment does.
 */
export async function coverMissedPayments(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  actor: Actor,
  subscriptionId: number,
  { invoiceIds }: CoverPaymentsBody,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const options = await providerOptions(deps, club);
  const unpaid = await unpaidInvoicesOf(deps, options.stripeAccount ?? '', view.providerId);
  invoiceIds.forEach((id, i) => {
    if (!unpaid.some((invoice) => invoice.id === id)) throw bodyFieldRefused(`invoiceIds.${i}`, texts.notMissed);
  });
  const chosen = unpaid.filter((invoice) => invoiceIds.includes(invoice.id));
  const live = await deps.provider.subscriptions.retrieve(view.providerId, options);
  const card = live.default_payment_method;
  if (!card) throw new AppError('CONFLICT', texts.noCardOnFile);

  const taken: { invoiceId: string; amount: number }[] = [];
  let stopped: PaymentIntent | null = null;
  for (const invoice of chosen) {
    const intent = invoice.payment_intent;
    if (!intent) continue;
    const after = await takeWith(deps, intent, card, options);
    if (after.status !== 'succeeded') {
      stopped = after;
      break;
    }
    taken.push({ invoiceId: invoice.id, amount: invoice.amount_due });
  }
  if (taken.length > 0) {
    await deps.audit.record(actor, {
      action: 'subscription.payments_covered',
      subjectUserId: view.userId,
      clubId: club.id,
      details: { subscriptionId, providerSubscriptionId: view.providerId, taken },
    });
  }
  if (stopped) throw new AppError('PAYMENT_FAILED', texts.coverDeclined(taken.length, chosen.length));
  return detailFrom(deps, club, subscriptionId, await deps.provider.subscriptions.retrieve(view.providerId, options));
}

/** One missed month taken with the card on file, the parent not present; a payment waiting for their bank is left. */
async function takeWith(
  deps: AdminSubscriptionsDeps,
  intent: PaymentIntent,
  card: string,
  options: { stripeAccount?: string },
): Promise<PaymentIntent> {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') return intent;
  try {
    return await deps.provider.paymentIntents.confirm(
      intent.id,
      { payment_method: card, off_session: true },
      { ...options, idempotencyKey: `cover:${intent.id}:${card}` },
    );
  } catch (error) {
    // A card refused as it is read: a decline like any other.
    if (error instanceof PaymentProviderError && error.type === 'card_error') return { ...intent, status: 'canceled' };
    throw error;
  }
}

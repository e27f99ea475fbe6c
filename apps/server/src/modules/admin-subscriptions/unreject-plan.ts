import type { ClubSubscriptionResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { Subscription, SubscriptionCreateParams } from '../../platform/payments/index.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { detailFrom, findPlan, type AdminSubscriptionsDeps } from './admin-subscriptions.js';
import { providerOptions, planCostOf, planStateOf, storedStatusOf } from '../subscriptions/index.js';
import { paidInvoicesOf } from './plan-money.js';
import { emailPlanParent } from './email-plan-parent.js';
import { planRestartEmail } from './plan-change-email.js';

const texts = messages.subscriptions.admin;

/**
 * What starts a plan again as it was: its items at their prices, its card, the rest of its trial (if it has not
 * ended), and its billing day while that is still to come.
 */
function restartOf(old: Subscription, now: number): SubscriptionCreateParams {
  const trialEnd = old.trial_end !== null && old.trial_end > now ? old.trial_end : null;
  const anchored = old.billing_cycle_anchor > (trialEnd ?? now);
  return {
    customer: old.customer,
    default_payment_method: old.default_payment_method ?? undefined,
    items: old.items.data.map((item) => ({
      price_data: {
        currency: item.price.currency,
        product: item.price.product,
        unit_amount: item.price.unit_amount,
        recurring: item.price.recurring,
      },
      quantity: item.quantity,
    })),
    ...(trialEnd !== null ? { trial_end: trialEnd } : {}),
    ...(anchored ? { billing_cycle_anchor: old.billing_cycle_anchor, proration_behavior: 'none' as const } : {}),
    ...(old.application_fee_percent !== null ? { application_fee_percent: old.application_fee_percent } : {}),
    metadata: { ...old.metadata, restartedFrom: old.id },
  };
}

/**
 * Unreject: a plan cancelled before it ever took a payment (its trial turned down, by the club or the family)
 * starts again while its places are still booked. A cancelled subscription cannot be revived at the provider, so
 * a new one is made (key `unreject:<the cancelled one>`: a retry makes one) and the plan's row follows it; the
 * cancelled one stays the provider's record. Anything else is 409 saying why.
 */
export async function unrejectPlan(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  actor: Actor,
  subscriptionId: number,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const options = await providerOptions(deps, club);
  const old = await deps.provider.subscriptions.retrieve(view.providerId, options);
  if (storedStatusOf(old) !== 'canceled') throw new AppError('CONFLICT', texts.notRejected);
  if ((await paidInvoicesOf(deps, old.id, options)).length > 0) throw new AppError('CONFLICT', texts.tookPayments);
  if (!view.places.some((place) => place.booked)) throw new AppError('CONFLICT', texts.placesGoneNoRestart);
  if (!old.default_payment_method) throw new AppError('CONFLICT', texts.noCardOnFile);
  const now = Math.floor(deps.clock().getTime() / 1000);
  const created = await deps.provider.subscriptions.create(restartOf(old, now), {
    ...options,
    idempotencyKey: `unreject:${old.id}`,
  });
  await deps.subscriptions.restart(
    subscriptionId,
    created.id,
    storedStatusOf(created),
    deps.clock(),
    planStateOf(created),
  );
  await deps.audit.record(actor, {
    action: 'subscription.unrejected',
    subjectUserId: view.userId,
    clubId: club.id,
    details: { subscriptionId, from: old.id, to: created.id, status: created.status },
  });
  const answer = await detailFrom(deps, club, subscriptionId, created);
  const firstPaymentAt = answer.subscription.nextPaymentAt;
  if (firstPaymentAt !== null) {
    await emailPlanParent(deps, club, view, (facts) =>
      planRestartEmail({ ...facts, amount: planCostOf(created), firstPaymentAt }),
    );
  }
  return answer;
}

import type { ClubSubscriptionResponse, UpdatePlanBody } from '@clubroom/domain/api';
import { repriceableStatuses } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, bodyFieldRefused } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { detailFrom, findPlan, type AdminSubscriptionsDeps } from './admin-subscriptions.js';
import { providerOptions, planCostOf, storedStatusOf } from '../subscriptions/index.js';
import { emailPlanParent } from './email-plan-parent.js';
import { planChangeEmail } from './plan-change-email.js';

const texts = messages.subscriptions.admin;

/**
 * Staff change a parent's plan: each place's new price a period, charged from the next payment on
 * (nothing taken or given back for the period paid). The provider is read first and only the items
 * whose price differs are changed, so a retry changes nothing twice. The parent is emailed and the
 * change audited whenever the provider's cost differs from the one stored, which a retry after a
 * crash between the provider's change and ours still sees.
 */
export async function updateSubscriptionPlan(
  deps: AdminSubscriptionsDeps,
  club: ResolvedClub,
  actor: Actor,
  subscriptionId: number,
  { amounts }: UpdatePlanBody,
): Promise<ClubSubscriptionResponse> {
  const view = await findPlan(deps, club, subscriptionId);
  const options = await providerOptions(deps, club);
  const live = await deps.provider.subscriptions.retrieve(view.providerId, options);
  const status = storedStatusOf(live);
  if (!repriceableStatuses.includes(status))
    throw new AppError('CONFLICT', texts.notChangeable(texts.statuses[status]?.toLowerCase() ?? status));
  const items = live.items.data;
  if (amounts.length !== items.length || items.some((item) => item.quantity !== 1))
    throw bodyFieldRefused('amounts', texts.placesChanged);
  const changes = items.flatMap((item, i) =>
    item.price.unit_amount === amounts[i]
      ? []
      : [{ id: item.id, price_data: { ...item.price, unit_amount: amounts[i] } }],
  );
  const repriced = changes.length
    ? await deps.provider.subscriptions.update(view.providerId, { items: changes, proration_behavior: 'none' }, options)
    : live;
  const after = planCostOf(repriced);
  // Told before the new cost is stored: a crash between them tells the parent twice, never not at all.
  if (after !== view.amount) {
    await deps.audit.record(actor, {
      action: 'subscription.plan_changed',
      subjectUserId: view.userId,
      clubId: club.id,
      details: { subscriptionId, providerSubscriptionId: view.providerId, from: view.amount, to: after, amounts },
    });
    const nextPaymentAt = status === 'paused' || repriced.cancel_at_period_end ? null : repriced.current_period_end;
    await emailPlanParent(deps, club, view, (facts) =>
      planChangeEmail({ ...facts, before: view.amount, after, nextPaymentAt }),
    );
  }
  return detailFrom(deps, club, subscriptionId, repriced);
}

import type { PlatformInvoice, PlatformSubscriptionSettings } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { currentSubscription, standingAnswer } from './club-standing.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';

/** Statuses that are charged again at the period's end. */
export const RENEWING = new Set(['active', 'trialing', 'past_due']);

/** The settings page: the club's plan, next payment, card and standing, the plans it may choose, the reset's prompt. */
export async function subscriptionSettings(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
): Promise<PlatformSubscriptionSettings> {
  const found = await currentSubscription(deps, club.id);
  const { current } = found;
  const row = current?.row;
  const periodEnd = row?.currentPeriodEnd ? Math.floor(row.currentPeriodEnd.getTime() / 1000) : null;
  const ending = row?.cancelAtPeriodEnd ?? false;
  const scheduled = row?.scheduledPlanId ? await deps.repo.plan(row.scheduledPlanId) : null;
  return {
    plans: await deps.repo.plans(true),
    subscription: current && {
      plan: current.plan,
      status: current.row.status,
      // A change scheduled is a cancellation at the provider, but the club goes on paying (the new plan) then.
      nextPaymentAt: RENEWING.has(current.row.status) && (!ending || scheduled) ? periodEnd : null,
      endsAt: RENEWING.has(current.row.status) && ending && !scheduled ? periodEnd : null,
      scheduledChange: scheduled && periodEnd !== null ? { plan: scheduled, at: periodEnd } : null,
      card:
        row?.cardBrand && row.cardLast4 && row.cardExpMonth && row.cardExpYear
          ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
          : null,
    },
    standing: standingAnswer(found, deps.clock()),
    // Reset by support, or ended after the club cancelled it.
    setUpNewOne: (found.subscriptionId === null && found.previousSubscriptionId !== null) || row?.status === 'canceled',
  };
}

/** The current subscription's invoices, newest first (none without one). */
export async function subscriptionInvoices(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
): Promise<{ invoices: PlatformInvoice[] }> {
  const { current } = await currentSubscription(deps, club.id);
  return { invoices: current ? await deps.repo.invoices(current.row.id) : [] };
}

import type { PlatformInvoice, PlatformSubscriptionSettings } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { currentSubscription, standingAnswer, standingOf } from './club-standing.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';

/** Statuses that are charged again at the period's end. */
const RENEWING = new Set(['active', 'trialing', 'past_due']);

/** The settings page: the club's plan, next payment, card and standing, the plans it may choose, the reset's prompt. */
export async function subscriptionSettings(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
): Promise<PlatformSubscriptionSettings> {
  const found = await currentSubscription(deps, club.id);
  const { current } = found;
  const row = current?.row;
  return {
    plans: await deps.repo.plans(true),
    subscription: current && {
      plan: current.plan,
      status: current.row.status,
      nextPaymentAt:
        row?.currentPeriodEnd && RENEWING.has(row.status) ? Math.floor(row.currentPeriodEnd.getTime() / 1000) : null,
      card:
        row?.cardBrand && row.cardLast4 && row.cardExpMonth && row.cardExpYear
          ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
          : null,
    },
    standing: standingAnswer(standingOf(found, deps.clock())),
    setUpNewOne: found.subscriptionId === null && found.previousSubscriptionId !== null,
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

import type { CheckoutSessionDetails, PlatformPlan } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import { PaymentProviderError, type CheckoutSession } from '../../platform/payments/index.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';

/**
 * One of the club's checkout sessions as the provider has it now, with its plan: a subscription's (kept here from
 * its start) or a card set-up's (the club and plan in its metadata, which only we write). Another club's, or one
 * the provider does not know: 404.
 */
export async function clubCheckoutSession(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  sessionId: string,
): Promise<{ session: CheckoutSession; plan: PlatformPlan; ours: boolean }> {
  const row = await deps.repo.bySession(club.id, sessionId);
  let session: CheckoutSession;
  try {
    session = await deps.provider.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'resource_missing') throw notFound('Checkout session');
    throw error;
  }
  const cardOfClub = session.mode === 'setup' && session.metadata.clubId === String(club.id);
  const planId = row ? row.planId : cardOfClub ? Number(session.metadata.planId) : null;
  const plan = planId === null ? null : await deps.repo.plan(planId);
  if (!plan) throw notFound('Checkout session');
  return { session, plan, ours: row !== null };
}

/** The session as the hosted page and the page after it show it. */
export const sessionDetails = ({
  session,
  plan,
}: {
  session: CheckoutSession;
  plan: PlatformPlan;
}): CheckoutSessionDetails => ({
  sessionId: session.id,
  mode: session.mode,
  status: session.status,
  plan,
  amountTotal: session.amount_total ?? 0,
  currency: session.currency,
});

import type { CheckoutSessionDetails } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { isLapsedStatus } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { clubCheckoutSession, sessionDetails } from './club-checkout-session.js';
import { currentSubscription } from './club-standing.js';
import { priceOfPlan } from './plan-product.js';
import { clubSiteUrl, type PlatformSubscriptionDeps } from './platform-subscription-deps.js';

const texts = messages.platformSubscription;

/**
 * A hosted checkout of a plan on the platform's own account, for a club without a subscription in good standing
 * (none, reset, or lapsed): the provider's page, which returns to the page that polls. The club's key makes a
 * repeated request (a double click) answer the same session.
 */
export async function startCheckout(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  body: { planId: number; idempotencyKey: string },
): Promise<{ sessionId: string; url: string }> {
  const plan = await deps.repo.plan(body.planId);
  if (!plan?.active) throw new AppError('NOT_FOUND', texts.planNotOffered);
  const { current } = await currentSubscription(deps, club.id);
  if (current && !isLapsedStatus(current.row.status)) throw new AppError('CONFLICT', texts.alreadySubscribed);
  const metadata = { clubId: String(club.id), planId: String(plan.id) };
  const session = await deps.provider.checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [{ price_data: await priceOfPlan(deps, plan), quantity: 1 }],
      success_url: clubSiteUrl(
        deps,
        club.subdomain,
        `${clubPages.platformSubscriptionReturn.path}?session_id={CHECKOUT_SESSION_ID}`,
      ),
      cancel_url: clubSiteUrl(deps, club.subdomain, clubPages.platformSubscription.path),
      client_reference_id: String(club.id),
      metadata,
      subscription_data: { metadata },
    },
    { idempotencyKey: `platform-checkout:${club.id}:${body.idempotencyKey}` },
  );
  await deps.transaction(({ repo }) =>
    repo.startCheckout({ clubId: club.id, planId: plan.id, checkoutSessionId: session.id }),
  );
  return {
    sessionId: session.id,
    url: session.url ?? clubSiteUrl(deps, club.subdomain, clubPages.platformSubscription.path),
  };
}

/** One of the club's checkout sessions, as the provider has it now (another club's: 404). */
export const checkoutSessionDetails = async (
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  sessionId: string,
): Promise<CheckoutSessionDetails> => sessionDetails(await clubCheckoutSession(deps, club, sessionId));

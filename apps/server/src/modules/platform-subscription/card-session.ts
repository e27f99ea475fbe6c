import type { PlatformSubscriptionSettings } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { asProviderAnswer, changeAtProvider, renewingSubscription } from './change-subscription.js';
import { clubCheckoutSession } from './club-checkout-session.js';
import { clubSiteUrl, type PlatformSubscriptionDeps } from './platform-subscription-deps.js';

const texts = messages.platformSubscription;

/**
 * A new card for the subscription through the provider's hosted page (Checkout in setup mode; the sandbox serves
 * its own): the card is saved for the subscription's customer, and the page returns to the settings, which then
 * ask for it to be used (`applyCardSession`). Nothing is charged.
 */
export async function startCardSession(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  body: { idempotencyKey: string },
): Promise<{ sessionId: string; url: string }> {
  const current = await renewingSubscription(deps, club.id);
  const customer = current.row.providerCustomerId;
  if (!customer) throw new AppError('CONFLICT', texts.nothingToChange);
  const settingsUrl = clubSiteUrl(deps, club.subdomain, clubPages.platformSubscription.path);
  const session = await asProviderAnswer(() =>
    deps.provider.checkout.sessions.create(
      {
        mode: 'setup',
        customer,
        currency: current.plan.currency,
        success_url: `${settingsUrl}?card_session={CHECKOUT_SESSION_ID}`,
        cancel_url: settingsUrl,
        client_reference_id: String(club.id),
        metadata: { clubId: String(club.id), planId: String(current.plan.id), subscriptionId: current.providerId },
      },
      { idempotencyKey: `platform-card:${club.id}:${body.idempotencyKey}` },
    ),
  );
  return { sessionId: session.id, url: session.url ?? settingsUrl };
}

/**
 * The card a completed set-up saved becomes the subscription's (and its customer's default): its next payment is
 * taken from it. Asked again (a reload of the page it returned to), it changes nothing more.
 */
export async function applyCardSession(
  deps: PlatformSubscriptionDeps,
  club: ResolvedClub,
  sessionId: string,
): Promise<PlatformSubscriptionSettings> {
  const { session } = await clubCheckoutSession(deps, club, sessionId);
  const current = await renewingSubscription(deps, club.id);
  if (session.mode !== 'setup' || session.metadata.subscriptionId !== current.providerId) {
    throw new AppError('CONFLICT', texts.cardSessionNotForThis);
  }
  const setup = session.setup_intent ? await deps.provider.setupIntents.retrieve(session.setup_intent) : null;
  const card = setup?.status === 'succeeded' ? setup.payment_method : null;
  if (session.status !== 'complete' || !card) throw new AppError('CONFLICT', texts.cardNotSaved);
  await asProviderAnswer(() =>
    deps.provider.customers.update(current.row.providerCustomerId ?? session.customer ?? '', {
      invoice_settings: { default_payment_method: card },
    }),
  );
  return changeAtProvider(deps, club, current, async () => ({ default_payment_method: card }));
}
